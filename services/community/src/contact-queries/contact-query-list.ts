import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ContactQueryEntity } from './contact-query.entity';
import { contactQueryView, type ContactQueryView } from './contact-query-view';

/** The queries admins read: open ones first, newest first within each group. */
@Injectable()
export class ContactQueryList {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async all(): Promise<ContactQueryView[]> {
    const rows = await this.dataSource
      .getRepository(ContactQueryEntity)
      .createQueryBuilder('query')
      .orderBy(`CASE WHEN query.status = 'open' THEN 0 ELSE 1 END`)
      .addOrderBy('query.created_at', 'DESC')
      .getMany();
    return rows.map(contactQueryView);
  }

  openCount(): Promise<number> {
    return this.dataSource.getRepository(ContactQueryEntity).countBy({ status: 'open' });
  }
}
