import { render, screen } from '@testing-library/react';
import { LeavingQuicklyAdvice } from './leaving-quickly-advice';

it('explains quick exit and that only a private window keeps Village out of the browser history', () => {
  render(<LeavingQuicklyAdvice />);
  expect(screen.getByRole('region', { name: 'Leaving quickly' })).toHaveTextContent(
    'Press Quick exit at the bottom of any page, or Esc twice',
  );
  expect(screen.getByText(/use a private \(incognito\) window/)).toBeInTheDocument();
});
