import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/access.decorators';
import { FailureTolerance } from './failure-tolerance';
import { READINESS_CHECKS, READINESS_OPTIONS, type ReadinessCheck, type ReadinessOptions } from './readiness-check';
import { ShutdownState } from './graceful-shutdown';

interface CheckResult {
  name: string;
  ok: boolean;
  error?: string;
  /** Failing, but not for longer than READINESS_FAILURE_GRACE_MS yet: readiness still passes. */
  tolerated?: true;
}

interface ReadinessAnswer {
  status: 'ready' | 'not-ready';
  draining?: true;
  checks: CheckResult[];
}

/**
 * /health/live: the process answers (never the database: a database outage must not restart every pod).
 * /health/ready: 503 once the process is stopping, or when a check has failed for longer than the grace period.
 */
@Public()
@Controller('health')
export class HealthController {
  private readonly tolerances = new Map<string, FailureTolerance>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
    @Inject(READINESS_OPTIONS) private readonly options: ReadinessOptions,
    private readonly shutdown: ShutdownState,
  ) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(): Promise<ReadinessAnswer> {
    if (this.shutdown.draining) {
      throw new ServiceUnavailableException({ status: 'not-ready', draining: true, checks: [] });
    }
    const database: ReadinessCheck = {
      name: 'database',
      check: async () => void (await this.dataSource.query('SELECT 1')),
    };
    const results = await Promise.all([database, ...this.checks].map((check) => this.run(check)));
    if (results.some((result) => !result.ok && !result.tolerated)) {
      throw new ServiceUnavailableException({ status: 'not-ready', checks: results });
    }
    return { status: 'ready', checks: results };
  }

  private async run(check: ReadinessCheck): Promise<CheckResult> {
    let result: CheckResult;
    try {
      await check.check();
      result = { name: check.name, ok: true };
    } catch (error) {
      result = { name: check.name, ok: false, error: error instanceof Error ? error.message : 'failed' };
    }
    const tolerance = this.toleranceOf(check.name);
    const passing = tolerance.record(result.ok);
    return !result.ok && passing ? { ...result, tolerated: true } : result;
  }

  private toleranceOf(name: string): FailureTolerance {
    let tolerance = this.tolerances.get(name);
    if (!tolerance) {
      tolerance = new FailureTolerance(this.options.failureGraceMs);
      this.tolerances.set(name, tolerance);
    }
    return tolerance;
  }
}
