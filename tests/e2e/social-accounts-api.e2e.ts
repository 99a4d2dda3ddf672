import { expect, test } from '@playwright/test';
import { clientFor, type RoleClient } from './support/api-roles';
import { socialPlatformsStandInPort } from './support/social-platforms';

/** The stack configures X against the platforms' stand-in; Facebook, Instagram and LinkedIn stay sandbox. */
const ACCOUNTS = '{ socialAccounts { platform mode accountName } }';

async function graph<T>(client: RoleClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await client.http.post('/graphql', {
    data: { query, variables },
    headers: { 'x-csrf-token': client.csrfToken },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

test('a member connects X through its consent page and disconnects it; the other platforms are sandbox', async ({
  baseURL,
}) => {
  const member = await clientFor('member', baseURL!);
  try {
    const before = await graph<{ socialAccounts: unknown[] }>(member, ACCOUNTS);
    expect(before.socialAccounts).toEqual([
      { platform: 'facebook', mode: 'sandbox', accountName: null },
      { platform: 'instagram', mode: 'sandbox', accountName: null },
      { platform: 'twitter', mode: 'not_connected', accountName: null },
      { platform: 'linkedin', mode: 'sandbox', accountName: null },
    ]);

    const { startSocialAccountConnection } = await graph<{ startSocialAccountConnection: { authorizeUrl: string } }>(
      member,
      'mutation { startSocialAccountConnection(platform: "twitter") { authorizeUrl } }',
    );
    const authorizeUrl = new URL(startSocialAccountConnection.authorizeUrl);
    expect(Number(authorizeUrl.port)).toBe(socialPlatformsStandInPort(Number(new URL(baseURL!).port)));

    // The stand-in's consent page approves at once and sends the member back to the web app with a code.
    const consent = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${baseURL}/social-media-automation/connect/twitter`);

    const { completeSocialAccountConnection } = await graph<{ completeSocialAccountConnection: unknown }>(
      member,
      `mutation Complete($code: String!, $state: String!) {
        completeSocialAccountConnection(platform: "twitter", code: $code, state: $state) { platform mode accountName }
      }`,
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
    );
    expect(completeSocialAccountConnection).toEqual({
      platform: 'twitter',
      mode: 'connected',
      accountName: '@village_standin',
    });

    const { disconnectSocialAccount } = await graph<{ disconnectSocialAccount: unknown }>(
      member,
      'mutation { disconnectSocialAccount(platform: "twitter") { platform mode accountName } }',
    );
    expect(disconnectSocialAccount).toEqual({ platform: 'twitter', mode: 'not_connected', accountName: null });
  } finally {
    await member.dispose();
  }
});
