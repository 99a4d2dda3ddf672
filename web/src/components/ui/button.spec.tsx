import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Button, ButtonLink } from './button';

describe('Button', () => {
  it('is a non-submitting button by default and reacts to clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while pending', async () => {
    const onClick = jest.fn();
    render(
      <Button pending onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders a router link styled as a button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/signup">Join Now</ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');
  });
});
