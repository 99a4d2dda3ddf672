/**
 * What every stack the e2e tier starts runs with. The rate limits have tests of their own (gateway/test); here many
 * tests, the policy matrix, the fuzzer and the fault test's load share one address and a few accounts in a minute.
 */
export const E2E_STACK_ENV: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  GRAPHQL_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
  GRAPHQL_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
  API_WRITE_RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: '100000',
  MESSAGE_SEND_RATE_LIMIT_PER_MINUTE: '100000',
  DATA_EXPORT_RATE_LIMIT_PER_HOUR: '100000',
  // Bookings verifies Stripe's webhooks with it: the tests sign events with the same secret.
  STRIPE_WEBHOOK_SECRET: 'whsec_village_e2e_signing_secret',
  // Social: a failed publish is tried again 2 s later (then 4 s, 8 s), and figures are first fetched 3 s after it.
  SOCIAL_PUBLISH_RETRY_SECONDS: '2',
  SOCIAL_ENGAGEMENT_FIRST_REFRESH_SECONDS: '3',
  // Bookings: an urgent cover request no one in the circle accepts is offered to nearby hosts 12 s later.
  COVER_CIRCLE_WAIT_MINUTES: '0.2',
};

/** The stand-in for Google's OpenID provider listens next to the stack's port, so parallel stacks never share one. */
export const oidcStandInPort = (stackPort: number): number => stackPort + 37;
