import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog';

function Example() {
  return (
    <>
      <button type="button">Before</button>
      <Dialog>
        <DialogTrigger>Delete service</DialogTrigger>
        <DialogContent title="Delete this service?" description="This cannot be undone.">
          <button type="button">Delete</button>
          <DialogClose>Keep it</DialogClose>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named and described, traps focus and closes on Escape with focus restored', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Delete service' });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delete this service?' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    for (let press = 0; press < 5; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Delete service' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
