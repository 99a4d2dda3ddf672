import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ObjectBucket } from '@village/kit';

export type MediaPurpose = 'profile_photo' | 'identity_document' | 'service_photo';
/** `discarded`: no longer used by what it was attached to; the pending-upload sweep deletes its files and row. */
export type MediaObjectStatus = 'pending' | 'attached' | 'discarded';

/** One stored rendition of an object (e.g. `large`, `thumb`). */
export interface StoredVariant {
  key: string;
  contentType: string;
  width: number;
  height: number;
  byteSize: number;
}

/**
 * An uploaded file and its stored variants. `pending` until the event naming it (e.g. UserRegistered, ServiceListed)
 * attaches it; pending objects nobody claims are swept after an hour, discarded ones at the next sweep.
 * `contentType`, `byteSize`, `width` and `height` describe the primary variant.
 */
@Entity({ name: 'objects' })
@Check('objects_purpose_check', `"purpose" IN ('profile_photo', 'identity_document', 'service_photo')`)
@Check('objects_status_check', `"status" IN ('pending', 'attached', 'discarded')`)
@Check('objects_bucket_check', `"bucket" IN ('public', 'private')`)
@Index('objects_status_created_at_idx', ['status', 'createdAt'])
@Index('objects_owner_id_idx', ['ownerId'])
@Index('objects_verification_case_id_idx', ['verificationCaseId'])
@Index('objects_delete_after_idx', ['deleteAfter'])
@Index('objects_service_id_idx', ['serviceId'])
export class MediaObject {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'objects_pkey' })
  id!: string;

  @Column({ type: 'uuid', nullable: true })
  ownerId!: string | null;

  @Column({ type: 'text' })
  purpose!: MediaPurpose;

  @Column({ type: 'text' })
  status!: MediaObjectStatus;

  @Column({ type: 'text' })
  bucket!: ObjectBucket;

  @Column({ type: 'jsonb' })
  variants!: Record<string, StoredVariant>;

  @Column({ type: 'text' })
  contentType!: string;

  @Column({ type: 'integer' })
  byteSize!: number;

  @Column({ type: 'integer' })
  width!: number;

  @Column({ type: 'integer' })
  height!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  attachedAt!: Date | null;

  /** For an identity document: the verification case (identity's) that refers to it, once attached. */
  @Column({ type: 'uuid', nullable: true })
  verificationCaseId!: string | null;

  /** When the object is deleted whatever its status (identity documents: the decision plus the retention period). */
  @Column({ type: 'timestamptz', nullable: true })
  deleteAfter!: Date | null;

  /** For a service photo: the service (listings') it is shown with, once attached. */
  @Column({ type: 'uuid', nullable: true })
  serviceId!: string | null;
}
