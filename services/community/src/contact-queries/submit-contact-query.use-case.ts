import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, parseOrThrow, type Clock } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ContactQueryMail } from './contact-query-mail';
import { ContactQueryEntity } from './contact-query.entity';
import { contactQuerySchema } from './contact-query.schema';

export interface SubmitContactQueryCommand {
  /** The signed-in member, or null for a visitor. */
  memberId: string | null;
  firstName: unknown;
  lastName: unknown;
  email: unknown;
  subject: unknown;
  message: unknown;
  /** The honeypot: people leave it empty. */
  website?: unknown;
}

/** A visitor or member sends a query; they get an acknowledgement by email. */
@Injectable()
export class SubmitContactQueryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: ContactQueryMail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SubmitContactQueryCommand): Promise<void> {
    const fields = parseOrThrow(contactQuerySchema, command);
    // A filled honeypot is a robot: it sees the same success as a person, and nothing is stored or sent.
    if (typeof command.website === 'string' && command.website.trim() !== '') return;
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(ContactQueryEntity).insert({
        id: randomUUID(),
        ...fields,
        memberId: command.memberId,
        status: 'open',
        createdAt: this.clock.now(),
      });
      await this.mail.acknowledge(manager, fields);
    });
  }
}
