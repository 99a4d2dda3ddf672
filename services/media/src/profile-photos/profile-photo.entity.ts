import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { MediaObject } from '../objects/media-object.entity';

/** A member's current profile photo. */
@Entity({ name: 'profile_photos' })
export class ProfilePhoto {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'profile_photos_pkey' })
  userId!: string;

  @Index('profile_photos_media_object_id_key', { unique: true })
  @Column({ type: 'uuid' })
  mediaObjectId!: string;

  @ManyToOne(() => MediaObject, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'media_object_id', foreignKeyConstraintName: 'profile_photos_media_object_id_fkey' })
  mediaObject?: MediaObject;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
