export * from './member-contact.entity';
export * from './member-contacts.consumers';
export * from './member-contacts';
