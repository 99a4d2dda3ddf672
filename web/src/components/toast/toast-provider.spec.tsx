import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './toast-state';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: 'First', description: 'one' })}>
        first
      </button>
      <button type="button" onClick={() => toast({ title: 'Second', variant: 'destructive' })}>
        second
      </button>
    </>
  );
}

function renderToasts() {
  return render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );
}

function toastCards() {
  return within(screen.getByRole('region', { name: /Notifications/ })).queryAllByRole('listitem');
}

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps the spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('shows one toast at a time and dismisses it with its button', async () => {
    const user = userEvent.setup();
    renderToasts();

    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(toastCards()).toHaveLength(1);
    expect(toastCards()[0]).toHaveTextContent('Firstone');

    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toastCards()).toHaveLength(1);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(toastCards()[0]).toHaveAttribute('data-variant', 'destructive');

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('announces ordinary toasts politely and destructive ones assertively', async () => {
    const user = userEvent.setup();
    renderToasts();

    await user.click(screen.getByRole('button', { name: 'first' }));
    const polite = await screen.findByText(/Notification\s+First\s*one/);
    expect(polite.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'second' }));
    const urgent = await screen.findByText(/Notification\s+Second/);
    expect(urgent.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
  });

  it('hides a toast after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToasts();

    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
