import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EndSessionMutation, MySessionsQuery, SignOutEverywhereMutation } from '../../graphql/generated/graphql';
import { jsonResponse, mockFetch } from '../../test/fake-response';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { END_SESSION_MUTATION, MY_SESSIONS_QUERY, SIGN_OUT_EVERYWHERE_MUTATION } from './member-sessions.query';
import { SecurityTab } from './security-tab';

const laptop = {
  __typename: 'MemberSession' as const,
  id: '11111111-1111-4111-8111-111111111111',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  network: '203.0.113.0/24',
  signedInAt: '2026-03-01T09:00:00.000Z',
  lastActiveAt: '2026-03-02T10:30:00.000Z',
  current: true,
};
const phone = {
  ...laptop,
  id: '22222222-2222-4222-8222-222222222222',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1',
  network: '198.51.100.0/24',
  current: false,
};

const sessions = (list: (typeof laptop)[]): MockLink.MockedResponse<MySessionsQuery> => ({
  request: { query: MY_SESSIONS_QUERY },
  result: { data: { __typename: 'Query', mySessions: list } },
});

async function renderTab(mocks: MockLink.MockedResponse[], onSignedOutEverywhere = jest.fn()) {
  await renderWithProviders(
    <MockedProvider mocks={mocks}>
      <SecurityTab onSignedOutEverywhere={onSignedOutEverywhere} />
    </MockedProvider>,
    { loadCurrentUser: () => Promise.resolve(sampleUser) },
  );
  return onSignedOutEverywhere;
}

describe('SecurityTab', () => {
  it('lists the signed-in devices, marking this one, and signs another one out', async () => {
    const endPhone: MockLink.MockedResponse<EndSessionMutation> = {
      request: { query: END_SESSION_MUTATION, variables: { id: phone.id } },
      result: { data: { __typename: 'Mutation', endSession: true } },
    };
    const user = userEvent.setup();
    await renderTab([sessions([laptop, phone]), endPhone, sessions([laptop])]);

    const devices = await screen.findByRole('list', { name: 'Devices' });
    const rows = within(devices).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Firefox on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[0]).toHaveTextContent('network 203.0.113.0/24');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(rows[1]).toHaveTextContent('Safari on iOS');

    await user.click(screen.getByRole('button', { name: 'Sign out Safari on iOS' }));

    expect(await screen.findByText('Device signed out', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('signs out everywhere, then leaves', async () => {
    const everywhere: MockLink.MockedResponse<SignOutEverywhereMutation> = {
      request: { query: SIGN_OUT_EVERYWHERE_MUTATION },
      result: { data: { __typename: 'Mutation', signOutEverywhere: 2 } },
    };
    const user = userEvent.setup();
    const leave = await renderTab([sessions([laptop, phone]), everywhere]);
    await screen.findByRole('list', { name: 'Devices' });

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it('changes the password with the current one, and says the other devices were signed out', async () => {
    const message = 'Your password has been changed. Your other devices have been signed out.';
    const fetchMock = mockFetch(jsonResponse(200, { user: sampleUser, message }));
    const user = userEvent.setup();
    await renderTab([sessions([laptop])]);

    await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await user.type(screen.getByLabelText('New password'), 'lanterns over the harbour');
    await user.type(screen.getByLabelText('Confirm new password'), 'lanterns over the harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(message, { selector: 'form p' }, { timeout: 5000 })).toHaveAttribute(
      'role',
      'status',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/password/change',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ currentPassword: 'correct horse battery', newPassword: 'lanterns over the harbour' }),
      }),
    );
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the form before sending, and shows the server’s refusal on its field', async () => {
    const fetchMock = mockFetch(
      jsonResponse(400, {
        message: 'Your current password is incorrect',
        code: 'VALIDATION',
        fieldErrors: { currentPassword: 'Your current password is incorrect' },
      }),
    );
    const user = userEvent.setup();
    await renderTab([sessions([laptop])]);

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Please enter your current password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'lanterns over the harbour');
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'lanterns over the harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(
      () =>
        expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
          'Your current password is incorrect',
        ),
      { timeout: 5000 },
    );
  });
});
