import { RateLimitCounters1799300150000 } from './1799300150000-rate-limit-counters';

/** The gateway's own schema (`gateway`), used only by the shared rate-limit store; oldest first. */
export const gatewayMigrations = [RateLimitCounters1799300150000];
