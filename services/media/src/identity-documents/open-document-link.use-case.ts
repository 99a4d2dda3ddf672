import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, CLOCK, type Clock, isUuid, OBJECT_STORE, type ObjectStore } from '@village/kit';
import type { DataSource } from 'typeorm';
import { documentNotAvailable } from '../media.errors';
import { MediaObject } from '../objects/media-object.entity';
import { DOCUMENT_LINK_TTL_SECONDS } from './identity-document-retention';

/** An admin's signed link to the document of a verification case; every link made is audited. */
@Injectable()
export class OpenDocumentLinkUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(adminId: string, caseId: string): Promise<{ url: string; expiresAt: Date }> {
    if (!isUuid(caseId)) throw documentNotAvailable();
    const document = await this.dataSource.getRepository(MediaObject).findOneBy({
      verificationCaseId: caseId,
      purpose: 'identity_document',
      status: 'attached',
    });
    const stored = document?.variants.document;
    if (!document || !stored) throw documentNotAvailable();
    const url = await this.store.signedUrl('private', stored.key, DOCUMENT_LINK_TTL_SECONDS);
    this.audit.record('admin.action', { accountId: adminId, detail: `verification.document_viewed case=${caseId}` });
    return { url, expiresAt: new Date(this.clock.now().getTime() + DOCUMENT_LINK_TTL_SECONDS * 1000) };
  }
}
