import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { MemberVouch } from './trust-ladder-api';
import { TrustLadderPanel } from './trust-ladder-panel';
import { MY_TRUST_LADDER_QUERY } from './trust-ladder.query';

const ladder = (trustLevel: string, vouchCount: number): MockLink.MockedResponse => ({
  request: { query: MY_TRUST_LADDER_QUERY },
  result: {
    data: { me: { __typename: 'User', id: 'me', isVerified: true, trustLevel, vouchCount, dbsCheckedOn: null } },
  },
  maxUsageCount: 5,
});

const vouch = (fields: Partial<MemberVouch>): MemberVouch => ({
  id: 'vouch-1',
  memberId: 'me',
  memberName: 'Sam Carter',
  voucherId: 'member-2',
  voucherName: 'Ruth Green',
  status: 'requested',
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  ...fields,
});

async function renderPanel(trustLevel: string, vouchCount: number) {
  await renderWithProviders(
    <MockedProvider mocks={[ladder(trustLevel, vouchCount)]}>
      <TrustLadderPanel />
    </MockedProvider>,
  );
  await flushPromises();
}

it('shows a badge for each step climbed and where the vouches stand', async () => {
  routeFetch({
    '/api/trust/vouches': () =>
      serviceResponse(200, {
        asked: [vouch({ status: 'active' }), vouch({ id: 'vouch-2', voucherId: 'member-3', voucherName: 'Ola Ade' })],
        askedOfMe: [],
      }),
  });
  await renderPanel('VERIFIED', 1);

  const badges = await screen.findByRole('list', { name: 'Trust badges' });
  expect(
    within(badges)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['✓Verified']);
  expect(screen.getByText('Vouched: not yet (1 of 2 vouches)')).toBeInTheDocument();
  const asked = screen.getByRole('region', { name: 'Your vouch requests' });
  expect(within(asked).getByText('Vouched')).toBeInTheDocument();
  expect(within(asked).getByText('Waiting for an answer')).toBeInTheDocument();
  expect(screen.getByText(/You can have up to 3 requests or vouches at a time/)).toHaveTextContent('(2 now)');
});

it('asks a member found by name for a vouch', async () => {
  const calls = routeFetch({
    '/api/members/search': () =>
      serviceResponse(200, {
        members: [{ id: 'member-2', firstName: 'Ruth', lastName: 'Green', profileImageUrl: null }],
      }),
    '/api/trust/vouches': (call) =>
      call.method === 'POST' ? serviceResponse(200, vouch({})) : serviceResponse(200, { asked: [], askedOfMe: [] }),
  });
  await renderPanel('VERIFIED', 0);

  await userEvent.type(await screen.findByLabelText('Search members by name'), 'Ru');
  await userEvent.click(await screen.findByRole('button', { name: 'Ask Ruth Green for a vouch' }));
  await flushPromises();

  const post = calls.find((call) => call.method === 'POST');
  expect(post?.url).toBe('/api/trust/vouches');
  expect(JSON.parse(String(post?.body))).toEqual({ voucherId: 'member-2' });
  expect(await screen.findByText('Vouch requested')).toBeInTheDocument();
});

it('accepts an incoming request and withdraws a vouch given', async () => {
  const calls = routeFetch({
    '/api/trust/vouches/vouch-3/accept': () => serviceResponse(200, vouch({ id: 'vouch-3', status: 'active' })),
    '/api/trust/vouches/vouch-4/revoke': () => serviceResponse(200, vouch({ id: 'vouch-4', status: 'revoked' })),
    '/api/trust/vouches': () =>
      serviceResponse(200, {
        asked: [],
        askedOfMe: [
          vouch({ id: 'vouch-3', memberId: 'member-5', memberName: 'Kim Lee', voucherId: 'me' }),
          vouch({ id: 'vouch-4', memberId: 'member-6', memberName: 'Ada Obi', voucherId: 'me', status: 'active' }),
        ],
      }),
  });
  await renderPanel('VOUCHED', 2);

  await userEvent.click(await screen.findByRole('button', { name: 'Vouch for Kim Lee' }));
  await flushPromises();
  expect(await screen.findByText('Vouch given', undefined, { timeout: 5000 })).toBeInTheDocument();

  // The list reloads after the first answer; its buttons wait meanwhile.
  const withdraw = await screen.findByRole('button', { name: 'Withdraw your vouch for Ada Obi' });
  await waitFor(() => expect(withdraw).toBeEnabled());
  await userEvent.click(withdraw);
  await flushPromises();
  expect(await screen.findByText('Vouch withdrawn', undefined, { timeout: 5000 })).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
    '/api/trust/vouches/vouch-3/accept',
    '/api/trust/vouches/vouch-4/revoke',
  ]);
});
