import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import ServicesPage from './services-page';
import { routeFetch, samplePhoto, sampleService, serviceResponse, type FetchCall } from './testing/service-fixtures';

const member = (overrides: Partial<typeof sampleUser> = {}) => ({
  route: '/services',
  path: '/services',
  loadCurrentUser: () => Promise.resolve({ ...sampleUser, ...overrides }),
});

const paramsOf = (call: FetchCall) => Object.fromEntries(new URL(call.url, 'http://local').searchParams);
const browseCalls = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/services?'));

describe('ServicesPage browse tab', () => {
  it('shows 6 skeletons while loading, then cards with photo srcset, type, title, price and area', async () => {
    let answer: (response: Response) => void = () => undefined;
    routeFetch({ '/api/services?': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderWithProviders(<ServicesPage />, member());

    expect(screen.getByRole('status', { name: 'Loading services' })).toBeInTheDocument();
    expect(screen.getAllByTestId('service-skeleton')).toHaveLength(6);

    const service = sampleService({
      photos: [samplePhoto('p1'), samplePhoto('p2')],
      pricingType: 'fixed_price',
      price: 8,
    });
    await act(async () => answer(serviceResponse(200, [service])));
    await flushPromises();

    const card = screen.getByRole('article', { name: service.title });
    const image = within(card).getByRole('img', { name: `Photo of ${service.title}` });
    expect(image).toHaveAttribute('srcset', samplePhoto('p1').srcset);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('sizes');
    expect(within(card).getByText('Playdate')).toBeInTheDocument();
    expect(within(card).getByText('£8.00')).toBeInTheDocument();
    expect(within(card).getByText('SW1A · about 2 miles away')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `View ${service.title}` })).toHaveAttribute(
      'href',
      `/service/${service.id}`,
    );
  });

  it("sorts nearest the member's own postcode first and sends every filter to the server", async () => {
    const user = userEvent.setup();
    const calls = routeFetch({ '/api/services?': () => serviceResponse(200, []) });
    await renderWithProviders(<ServicesPage />, member({ postcode: 'BS1 4DJ', country: 'United Kingdom' }));

    expect(paramsOf(browseCalls(calls).at(-1)!)).toEqual({
      near: 'BS1 4DJ',
      nearCountry: 'United Kingdom',
      limit: '12',
    });

    await user.selectOptions(screen.getByLabelText('Service type'), 'Pet Services');
    await user.selectOptions(screen.getByLabelText('Country'), 'Ireland');
    await user.click(screen.getByRole('checkbox', { name: 'Free only' }));
    await user.type(screen.getByRole('textbox', { name: /Postcode/ }), 'D02 X285');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await flushPromises();

    expect(paramsOf(browseCalls(calls).at(-1)!)).toEqual({
      type: 'pet_services',
      country: 'Ireland',
      postcode: 'D02 X285',
      freeOnly: 'true',
      limit: '12',
    });
    expect(screen.getByText('No services match these filters. Try another type, country or postcode.')).toBeVisible();
  });

  it('says near me needs a postcode when the member has none', async () => {
    const calls = routeFetch({ '/api/services?': () => serviceResponse(200, []) });
    await renderWithProviders(<ServicesPage />, member({ postcode: null }));
    expect(screen.getByText('Add your postcode to see the services nearest to you first.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Nearest to me first' })).not.toBeInTheDocument();
    expect(paramsOf(browseCalls(calls).at(-1)!)).toEqual({ limit: '12' });
  });

  it("loads the next page with the server's cursor and hides 'Load more' on the last page", async () => {
    const user = userEvent.setup();
    const first = sampleService({ id: 'first', title: 'First' });
    const second = sampleService({ id: 'second', title: 'Second' });
    const calls = routeFetch({
      '/api/services?': (call) =>
        paramsOf(call).cursor === 'next-1'
          ? serviceResponse(200, [second])
          : serviceResponse(200, [first], { 'x-next-cursor': 'next-1' }),
    });
    await renderWithProviders(<ServicesPage />, member());

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await flushPromises();

    expect(paramsOf(browseCalls(calls).at(-1)!).cursor).toBe('next-1');
    expect(within(screen.getByRole('list', { name: 'Services' })).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetch services' with the server's message when browsing fails", async () => {
    routeFetch({
      '/api/services?': () =>
        serviceResponse(400, {
          message: 'We could not find this postcode in United Kingdom. Please check it.',
          code: 'POSTCODE_UNKNOWN',
        }),
    });
    await renderWithProviders(<ServicesPage />, member());
    expect(await screen.findByText('Failed to fetch services')).toBeInTheDocument();
    expect(screen.getByText('We could not find this postcode in United Kingdom. Please check it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('ServicesPage tabs', () => {
  it('opens the tab named in ?tab= and puts the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    routeFetch({
      '/api/services/my': () => serviceResponse(200, []),
      '/api/services?': () => serviceResponse(200, []),
      '/api/bookings/': () => serviceResponse(200, { bookings: [] }),
    });
    await renderWithProviders(<ServicesPage />, { ...member(), route: '/services?tab=bookings' });

    expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse services' })).toHaveAttribute('href', '/services?tab=browse');

    await user.click(screen.getByRole('tab', { name: 'My Services' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create Your First Service' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Create Your First Service' })).toHaveAttribute(
      'href',
      '/services?tab=create',
    );
  });
});

describe('ServicesPage Book Service dialog', () => {
  it('asks for a date, then requests the booking without an amount for a fixed price and opens the bookings tab', async () => {
    const user = userEvent.setup();
    const service = sampleService({ pricingType: 'fixed_price', price: 40 });
    const calls = routeFetch({
      [`/api/services/${service.id}`]: () => serviceResponse(200, service),
      '/api/services?': () => serviceResponse(200, []),
      '/api/bookings/': () => serviceResponse(200, { bookings: [] }),
      '/api/bookings': () =>
        serviceResponse(201, {
          id: 'b1',
          serviceId: service.id,
          bookingDate: '2030-03-11',
          status: 'pending',
          paymentStatus: 'none',
          totalAmount: 40,
          currency: 'GBP',
        }),
    });
    await renderWithProviders(<ServicesPage />, { ...member(), route: `/services?book=${service.id}` });

    const dialog = await screen.findByRole('dialog', { name: 'Book Service' });
    expect(within(dialog).getByText(service.title)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Request Booking' }));
    expect(within(dialog).getByText('Booking date is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Booking date'), '2030-03-11');
    await user.click(within(dialog).getByRole('button', { name: 'Request Booking' }));

    expect(await screen.findByText('Booking requested')).toBeInTheDocument();
    const posted = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(posted?.body))).toEqual({
      serviceId: service.id,
      hostId: service.hostId,
      bookingDate: '2030-03-11',
      notes: null,
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.queryByRole('dialog', { name: 'Book Service' })).not.toBeInTheDocument();
  });
});
