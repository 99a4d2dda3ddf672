import { z } from 'zod';
import { checkPaymentsEnv, paymentsEnvShape } from './payments.env';

const schema = z.object(paymentsEnvShape).superRefine(checkPaymentsEnv);
const problems = (env: Record<string, string>) => {
  const parsed = schema.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

it('runs the offline test provider with nothing set', () => {
  expect(problems({})).toEqual([]);
});

it('needs the secret key for Stripe, and APP_URL for Stripe with Connect (hosts come back there)', () => {
  expect(problems({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
    'STRIPE_SECRET_KEY is required when PAYMENT_PROVIDER=stripe',
  ]);
  expect(problems({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_CONNECT: 'on' })).toEqual([
    'APP_URL is required when STRIPE_CONNECT=on',
  ]);
  expect(
    problems({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_CONNECT: 'on',
      APP_URL: 'https://village.example',
    }),
  ).toEqual([]);
});
