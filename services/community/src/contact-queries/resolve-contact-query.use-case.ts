import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, isUuid, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { contactQueryAlreadyResolved, contactQueryNotFound } from '../community.errors';
import { ContactQueryEntity } from './contact-query.entity';
import { contactQueryView, type ContactQueryView } from './contact-query-view';

/** An admin marks an open query resolved; a resolved one stays as it was. */
@Injectable()
export class ResolveContactQueryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: { adminId: string; id: string }): Promise<ContactQueryView> {
    if (!isUuid(command.id)) throw contactQueryNotFound();
    const repository = this.dataSource.getRepository(ContactQueryEntity);
    const resolvedAt = this.clock.now();
    // One conditional update: of two admins resolving at once, exactly one wins.
    const result = await repository.update(
      { id: command.id, status: 'open' },
      { status: 'resolved', resolvedAt, resolvedBy: command.adminId },
    );
    const query = await repository.findOneBy({ id: command.id });
    if (!query) throw contactQueryNotFound();
    if (!result.affected) throw contactQueryAlreadyResolved();
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `contact_query.resolved id=${command.id}`,
    });
    return contactQueryView(query);
  }
}
