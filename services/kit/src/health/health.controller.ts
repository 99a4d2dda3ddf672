import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Public } from '../auth/access.decorators';
import { READINESS_CHECKS, type ReadinessCheck } from './readiness-check';

interface CheckResult {
  name: string;
  ok: boolean;
  error?: string;
}

@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[],
  ) {}

  @Get('live')
  @HttpCode(200)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(): Promise<{ status: 'ready'; checks: CheckResult[] }> {
    const database: ReadinessCheck = {
      name: 'database',
      check: async () => void (await this.dataSource.query('SELECT 1')),
    };
    const results = await Promise.all([database, ...this.checks].map((check) => this.run(check)));
    if (results.some((result) => !result.ok)) {
      throw new ServiceUnavailableException({ status: 'not-ready', checks: results });
    }
    return { status: 'ready', checks: results };
  }

  private async run(check: ReadinessCheck): Promise<CheckResult> {
    try {
      await check.check();
      return { name: check.name, ok: true };
    } catch (error) {
      return { name: check.name, ok: false, error: error instanceof Error ? error.message : 'failed' };
    }
  }
}
