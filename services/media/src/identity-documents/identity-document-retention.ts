import { days } from '@village/kit';

/**
 * Days an identity document is kept after the admin's decision (approval or rejection), then deleted by
 * DeleteExpiredObjectsJob. Written into the privacy policy (web/src/features/legal/privacy-policy-page.tsx).
 */
export const IDENTITY_DOCUMENT_RETENTION_DAYS = 30;
export const IDENTITY_DOCUMENT_RETENTION_MS = days(IDENTITY_DOCUMENT_RETENTION_DAYS);

/** How long an admin's link to a document opens it. */
export const DOCUMENT_LINK_TTL_SECONDS = 5 * 60;

export const identityDocumentKey = (documentId: string): string => `identity-documents/${documentId}/document.webp`;
