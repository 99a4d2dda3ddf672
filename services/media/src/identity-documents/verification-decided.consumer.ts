import { isUuid, onEvent } from '@village/kit';
import { timestampDate, VerificationDecidedEvent } from '@village/proto';
import { MediaObject } from '../objects/media-object.entity';
import { IDENTITY_DOCUMENT_RETENTION_MS } from './identity-document-retention';

/** A decided case's document is deleted the retention period after the decision. */
export const verificationDecidedConsumer = onEvent(VerificationDecidedEvent, async (decided, _envelope, manager) => {
  if (!isUuid(decided.documentId) || !isUuid(decided.userId) || !decided.decidedAt) return;
  const deleteAfter = new Date(timestampDate(decided.decidedAt).getTime() + IDENTITY_DOCUMENT_RETENTION_MS);
  await manager.update(
    MediaObject,
    { id: decided.documentId, ownerId: decided.userId, purpose: 'identity_document' },
    { deleteAfter },
  );
});
