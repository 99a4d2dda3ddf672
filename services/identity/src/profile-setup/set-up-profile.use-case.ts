import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CLOCK, OutboxWriter, parseOrThrow, type Clock } from '@village/kit';
import { create, timestampFromDate, VerificationCaseOpenedEvent, VerificationCaseOpenedSchema } from '@village/proto';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { alreadyVerified } from '../verification/verification.errors';
import { VerificationCaseEntity } from '../verification/verification-case.entity';
import { profileSetupSchema, type ProfileSetupInput } from './profile-setup.schema';

export interface SetUpProfileCommand extends ProfileSetupInput {
  userId: string;
}

/**
 * Saves a member's country and postcode and, with an identity document (a pending upload in media's private
 * bucket), opens their verification case. A member with a pending case gets the newer document on that case (the
 * older one is deleted by media); a verified member's document is refused and nothing changes.
 */
@Injectable()
export class SetUpProfileUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: SetUpProfileCommand): Promise<UserEntity> {
    const input = parseOrThrow(profileSetupSchema, command);
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .where('user.id = :id', { id: command.userId })
        .setLock('pessimistic_write')
        .getOne();
      if (!user) throw new Error(`user ${command.userId} of a valid token does not exist`);
      if (input.identityDocumentId && user.isVerified) throw alreadyVerified();
      user.country = input.country;
      user.postcode = input.postcode;
      await manager.save(user);
      if (input.identityDocumentId) await this.openCase(manager, user.id, input.identityDocumentId);
      return user;
    });
  }

  private async openCase(manager: EntityManager, userId: string, documentId: string): Promise<void> {
    const now = this.clock.now();
    const cases = manager.getRepository(VerificationCaseEntity);
    const pending = await cases.findOneBy({ userId, status: 'pending' });
    const replacedDocumentId = pending && pending.documentId !== documentId ? pending.documentId : undefined;
    const opened = pending ?? cases.create({ userId, status: 'pending', decidedAt: null, decidedBy: null });
    opened.documentId = documentId;
    opened.submittedAt = now;
    opened.rejectionReason = null;
    await cases.save(opened);
    await this.outbox.add(
      manager,
      VerificationCaseOpenedEvent,
      create(VerificationCaseOpenedSchema, {
        caseId: opened.id,
        userId,
        documentId,
        replacedDocumentId,
        openedAt: timestampFromDate(now),
      }),
      { key: userId },
    );
  }
}
