import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import MyServicesPage from './my-services-page';
import { DELETE_CONFIRMATION } from './my-services/delete-service-dialog';
import { routeFetch, samplePhoto, sampleService, serviceResponse } from './testing/service-fixtures';

const signedIn = {
  route: '/my-services',
  path: '/my-services',
  loadCurrentUser: () => Promise.resolve(sampleUser),
};

describe('MyServicesPage', () => {
  it('shows status, date or Flexible, location or country and postcode, price and up to 3 thumbnails plus +N', async () => {
    routeFetch({
      '/api/services/my': () =>
        serviceResponse(200, [
          sampleService({
            id: 'one',
            title: 'Home swap in Bath',
            type: 'rent_swap_home',
            status: 'paused',
            dateTime: '2026-07-04T09:00:00',
            location: '1 Royal Crescent, Bath',
            pricingType: 'donation_based',
            price: 5,
            photos: ['a', 'b', 'c', 'd', 'e'].map(samplePhoto),
          }),
          sampleService({ id: 'two', title: 'Walks', postcode: 'BS1 4DJ', photos: [samplePhoto('z')] }),
        ]),
    });
    await renderWithProviders(<MyServicesPage />, signedIn);

    const first = screen.getByRole('article', { name: 'Home swap in Bath' });
    expect(within(first).getByText('Paused')).toBeInTheDocument();
    expect(within(first).getByText('Home Swap')).toBeInTheDocument();
    expect(within(first).getByText('4 Jul 2026, 09:00')).toBeInTheDocument();
    expect(within(first).getByText('1 Royal Crescent, Bath')).toBeInTheDocument();
    expect(within(first).getByText('Donation (suggested £5.00)')).toBeInTheDocument();
    expect(within(within(first).getByRole('list', { name: 'Photos' })).getAllByRole('img')).toHaveLength(3);
    expect(within(first).getByLabelText('2 more photos')).toHaveTextContent('+2');
    expect(within(first).getByRole('link', { name: 'Edit Home swap in Bath' })).toHaveAttribute(
      'href',
      '/edit-service/one',
    );

    const second = screen.getByRole('article', { name: 'Walks' });
    expect(within(second).getByText('Flexible')).toBeInTheDocument();
    expect(within(second).getByText('United Kingdom, BS1 4DJ')).toBeInTheDocument();
    expect(within(second).queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it("pauses an active service and resumes it, toasting 'Status Updated'", async () => {
    const user = userEvent.setup();
    const calls = routeFetch({
      '/api/services/my': () => serviceResponse(200, [sampleService({ id: 's1', title: 'Walks' })]),
      '/api/services/s1/status': (call) =>
        serviceResponse(200, sampleService({ id: 's1', title: 'Walks', ...JSON.parse(String(call.body)) })),
    });
    await renderWithProviders(<MyServicesPage />, signedIn);

    await user.click(screen.getByRole('button', { name: 'Pause Walks' }));
    await flushPromises();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: '{"status":"paused"}' });
    expect(screen.getByText('Status Updated')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Walks' })).getByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resume Walks' }));
    await flushPromises();
    expect(calls.at(-1)).toMatchObject({ method: 'PATCH', body: '{"status":"active"}' });
    expect(within(screen.getByRole('article', { name: 'Walks' })).getByText('Active')).toBeInTheDocument();
  });

  it('shows the server message when a status change fails', async () => {
    const user = userEvent.setup();
    routeFetch({
      '/api/services/my': () => serviceResponse(200, [sampleService({ id: 's1', title: 'Walks' })]),
      '/api/services/s1/status': () =>
        serviceResponse(404, { message: 'Service not found', code: 'SERVICE_NOT_FOUND' }),
    });
    await renderWithProviders(<MyServicesPage />, signedIn);
    await user.click(screen.getByRole('button', { name: 'Pause Walks' }));
    await flushPromises();
    expect(screen.getByText('Service not found')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Walks' })).getByText('Active')).toBeInTheDocument();
  });

  it("deletes only after the spec's confirmation, toasting 'Service Deleted'", async () => {
    const user = userEvent.setup();
    const calls = routeFetch({
      '/api/services/my': () => serviceResponse(200, [sampleService({ id: 's1', title: 'Walks' })]),
      '/api/services/s1': () => serviceResponse(200, { id: 's1' }),
    });
    await renderWithProviders(<MyServicesPage />, signedIn);

    await user.click(screen.getByRole('button', { name: 'Delete Walks' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(DELETE_CONFIRMATION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Walks' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await flushPromises();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/services/s1']);
    expect(screen.getByText('Service Deleted')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Walks' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Service' })).toBeInTheDocument();
  });

  it('opens a View dialog with the details of the service', async () => {
    const user = userEvent.setup();
    routeFetch({ '/api/services/my': () => serviceResponse(200, [sampleService({ id: 's1', title: 'Walks' })]) });
    await renderWithProviders(<MyServicesPage />, signedIn);
    await user.click(screen.getByRole('button', { name: 'View Walks' }));
    const dialog = screen.getByRole('dialog', { name: 'Walks' });
    expect(dialog).toHaveTextContent('Parent stays');
    expect(dialog).toHaveTextContent('Max participants4');
  });
});
