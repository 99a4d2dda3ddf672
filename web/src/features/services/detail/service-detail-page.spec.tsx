import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders, sampleUser } from '../../../test/render-with-providers';
import { routeFetch, samplePhoto, sampleService, serviceResponse } from '../testing/service-fixtures';
import ServiceDetailPage from './service-detail-page';

const service = sampleService({ photos: [samplePhoto('p1'), samplePhoto('p2')] });
const at = (loadCurrentUser: () => Promise<typeof sampleUser | null>) => ({
  route: `/service/${service.id}`,
  path: '/service/:id',
  loadCurrentUser,
});
const visitor = at(() => Promise.resolve(null));

describe('ServiceDetailPage', () => {
  it('shows a visitor the service with ids truncated to 8 characters and a srcset gallery', async () => {
    routeFetch({ [`/api/services/${service.id}`]: () => serviceResponse(200, service) });
    await renderWithProviders(<ServiceDetailPage />, visitor);

    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.getByText('3f1c2a9b')).toBeInTheDocument();
    expect(screen.getByText('9a8b7c6d')).toBeInTheDocument();
    expect(screen.queryByText(service.id)).not.toBeInTheDocument();
    expect(screen.getByText(/Offered by Jo B\./)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Photo 1 of 2/ })).toHaveAttribute('srcset', samplePhoto('p1').srcset);
    expect(screen.queryByRole('button', { name: /^Block/ })).not.toBeInTheDocument();
  });

  it('shows the cancellation policy with what it means and that a host cancelling refunds in full', async () => {
    const strict = sampleService({ cancellationPolicy: 'strict' });
    routeFetch({ [`/api/services/${strict.id}`]: () => serviceResponse(200, strict) });
    await renderWithProviders(<ServiceDetailPage />, visitor);

    const section = screen.getByRole('region', { name: 'Cancellations' });
    expect(section).toHaveTextContent('Cancellation policy: Strict');
    expect(section).toHaveTextContent(
      '50% refund if you cancel at least 7 days before the booked day; no refund after that.',
    );
    expect(section).toHaveTextContent('If the host cancels or declines, you get a full refund.');
  });

  it("tells a visitor to sign in instead of booking: 'Sign in required'", async () => {
    const user = userEvent.setup();
    routeFetch({ [`/api/services/${service.id}`]: () => serviceResponse(200, service) });
    await renderWithProviders(<ServiceDetailPage />, visitor);

    await user.click(screen.getByRole('button', { name: 'Book This Service' }));
    expect(screen.getByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to book this service.')).toBeInTheDocument();
  });

  it('sends a signed-in member to /services?book={id} and offers to block the host', async () => {
    const user = userEvent.setup();
    routeFetch({ [`/api/services/${service.id}`]: () => serviceResponse(200, service) });
    await renderWithProviders(<ServiceDetailPage />, {
      ...at(() => Promise.resolve(sampleUser)),
    });
    expect(screen.getByRole('button', { name: 'Block Jo B.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book This Service' }));
    expect(screen.queryByText('Sign in required')).not.toBeInTheDocument();
    // The router left the detail page for /services?book={id} (not a route in this test).
    expect(screen.queryByRole('heading', { level: 1, name: service.title })).not.toBeInTheDocument();
  });

  it("shows 'Service Not Found' with the spec's text for an unknown service", async () => {
    routeFetch({
      '/api/services/': () => serviceResponse(404, { message: 'Service not found', code: 'SERVICE_NOT_FOUND' }),
    });
    await renderWithProviders(<ServiceDetailPage />, visitor);
    expect(screen.getByRole('heading', { level: 2, name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The service you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
  });

  it("copies the link when the browser cannot share: 'Link copied!'", async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    expect('share' in navigator).toBe(false);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    routeFetch({ [`/api/services/${service.id}`]: () => serviceResponse(200, service) });
    await renderWithProviders(<ServiceDetailPage />, visitor);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await flushPromises();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/service/${service.id}`);
    expect(screen.getByText('Link copied!')).toBeInTheDocument();
  });
});
