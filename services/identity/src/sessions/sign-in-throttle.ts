import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { IDENTITY_ENV, type IdentityEnv } from '../env';
import { SignInFailureEntity } from './sign-in-failure.entity';

/**
 * The per-account sign-in limit: failures are counted per email in identity's database, so the limit holds
 * whichever gateway replica or client address the attempts come from. Unknown emails are counted the same way,
 * so the answer never tells whether an account exists.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_ENV) private readonly env: IdentityEnv,
  ) {}

  get windowMinutes(): number {
    return this.env.SIGN_IN_FAILURE_WINDOW_MINUTES;
  }

  async isLocked(email: string): Promise<boolean> {
    const [{ failures }] = await this.dataSource.query<Array<{ failures: number }>>(
      `SELECT count(*)::int AS failures FROM sign_in_failures
        WHERE email = $1 AND failed_at > now() - make_interval(mins => $2)`,
      [email, this.windowMinutes],
    );
    return failures >= this.env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT;
  }

  async recordFailure(email: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM sign_in_failures WHERE failed_at <= now() - make_interval(mins => $1)', [
        this.windowMinutes,
      ]);
      await manager.insert(SignInFailureEntity, { email });
    });
  }

  async forget(email: string): Promise<void> {
    await this.dataSource.getRepository(SignInFailureEntity).delete({ email });
  }
}
