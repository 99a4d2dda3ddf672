import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipProvider } from './tooltip';

function renderTooltips() {
  return render(
    <TooltipProvider>
      <Tooltip content="Verified by our team">
        <button type="button">Verified</button>
      </Tooltip>
      <Tooltip content="Share this service">
        <button type="button">Share</button>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('uses the spec delays', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens 700 ms after the pointer rests on the trigger', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTooltips();

    await user.hover(screen.getByRole('button', { name: 'Verified' }));
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Verified by our team');
  });

  it('opens the next tooltip at once within 300 ms, and waits again after that', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTooltips();
    const verified = screen.getByRole('button', { name: 'Verified' });
    const share = screen.getByRole('button', { name: 'Share' });

    await user.hover(verified);
    act(() => jest.advanceTimersByTime(700));
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(299));
    await user.hover(share);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Share this service');

    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(300));
    await user.hover(verified);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Verified by our team');
  });

  it('opens at once on keyboard focus', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderTooltips();
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Verified by our team');
  });
});
