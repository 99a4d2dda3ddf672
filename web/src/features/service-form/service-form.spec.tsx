import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { fakeResponse, jsonResponse, mockFetch } from '../../test/fake-response';
import { flushPromises, renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { useAuth } from '../auth/auth-context';
import type { Service } from '../services/services-api';
import EditServicePage from './edit-service-page';
import { ServiceForm } from './service-form';

type User = ReturnType<typeof userEvent.setup>;

function SignedIn({ children }: { children: ReactNode }) {
  const { state } = useAuth();
  return state.status === 'authenticated' ? children : null;
}

async function renderForm(props: Partial<Parameters<typeof ServiceForm>[0]> = {}) {
  const onSaved = jest.fn();
  await renderWithProviders(
    <SignedIn>
      <ServiceForm mode="create" onSaved={onSaved} {...props} />
    </SignedIn>,
    { route: '/create-service', loadCurrentUser: () => Promise.resolve(sampleUser) },
  );
  return onSaved;
}

function image(name: string, type = 'image/jpeg', size = 2048): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const sentFields = (call: unknown[]) => {
  const body = (call[1] as RequestInit).body as FormData;
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);
};

const savedService: Service = {
  id: '7d3f1c2a-1111-4222-8333-944455556666',
  hostId: sampleUser.id,
  hostName: 'Amara O.',
  title: 'Sunday video chat for new parents',
  description: 'A friendly call to share the ups and downs of the first months.',
  type: 'video_call',
  serviceMode: 'online',
  dateTime: null,
  isRecurring: true,
  recurringPattern: 'weekly',
  location: null,
  country: 'Ireland',
  postcode: 'D02 X285',
  area: { district: 'D02', place: 'Dublin', distanceMiles: null, distanceLabel: null },
  virtualLink: 'https://meet.example.com/sunday',
  pricingType: 'donation_based',
  price: 5,
  priceMinor: 500,
  currency: 'EUR',
  maxParticipants: 6,
  cancellationPolicy: 'moderate',
  audienceLimitations: null,
  availabilityNotes: 'Sunday evenings',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  photos: [
    {
      id: 'photo-1',
      thumbnailUrl: '/media/service-photos/photo-1/thumbnail.webp',
      cardUrl: '/media/service-photos/photo-1/card.webp',
      fullUrl: '/media/service-photos/photo-1/full.webp',
      srcset: '',
    },
  ],
  imageUrls: ['/media/service-photos/photo-1/full.webp'],
  homeType: null,
  bedrooms: null,
  amenities: null,
  houseRules: null,
  swapPreferences: null,
  eventType: null,
  whatToBring: null,
  activitiesPlanned: null,
  petServiceType: null,
  petTypesAccepted: null,
  experienceLevel: null,
  serviceDuration: null,
  childAgeRange: null,
  supervisionRequired: null,
  playdateActivities: null,
  callPurpose: 'parenting_advice',
  platformPreference: 'google_meet',
  callDuration: '1hour',
  timeZone: 'GMT',
  childcareType: null,
  childcareArrangement: null,
  ageRangeAccepted: null,
  isCertified: null,
  activityType: null,
  intensityLevel: null,
  equipmentNeeded: null,
};

async function fillRequired(user: User) {
  await user.click(screen.getByRole('radio', { name: /^Playdate/ }));
  await user.type(screen.getByLabelText('Title'), 'Park playdate');
  await user.type(screen.getByLabelText('Description'), 'Toddlers at the big sandpit on Saturday.');
}

