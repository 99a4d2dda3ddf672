import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import DashboardPage from './dashboard-page';
import type { MeQuery } from '../../graphql/generated/graphql';
import { ME_QUERY } from './me.query';

const meMock: MockLink.MockedResponse<MeQuery> = {
  request: { query: ME_QUERY },
  result: {
    data: {
      __typename: 'Query',
      me: {
        __typename: 'User',
        id: 'user-1',
        fullName: 'Amara Okafor',
        firstName: 'Amara',
        profileImageUrl: '/media/avatars/amara.webp',
        matchingProfile: {
          __typename: 'MatchingProfile',
          city: 'Bristol',
          country: 'United Kingdom',
          isLookingForColiving: false,
          offersServices: true,
        },
      },
    },
  },
};

describe('DashboardPage', () => {
  it('greets the member by name with avatar, city and a sign-out link', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[meMock]}>
        <DashboardPage />
      </MockedProvider>,
      { loadCurrentUser: () => Promise.resolve(sampleUser) },
    );

    expect(await screen.findByRole('heading', { name: 'Welcome, Amara!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Amara Okafor's profile photo" })).toHaveAttribute(
      'src',
      '/media/avatars/amara.webp',
    );
    expect(screen.getByText('Bristol, United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Out' })).toHaveAttribute('href', '/api/logout');
  });
});
