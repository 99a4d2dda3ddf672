import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from './user.entity';

@Entity({ name: 'credentials' })
export class CredentialEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'credentials_pkey' })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'credentials_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'text' })
  passwordHash!: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
