import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from './toast-context';
import { ToastProvider } from './toast-provider';

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

describe('ToastProvider', () => {
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time, polite or as an alert', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('Firstone');

    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Second');

    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
