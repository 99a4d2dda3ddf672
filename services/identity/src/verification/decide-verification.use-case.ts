import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, type Clock, CLOCK, isUuid, OutboxWriter } from '@village/kit';
import {
  create,
  timestampFromDate,
  UserVerifiedEvent,
  UserVerifiedSchema,
  VerificationDecidedEvent,
  VerificationDecidedSchema,
} from '@village/proto';
import type { DataSource } from 'typeorm';
import { MemberMail } from '../notifications/member-mail';
import { UserEntity } from '../users/user.entity';
import { VerificationCaseEntity } from './verification-case.entity';
import { caseAlreadyDecided, caseNotFound, reasonRequired } from './verification.errors';

export type VerificationDecision = 'APPROVE' | 'REJECT';

export interface DecideVerificationCommand {
  adminId: string;
  caseId: string;
  decision: VerificationDecision;
  reason?: string | null;
}

export const MAX_REASON_LENGTH = 500;

/**
 * An admin's decision on a pending case. Approval verifies the member and publishes UserVerified; either way
 * VerificationDecided tells media when the document's retention starts, the member is emailed and the decision is
 * audited.
 */
@Injectable()
export class DecideVerificationUseCase {
  private readonly logger = new Logger(DecideVerificationUseCase.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly mail: MemberMail,
  ) {}

  async execute(command: DecideVerificationCommand): Promise<VerificationCaseEntity> {
    const reason = command.reason?.trim().slice(0, MAX_REASON_LENGTH) ?? '';
    if (command.decision === 'REJECT' && reason.length === 0) throw reasonRequired();
    if (!isUuid(command.caseId)) throw caseNotFound();
    const approved = command.decision === 'APPROVE';
    const { decided, user } = await this.dataSource.transaction(async (manager) => {
      const found = await manager
        .getRepository(VerificationCaseEntity)
        .createQueryBuilder('case')
        .where('case.id = :id', { id: command.caseId })
        .setLock('pessimistic_write')
        .getOne();
      if (!found) throw caseNotFound();
      if (found.status !== 'pending') throw caseAlreadyDecided();
      const now = this.clock.now();
      found.status = approved ? 'approved' : 'rejected';
      found.decidedAt = now;
      found.decidedBy = command.adminId;
      found.rejectionReason = approved ? null : reason;
      await manager.save(found);
      const member = await manager.findOneByOrFail(UserEntity, { id: found.userId });
      if (approved) {
        member.isVerified = true;
        await manager.save(member);
        await this.outbox.add(
          manager,
          UserVerifiedEvent,
          create(UserVerifiedSchema, { userId: member.id, verifiedAt: timestampFromDate(now) }),
          { key: member.id },
        );
      }
      await this.outbox.add(
        manager,
        VerificationDecidedEvent,
        create(VerificationDecidedSchema, {
          caseId: found.id,
          userId: member.id,
          documentId: found.documentId,
          approved,
          decidedAt: timestampFromDate(now),
        }),
        { key: member.id },
      );
      return { decided: found, user: member };
    });
    this.audit.record('admin.action', {
      accountId: command.adminId,
      detail: `verification.${approved ? 'approved' : 'rejected'} case=${decided.id}`,
    });
    await this.notify(user, approved, reason);
    return decided;
  }

  private async notify(user: UserEntity, approved: boolean, reason: string): Promise<void> {
    const to = { email: user.email, firstName: user.firstName };
    try {
      if (approved) await this.mail.verificationApproved(to);
      else await this.mail.verificationRejected(to, reason);
    } catch (error) {
      // The decision stands; queuing the email failing must not undo it.
      this.logger.error(`the decision email for user ${user.id} could not be queued: ${(error as Error).message}`);
    }
  }
}
