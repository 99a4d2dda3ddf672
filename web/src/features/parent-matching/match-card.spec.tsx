import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { MatchCard } from './match-card';
import { aMatch } from './testing-fixtures';

const withTrust = (trustLevel: 'VERIFIED' | 'VOUCHED' | 'ENHANCED_DBS') => {
  const match = aMatch();
  return aMatch({ matchedUser: { ...match.matchedUser, trustLevel } });
};

it('shows the highest trust-ladder step beyond verified beside the verified badge', async () => {
  await renderWithProviders(
    <ul>
      <MatchCard match={withTrust('ENHANCED_DBS')} onResponded={() => undefined} />
    </ul>,
  );
  expect(screen.getByText('✓ Verified')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Trust: Enhanced DBS checked' })).toBeInTheDocument();
});

it('adds nothing for a member only verified', async () => {
  await renderWithProviders(
    <ul>
      <MatchCard match={withTrust('VERIFIED')} onResponded={() => undefined} />
    </ul>,
  );
  expect(screen.queryByRole('img', { name: /^Trust:/ })).not.toBeInTheDocument();
});
