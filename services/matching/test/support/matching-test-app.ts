import type { TestClock } from '@village/kit';
import { startServiceForTest, type ServiceTestApp } from '../../../../tests/support/service-test-app';
import { matchingService } from '../../src/matching.service';
import type { MatchingEnv } from '../../src/env';

export type MatchingTestApp = ServiceTestApp<MatchingEnv>;

/**
 * Matching on the spec file's own database: its consumer group reads the Postgres event log there. With a clock, its
 * jobs (match runs) run only on `clock.runDue()`.
 */
export const startMatching = (options: { clock?: TestClock } = {}): Promise<MatchingTestApp> =>
  startServiceForTest(matchingService, options);
