import { Logger } from '@nestjs/common';
import { isUuid, onEvent } from '@village/kit';
import { timestampDate, VerificationCaseOpenedEvent } from '@village/proto';
import { MediaObject } from '../objects/media-object.entity';

const logger = new Logger('VerificationCaseOpenedConsumer');

/**
 * A verification case now refers to the member's pending document: keep it (attached to the case). A document the
 * case referred to before is due for deletion at once. Documents of another owner are never touched.
 */
export const verificationCaseOpenedConsumer = onEvent(
  VerificationCaseOpenedEvent,
  async (opened, envelope, manager) => {
    if (!isUuid(opened.documentId) || !isUuid(opened.userId)) return;
    const openedAt = opened.openedAt ? timestampDate(opened.openedAt) : new Date();
    const attached = await manager
      .createQueryBuilder()
      .update(MediaObject)
      .set({ status: 'attached', attachedAt: openedAt, verificationCaseId: opened.caseId })
      .where('id = :id AND owner_id = :owner AND purpose = :purpose AND status = :pending', {
        id: opened.documentId,
        owner: opened.userId,
        purpose: 'identity_document',
        pending: 'pending',
      })
      .execute();
    if (!attached.affected) {
      logger.warn(
        `document ${opened.documentId} of case ${opened.caseId} was not pending; event ${envelope.id} ignored`,
      );
    }
    if (opened.replacedDocumentId && isUuid(opened.replacedDocumentId)) {
      await manager.update(
        MediaObject,
        { id: opened.replacedDocumentId, ownerId: opened.userId, purpose: 'identity_document' },
        { deleteAfter: openedAt },
      );
    }
  },
);
