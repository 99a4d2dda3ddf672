export * from './member-contact-rule.entity';
export * from './member-contact-rules.consumers';
export * from './only-verified-contact';
