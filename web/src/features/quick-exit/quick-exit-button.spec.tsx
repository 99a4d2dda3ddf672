import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quickExit } from './quick-exit';
import { QuickExitButton } from './quick-exit-button';

jest.mock('./quick-exit', () => ({
  ...jest.requireActual<typeof import('./quick-exit')>('./quick-exit'),
  quickExit: jest.fn(),
}));

afterEach(() => jest.mocked(quickExit).mockClear());

it('leaves from the visible Quick exit button', async () => {
  render(<QuickExitButton />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Quick exit' }));
  expect(quickExit).toHaveBeenCalledTimes(1);
});

it('leaves when Esc is pressed twice, and stops listening once gone', () => {
  const { unmount } = render(<QuickExitButton />);
  fireEvent.keyDown(window, { key: 'Escape' });
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(quickExit).toHaveBeenCalledTimes(1);
  unmount();
  fireEvent.keyDown(window, { key: 'Escape' });
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(quickExit).toHaveBeenCalledTimes(1);
});
