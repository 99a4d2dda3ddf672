import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import ConnectAccountPage from './connect-account-page';

const backOnThePage = () => screen.findByRole('heading', { name: 'Social media page' });

const arrive = async (url: string, routes: Record<string, (call: FetchCall) => Response> = {}) => {
  const calls = routeFetch(routes);
  await renderWithProviders(
    <Routes>
      <Route path="connect/:platform" element={<ConnectAccountPage />} />
      <Route index element={<h1>Social media page</h1>} />
    </Routes>,
    {
      route: url,
      path: '/social-media-automation/*',
      loadCurrentUser: () => Promise.resolve(sampleUser),
    },
  );
  await flushPromises();
  return calls;
};

it('completes the connection with the code and state, then returns to the page with a toast', async () => {
  const calls = await arrive('/social-media-automation/connect/twitter?code=the-code&state=the-state', {
    '/api/social-accounts/twitter/complete': () =>
      serviceResponse(200, { platform: 'twitter', mode: 'connected', accountName: '@jo', connectedAt: null }),
  });
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/social-accounts/twitter/complete' });
  expect(JSON.parse(String(calls[0].body))).toEqual({ code: 'the-code', state: 'the-state' });
  expect(await screen.findByText('Account Connected')).toBeInTheDocument();
  expect(screen.getByText('Connected as @jo')).toBeInTheDocument();
  expect(await backOnThePage()).toBeInTheDocument();
});

it('shows the server message when the connection is refused', async () => {
  await arrive('/social-media-automation/connect/twitter?code=c&state=old', {
    '/api/social-accounts/twitter/complete': () =>
      serviceResponse(400, { message: 'This connection request has expired. Please connect again.' }),
  });
  expect(await screen.findByText('Connection failed')).toBeInTheDocument();
  expect(screen.getByText('This connection request has expired. Please connect again.')).toBeInTheDocument();
});

it('asks nothing when the member refused on the platform (no code)', async () => {
  const refused = await arrive('/social-media-automation/connect/twitter?error=access_denied&state=s');
  expect(refused).toEqual([]);
  expect(await screen.findByText('Connection cancelled')).toBeInTheDocument();
  expect(await backOnThePage()).toBeInTheDocument();
});

it('refuses an unknown platform without asking', async () => {
  const calls = await arrive('/social-media-automation/connect/myspace?code=c&state=s');
  expect(calls).toEqual([]);
  expect(await screen.findByText('Platform not found')).toBeInTheDocument();
});
