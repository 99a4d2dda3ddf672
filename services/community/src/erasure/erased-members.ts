/** What community shows in place of a member who erased their account (its forum posts stay, ADR 032). */
export const FORMER_MEMBER = 'Former member';
