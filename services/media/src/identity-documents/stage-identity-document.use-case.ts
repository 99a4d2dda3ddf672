import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OBJECT_STORE, type Clock, type ObjectStore } from '@village/kit';
import type { DataSource } from 'typeorm';
import { ImageProcessor } from '../images/image-processor';
import { MediaObject } from '../objects/media-object.entity';
import { identityDocumentKey } from './identity-document-retention';

/**
 * A member's passport or ID photo: checked by content, re-encoded without metadata and stored in the private
 * bucket as a `pending` object owned by the member. VerificationCaseOpened naming it attaches it to the case;
 * otherwise the pending-upload sweep deletes it after an hour. Never served by a public route.
 */
@Injectable()
export class StageIdentityDocumentUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    private readonly images: ImageProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(ownerId: string, upload: Buffer): Promise<{ id: string }> {
    const document = await this.images.processDocument(upload);
    const id = randomUUID();
    const key = identityDocumentKey(id);
    const variant = { key, contentType: document.contentType, width: document.width, height: document.height };
    await this.dataSource.getRepository(MediaObject).insert({
      id,
      ownerId,
      purpose: 'identity_document',
      status: 'pending',
      bucket: 'private',
      variants: { document: { ...variant, byteSize: document.data.length } },
      contentType: document.contentType,
      byteSize: document.data.length,
      width: document.width,
      height: document.height,
      createdAt: this.clock.now(),
      attachedAt: null,
    });
    try {
      await this.store.put('private', key, document.data, document.contentType);
    } catch (error) {
      await this.store.delete('private', key).catch(() => undefined);
      await this.dataSource.getRepository(MediaObject).delete({ id });
      throw error;
    }
    return { id };
  }
}
