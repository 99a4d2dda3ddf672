import type { ContactQueryEntity } from './contact-query.entity';

export interface ContactQueryView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  memberId: string | null;
  isResolved: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
}

export const contactQueryView = (row: ContactQueryEntity): ContactQueryView => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  subject: row.subject,
  message: row.message,
  memberId: row.memberId,
  isResolved: row.status === 'resolved',
  createdAt: row.createdAt,
  resolvedAt: row.resolvedAt,
});
