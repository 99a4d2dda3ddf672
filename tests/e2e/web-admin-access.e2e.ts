import { GRAPH_POLICY, REST_POLICY, send } from './authorisation/access-policy';
import { clientFor, type Role, type RoleClient } from './support/api-roles';
import { expectNoSeriousViolations } from './support/axe';
import { expect, test } from './support/consented-test';
import { signUpInPage } from './support/signed-in-page';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const ADMIN_TABS = ['moderation', 'reports', 'queries', 'commissions', 'analytics', 'verifications'];
const ADMIN_PAGES = ['/admin', ...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`), '/admin/verifications'];

/** Every operation under /api/admin/ the gateway's OpenAPI document lists, as 'GET /api/admin/overview'. */
async function adminOperations(client: RoleClient): Promise<string[]> {
  const document = (await (await client.http.get('/api/openapi.json')).json()) as {
    paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, item]) => METHODS.filter((method) => item[method]).map((m) => `${m.toUpperCase()} ${path}`));
}

/** The graph's queries only an admin may ask, as the authorisation matrix knows them. */
const ADMIN_QUERIES = Object.entries(GRAPH_POLICY).filter(
  ([field, policy]) =>
    field.startsWith('Query.') && policy.outcomes.member === 'FORBIDDEN' && policy.outcomes.admin === 'allowed',
);

test('a member who is not an admin sees Access Denied on /admin and every tab', async ({ page }) => {
  await signUpInPage(page);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
  }
  await expectNoSeriousViolations(page, 'Access Denied');
});

test('an admin finds the verifications in a tab of /admin, also from the old /admin/verifications', async ({
  page,
}) => {
  await page.goto('/about');
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name.endsWith('village_csrf'))?.value ?? '';
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);

  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Pending verifications' })).toBeVisible();
  await page.getByRole('tab', { name: 'Verifications' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=verifications$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Identity verifications' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading verification cases' })).toHaveCount(0);
  await expectNoSeriousViolations(page, '/admin?tab=verifications');

  await page.goto('/admin/verifications');
  await expect(page).toHaveURL(/\/admin\?tab=verifications$/);
  await expect(page.getByRole('tab', { name: 'Verifications', selected: true })).toBeVisible();
});

test.describe('the admin API', () => {
  const clients = new Map<Exclude<Role, 'anotherMember'>, RoleClient>();
  test.beforeAll(async ({ baseURL }) => {
    for (const role of ['visitor', 'member', 'admin'] as const) clients.set(role, await clientFor(role, baseURL!));
  });
  test.afterAll(async () => {
    await Promise.all([...clients.values()].map((client) => client.dispose()));
  });

  test('every /api/admin/ operation refuses a member (403) and a visitor (401); its GETs answer an admin', async () => {
    const operations = await adminOperations(clients.get('visitor')!);
    expect(operations).toContain('GET /api/admin/overview');
    for (const operation of operations) {
      const [method, path] = operation.split(' ') as [string, string];
      const call = (role: Role) => REST_POLICY[operation]?.call(role) ?? { path };
      for (const [role, status] of [
        ['member', 403],
        ['visitor', 401],
      ] as const) {
        const client = clients.get(role)!;
        const response = await send(client.http, client.csrfToken, method, call(role));
        expect(response.status(), `${operation} as ${role}: ${await response.text()}`).toBe(status);
      }
      if (method === 'GET') {
        const admin = clients.get('admin')!;
        const response = await send(admin.http, admin.csrfToken, method, call('admin'));
        expect(response.status(), `${operation} as admin: ${await response.text()}`).toBe(200);
      }
    }
  });

  test('every admin-only graph query refuses a member and a visitor, and answers an admin', async () => {
    expect(ADMIN_QUERIES.map(([field]) => field)).toEqual(
      expect.arrayContaining(['Query.forumPosts', 'Query.pendingForumReplies', 'Query.verificationCases']),
    );
    for (const [field, policy] of ADMIN_QUERIES) {
      for (const [role, code] of [
        ['member', 'FORBIDDEN'],
        ['visitor', 'UNAUTHENTICATED'],
        ['admin', null],
      ] as const) {
        const client = clients.get(role)!;
        const response = await client.http.post('/graphql', {
          data: { query: policy.query },
          headers: { 'x-csrf-token': client.csrfToken, 'content-type': 'application/json' },
        });
        const body = (await response.json()) as {
          data?: Record<string, unknown> | null;
          errors?: { extensions?: { code?: string } }[];
        };
        if (code) {
          expect(
            body.errors?.map((error) => error.extensions?.code),
            `${field} as ${role}`,
          ).toContain(code);
        } else {
          expect(body.errors, `${field} as admin: ${JSON.stringify(body)}`).toBeUndefined();
          expect(body.data?.[field.split('.')[1]] ?? null, `${field} as admin`).not.toBeNull();
        }
      }
    }
  });
});