describe('ServiceForm', () => {
  it('shows the spec messages under the fields on an empty submit and sends nothing', async () => {
    const fetchMock = mockFetch();
    const user = userEvent.setup();
    await renderForm();
    await user.selectOptions(screen.getByLabelText('Country'), '');
    await user.clear(screen.getByLabelText('Postcode'));

    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Service type is required')).toHaveAttribute('role', 'alert');
    for (const [label, message] of [
      ['Title', 'Title is required'],
      ['Description', 'Description must be at least 10 characters'],
      ['Country', 'Country is required'],
      ['Postcode', 'Postcode is required'],
    ]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('starts from the spec defaults and the member’s own country and postcode', async () => {
    await renderForm();
    expect(screen.getByRole('radio', { name: 'In person' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Free' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'This service repeats' })).not.toBeChecked();
    expect(screen.getByLabelText('Max participants')).toHaveValue(1);
    expect(screen.getByLabelText('Country')).toHaveValue('United Kingdom');
    expect(screen.getByLabelText('Postcode')).toHaveValue('BS1 4DJ');
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('name') === 'type')).toHaveLength(7);
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('offers the location in person, the video link online, never both', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.getByLabelText('Location (optional)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Video link (optional)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Online' }));
    expect(screen.queryByLabelText('Location (optional)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Video link (optional)'), 'my zoom');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Please enter a valid link (https://...)')).toBeInTheDocument();
  });

  it('shows the price and currency only for fixed-price and donation services', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Fixed price' }));
    const price = screen.getByLabelText('Price');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Currency')).toHaveValue('GBP');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Price is required for fixed-price and donation services')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Donation based' }));
    expect(screen.getByLabelText('Suggested donation')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Exchange/ }));
    expect(screen.queryByLabelText('Suggested donation')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();
  });

  it('asks how often only when the service repeats', async () => {
    const user = userEvent.setup();
    await renderForm();
    expect(screen.queryByLabelText('How often?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'This service repeats' }));
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Please choose how often it repeats')).toBeInTheDocument();
    expect(screen.getByLabelText('How often?')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the chosen type’s own section with every field of its table', async () => {
    const user = userEvent.setup();
    await renderForm();

    await user.click(screen.getByRole('radio', { name: /^Home Swap/ }));
    const home = screen.getByRole('region', { name: 'Home details' });
    expect(within(home).getByLabelText('Home type')).toBeInTheDocument();
    expect(within(home).getByLabelText('Bedrooms')).toHaveAttribute('min', '1');
    expect(within(home).getAllByRole('checkbox')).toHaveLength(10);
    expect(within(home).getByLabelText('House rules')).toBeInTheDocument();
    expect(within(home).getByLabelText('Swap preferences')).toBeInTheDocument();
    await user.type(within(home).getByLabelText('Bedrooms'), '0');
    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByText('Bedrooms must be at least 1')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Pet Services/ }));
    const pets = screen.getByRole('region', { name: 'Pet service details' });
    expect(within(pets).getAllByRole('checkbox')).toHaveLength(9);
    expect(within(pets).getByLabelText('Duration')).toHaveDisplayValue('Not specified');
    expect(screen.queryByLabelText('Bedrooms')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Childcare/ }));
    expect(screen.getByRole('checkbox', { name: 'I hold a childcare certification' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: /^Wellbeing Activity/ }));
    await user.type(screen.getByLabelText('Equipment needed'), 'A mat');
    expect(screen.getByText('5/200')).toBeInTheDocument();
  });

  it('refuses a file that is not an image or is over 10MB, with the spec messages', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderForm();
    await user.upload(screen.getByLabelText('Add photos'), image('notes.pdf', 'application/pdf'));
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a valid image file (JPG, PNG, GIF, or WebP)')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add photos'), image('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(await screen.findByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image smaller than 10MB')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  it('previews up to 5 photos, says so past 5, and removes one', async () => {
    const user = userEvent.setup();
    await renderForm();
    const files = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => image(`${name}.jpg`));
    await user.upload(screen.getByLabelText('Add photos'), files);

    const list = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(list).getAllByRole('img')).toHaveLength(5);
    expect(screen.queryByAltText('Preview of f.jpg')).not.toBeInTheDocument();
    expect(screen.getByText('You can add up to 5 photos')).toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove b.jpg' }));
    expect(within(list).getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByAltText('Preview of b.jpg')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add photos')).toBeEnabled();
  });

  it('creates: "Creating Service..." while pending, then "Service Created", a reset form and onSaved', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch();
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const onSaved = await renderForm();
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Add photos'), image('park.jpg'));

    await user.click(screen.getByRole('button', { name: 'Create Service' }));
    expect(await screen.findByRole('button', { name: 'Creating Service...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/services', expect.objectContaining({ method: 'POST' }));
    expect(sentFields(fetchMock.mock.calls[0])).toEqual(
      expect.arrayContaining([
        ['type', 'playdate'],
        ['title', 'Park playdate'],
        ['country', 'United Kingdom'],
        ['postcode', 'BS1 4DJ'],
        ['pricingType', 'free'],
        ['maxParticipants', '1'],
        ['cancellationPolicy', 'flexible'],
        ['isRecurring', 'false'],
        ['images', 'file:park.jpg'],
      ]),
    );

    await act(async () => answer(jsonResponse(201, { ...savedService, type: 'playdate' })));
    await flushPromises();
    expect(screen.getByText('Service Created')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: savedService.id }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Playdate/ })).not.toBeChecked();
    expect(screen.queryByRole('list', { name: 'Chosen photos' })).not.toBeInTheDocument();
  });

  const unknownPostcode = 'We could not find this postcode in United Kingdom. Please check it.';
  it.each([
    ['with field errors', { fieldErrors: { postcode: unknownPostcode } }],
    ['by its code alone', {}],
  ])('shows the server’s message in the failure toast and under the field it names (%s)', async (_, extra) => {
    mockFetch(jsonResponse(400, { message: unknownPostcode, code: 'POSTCODE_UNKNOWN', ...extra }));
    const user = userEvent.setup();
    const onSaved = await renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Service' }));

    const toast = (await screen.findByText('Failed to create service')).closest('[data-variant="destructive"]');
    expect(toast).toHaveTextContent(unknownPostcode);
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(expect.stringContaining(unknownPostcode));
    expect(screen.getByLabelText('Title')).toHaveValue('Park playdate');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits: prefilled, keeps or removes the service’s photos, adds new ones and says "Saving..."', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch();
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const onSaved = await renderForm({ mode: 'edit', service: savedService });

    expect(screen.getByRole('radio', { name: /^Video Call/ })).toBeChecked();
    expect(screen.getByLabelText('Title')).toHaveValue(savedService.title);
    expect(screen.getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(screen.getByLabelText('Video link (optional)')).toHaveValue('https://meet.example.com/sunday');
    expect(screen.getByLabelText('How often?')).toHaveValue('weekly');
    expect(screen.getByLabelText('Suggested donation')).toHaveValue(5);
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.getByLabelText('Platform')).toHaveValue('google_meet');
    expect(screen.getByLabelText('Country')).toHaveValue('Ireland');
    expect(screen.getByRole('radio', { name: 'Moderate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moderate' })).toHaveAccessibleDescription(
      'Full refund if you cancel at least 5 days before the booked day; 50% after that.',
    );
    expect(screen.getByAltText('Photo 1 of this service')).toHaveAttribute(
      'src',
      '/media/service-photos/photo-1/thumbnail.webp',
    );

    await user.click(screen.getByRole('radio', { name: 'Strict' }));
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    await user.upload(screen.getByLabelText('Add photos'), image('new.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/services/${savedService.id}`,
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(sentFields(fetchMock.mock.calls[0])).toEqual(
      expect.arrayContaining([
        ['keepPhotoIds', '[]'],
        ['images', 'file:new.webp'],
        ['callPurpose', 'parenting_advice'],
        ['price', '5'],
        ['cancellationPolicy', 'strict'],
      ]),
    );
    await act(async () => answer(jsonResponse(200, savedService)));
    await flushPromises();
    expect(screen.getByText('Service Updated')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(savedService);
  });
});

describe('EditServicePage', () => {
  async function renderEditPage(response: Response) {
    const fetchMock = mockFetch(response);
    await renderWithProviders(<EditServicePage />, {
      route: `/edit-service/${savedService.id}`,
      path: '/edit-service/:id',
      loadCurrentUser: () => Promise.resolve(sampleUser),
    });
    await flushPromises();
    return fetchMock;
  }

  it('loads the member’s own service into the form', async () => {
    const fetchMock = await renderEditPage(jsonResponse(200, savedService));
    expect(fetchMock).toHaveBeenCalledWith(`/api/services/${savedService.id}`, expect.anything());
    expect(await screen.findByLabelText('Title')).toHaveValue(savedService.title);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Service' })).toBeInTheDocument();
  });

  it.each([
    ['another member’s service', jsonResponse(200, { ...savedService, hostId: 'someone-else' })],
    ['an unknown id', jsonResponse(404, { message: 'Service not found', code: 'SERVICE_NOT_FOUND' })],
  ])('shows Service Not Found for %s', async (_, response) => {
    await renderEditPage(response);
    expect(await screen.findByRole('heading', { name: 'Service Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The service you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('says so when the service cannot be loaded', async () => {
    await renderEditPage(fakeResponse({ status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this service.');
  });
});
