import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { flushPromises } from '../../test/render-with-providers';
import { AuthProvider } from '../auth/auth-provider';
import { SiteHeader } from './site-header';

function Page() {
  const location = useLocation();
  return (
    <>
      <SiteHeader />
      <p data-testid="location">{`${location.pathname}${location.hash}`}</p>
      <section id="services" aria-label="Services section" />
      <footer id="contact" />
    </>
  );
}

async function renderHeaderAt(route: string) {
  render(
    <MemoryRouter initialEntries={[route]}>
      <AuthProvider loadCurrentUser={() => Promise.resolve(null)}>
        <Page />
      </AuthProvider>
    </MemoryRouter>,
  );
  await flushPromises();
}

const location = () => screen.getByTestId('location').textContent;
const mainNav = () => within(screen.getAllByRole('navigation', { name: 'Main' })[0]);

describe('SiteHeader navigation', () => {
  let scrollIntoView: jest.SpyInstance;
  let scrollTo: jest.SpyInstance;

  beforeEach(() => {
    scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrollIntoView.mockRestore();
    scrollTo.mockRestore();
  });

  it('scrolls to #services and #contact on the landing page without leaving it', async () => {
    const user = userEvent.setup();
    await renderHeaderAt('/');

    await user.click(mainNav().getByRole('link', { name: 'Services' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Services section' })).toHaveFocus();
    expect(location()).toBe('/');

    await user.click(mainNav().getByRole('link', { name: 'Contact' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(location()).toBe('/');
  });

  it('scrolls to the top for Home on the landing page', async () => {
    const user = userEvent.setup();
    await renderHeaderAt('/');
    await user.click(mainNav().getByRole('link', { name: 'Home' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(location()).toBe('/');
  });

  it('goes to /#services, /#contact, / and the routes from another page', async () => {
    const user = userEvent.setup();
    await renderHeaderAt('/about');

    await user.click(mainNav().getByRole('link', { name: 'Services' }));
    expect(location()).toBe('/#services');

    await user.click(mainNav().getByRole('link', { name: 'Community' }));
    await user.click(mainNav().getByRole('link', { name: 'Contact' }));
    expect(location()).toBe('/#contact');

    for (const [name, path] of [
      ['My Services', '/my-services'],
      ['Community', '/community'],
      ['About Us', '/about'],
    ]) {
      await user.click(mainNav().getByRole('link', { name }));
      expect(location()).toBe(path);
    }
    await user.click(mainNav().getByRole('link', { name: 'Home' }));
    expect(location()).toBe('/');
  });

  it('opens the side menu as a dialog and closes it after a choice', async () => {
    const user = userEvent.setup();
    await renderHeaderAt('/community');

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/signup');

    await user.click(within(menu).getByRole('link', { name: 'About Us' }));
    // The menu closes, then the router moves on: on a busy machine the second comes a few ticks later.
    await waitFor(() => expect(location()).toBe('/about'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the side menu on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    await renderHeaderAt('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});
