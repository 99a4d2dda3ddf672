import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AuditLog, type Clock, CLOCK, isUuid, parseOrThrow } from '@village/kit';
import { In, IsNull, type DataSource } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { DbsCheckEntity } from './dbs-check.entity';
import { dbsCheckSchema, type DbsCheckInput } from './dbs-check.schema';
import { dbsCheckNotFound, dbsMemberNotFound, futureIssueDate } from './dbs-checks.errors';

/** A member's current enhanced DBS check as an admin sees it: never more of the number than its last 4 characters. */
export interface DbsCheck {
  memberId: string;
  certificateLast4: string;
  issuedOn: string;
  recordedAt: Date;
}

const LAST_CHARACTERS_KEPT = 4;

const toView = ({ memberId, certificateLast4, issuedOn, recordedAt }: DbsCheckEntity): DbsCheck => ({
  memberId,
  certificateLast4,
  issuedOn,
  recordedAt,
});

/** The calendar day in the UK at `at`, as YYYY-MM-DD. */
const ukDay = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(at);

/**
 * Enhanced DBS checks: an admin records one after seeing the certificate (a newer one replaces the current one), and
 * may revoke it. Every change is audited.
 */
@Injectable()
export class DbsChecks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(adminId: string, memberId: string, input: DbsCheckInput): Promise<DbsCheck> {
    const { certificateNumber, issuedOn } = parseOrThrow(dbsCheckSchema, input);
    const now = this.clock.now();
    if (issuedOn > ukDay(now)) throw futureIssueDate();
    if (!isUuid(memberId)) throw dbsMemberNotFound();
    const check = await this.dataSource.transaction(async (manager) => {
      const member = await manager
        .getRepository(UserEntity)
        .createQueryBuilder('user')
        .where('user.id = :memberId', { memberId })
        .setLock('pessimistic_write')
        .getOne();
      if (!member) throw dbsMemberNotFound();
      await manager.update(DbsCheckEntity, { memberId, revokedAt: IsNull() }, { revokedAt: now, revokedBy: adminId });
      return manager.save(
        manager.create(DbsCheckEntity, {
          memberId,
          certificateLast4: certificateNumber.slice(-LAST_CHARACTERS_KEPT),
          issuedOn,
          recordedAt: now,
          recordedBy: adminId,
          revokedAt: null,
          revokedBy: null,
        }),
      );
    });
    this.audit.record('admin.action', { accountId: adminId, detail: `dbs-check.recorded member=${memberId}` });
    return toView(check);
  }

  async revoke(adminId: string, memberId: string): Promise<void> {
    if (!isUuid(memberId)) throw dbsCheckNotFound();
    const revoked = await this.dataSource
      .getRepository(DbsCheckEntity)
      .update({ memberId, revokedAt: IsNull() }, { revokedAt: this.clock.now(), revokedBy: adminId });
    if (!revoked.affected) throw dbsCheckNotFound();
    this.audit.record('admin.action', { accountId: adminId, detail: `dbs-check.revoked member=${memberId}` });
  }

  /** The member's current check, or null. */
  async currentOf(memberId: string): Promise<DbsCheck | null> {
    if (!isUuid(memberId)) throw dbsMemberNotFound();
    const check = await this.dataSource.getRepository(DbsCheckEntity).findOneBy({ memberId, revokedAt: IsNull() });
    return check ? toView(check) : null;
  }

  /** For each member with a current check, its issue date. */
  async issueDatesFor(memberIds: readonly string[]): Promise<Map<string, string>> {
    if (memberIds.length === 0) return new Map();
    const checks = await this.dataSource
      .getRepository(DbsCheckEntity)
      .findBy({ memberId: In([...memberIds]), revokedAt: IsNull() });
    return new Map(checks.map((check) => [check.memberId, check.issuedOn]));
  }
}
