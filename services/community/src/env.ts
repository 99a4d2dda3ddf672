import { baseServiceEnvSchema, mailEnvShape } from '@village/kit';
import { z } from 'zod';

/** community needs what every service needs, and email: it tells members about their posts, reports and events. */
export const communityEnvSchema = baseServiceEnvSchema.extend({
  /** The web app's public address: links in community emails are absolute (ADR 013). */
  APP_URL: z.url({ protocol: /^https?$/ }),
  ...mailEnvShape,
});

export type CommunityEnv = z.infer<typeof communityEnvSchema>;
