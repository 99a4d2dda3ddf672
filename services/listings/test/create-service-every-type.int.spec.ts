import { ServiceListedEvent } from '@village/proto';
import { CREATE, serviceInput } from './factories/service-input.factory';
import { startListings, type ListingsTestApp, type TestMember } from './support/listings-test-app';

let listings: ListingsTestApp;
let host: TestMember;

beforeAll(async () => {
  listings = await startListings();
  host = await listings.member();
});

afterAll(async () => {
  await listings?.close();
});

type Created = { createService: Record<string, unknown> & { id: string } };
const rowsOf = (member: TestMember) => listings.sql('SELECT id FROM services WHERE host_id = $1', [member.id]);

const PHOTO_A = '0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5a';
const PHOTO_B = '0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5b';

it.each([
  ['rent_swap_home', { homeType: 'house', bedrooms: 3, amenities: ['WiFi', 'Garden'], houseRules: 'No smoking' }],
  ['holiday_gathering', { eventType: 'christmas', whatToBring: 'Crackers', childAgeRange: undefined }],
  ['pet_services', { petServiceType: 'walking', petTypesAccepted: ['Cats', 'Dogs Large'], serviceDuration: '1hour' }],
  ['playdate', { supervisionRequired: 'parent_stays', playdateActivities: 'Sandpit' }],
  ['video_call', { serviceMode: 'online', location: null, virtualLink: 'https://meet.example.org/x', timeZone: 'GMT' }],
  ['childcare', { childcareType: 'regular', childcareArrangement: 'paid', isCertified: true }],
  ['wellbeing_activity', { activityType: 'yoga', intensityLevel: 'gentle', equipmentNeeded: 'A mat' }],
])('creates a %s service, active, with its own fields, and lists it through the outbox', async (type, fields) => {
  const own = type === 'playdate' ? fields : { childAgeRange: null, ...fields };
  const answer = await listings.graph<Created>(host, CREATE, {
    input: serviceInput({ type, ...own, photoIds: [PHOTO_B, PHOTO_A] }),
  });
  expect(answer.errors).toBeUndefined();
  const created = answer.data!.createService;
  const expectedOwn = Object.fromEntries(
    Object.entries(own).filter(([, value]) => value !== undefined && value !== null),
  );
  expect(created).toMatchObject({ type, status: 'active', hostId: host.id, ...expectedOwn });
  expect(created.photos).toEqual([
    {
      id: PHOTO_B,
      thumbnailUrl: `/media/service-photos/${PHOTO_B}/thumbnail.webp`,
      cardUrl: `/media/service-photos/${PHOTO_B}/card.webp`,
      fullUrl: `/media/service-photos/${PHOTO_B}/full.webp`,
      srcset: `/media/service-photos/${PHOTO_B}/thumbnail.webp 320w, /media/service-photos/${PHOTO_B}/card.webp 800w, /media/service-photos/${PHOTO_B}/full.webp 1600w`,
    },
    expect.objectContaining({ id: PHOTO_A }),
  ]);
  expect(created.imageUrls).toEqual([
    `/media/service-photos/${PHOTO_B}/full.webp`,
    `/media/service-photos/${PHOTO_A}/full.webp`,
  ]);

  const [row] = await listings.sql('SELECT type, status, district, photo_ids FROM services WHERE id = $1', [
    created.id,
  ]);
  expect(row).toEqual({ type, status: 'active', district: 'SW1A', photo_ids: [PHOTO_B, PHOTO_A] });
  const listed = (await listings.eventsOf(ServiceListedEvent)).filter((event) => event.key === created.id);
  expect(listed).toHaveLength(1);
  expect(listed[0].message.service).toMatchObject({
    serviceId: created.id,
    hostId: host.id,
    type,
    district: 'SW1A',
    status: 'active',
    photoIds: [PHOTO_B, PHOTO_A],
  });
});

it('keeps the host address and normalised postcode, the price in pence and the area', async () => {
  const answer = await listings.graph<Created>(host, CREATE, {
    input: serviceInput({
      pricingType: 'fixed_price',
      price: 12.5,
      dateTime: '2030-04-01T10:00:00Z',
      isRecurring: true,
      recurringPattern: 'weekly',
      maxParticipants: 4,
    }),
  });
  expect(answer.data?.createService).toMatchObject({
    location: '1 Park Lane, London',
    postcode: 'SW1A 1AA',
    country: 'United Kingdom',
    area: { district: 'SW1A', place: 'Westminster Abbey', distanceMiles: null, distanceLabel: null },
    pricingType: 'fixed_price',
    price: 12.5,
    priceMinor: 1250,
    currency: 'GBP',
    dateTime: '2030-04-01T10:00:00.000Z',
    isRecurring: true,
    recurringPattern: 'weekly',
    maxParticipants: 4,
    createdAt: '2030-03-01T09:00:00.000Z',
  });
  const [row] = await listings.sql('SELECT price_minor FROM services WHERE id = $1', [answer.data!.createService.id]);
  expect(row).toEqual({ price_minor: '1250' });
  const [event] = (await listings.eventsOf(ServiceListedEvent)).filter(
    (listed) => listed.key === answer.data!.createService.id,
  );
  expect(event.message.service?.priceMinor).toBe(1250n);
});

it('accepts an older type key and stores the current one', async () => {
  const answer = await listings.graph<Created>(host, CREATE, {
    input: serviceInput({ type: 'meetup', serviceMode: 'online', location: '', childAgeRange: null }),
  });
  expect(answer.data?.createService.type).toBe('video_call');
});

it('refuses bad input with every field message and stores nothing', async () => {
  const member = await listings.member();
  const answer = await listings.graph<Created>(member, CREATE, {
    input: serviceInput({ title: '', description: 'short', pricingType: 'fixed_price', bedrooms: 2 }),
  });
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: 'Title is required',
    extensions: {
      code: 'BAD_USER_INPUT',
      errorCode: 'SERVICE_INVALID',
      fieldErrors: {
        title: 'Title is required',
        description: 'Description must be at least 10 characters',
        price: 'Price is required for fixed-price and donation services',
        bedrooms: 'bedrooms does not apply to Playdate services',
      },
    },
  });
  expect(await rowsOf(member)).toEqual([]);
});

it('refuses a postcode the country does not know, with its message', async () => {
  const member = await listings.member();
  const answer = await listings.graph<Created>(member, CREATE, {
    input: serviceInput({ postcode: 'ZZ99 9ZZ' }),
  });
  const message = 'We could not find this postcode in United Kingdom. Please check it.';
  expect(answer.errors?.[0]).toMatchObject({
    message,
    extensions: { code: 'BAD_USER_INPUT', errorCode: 'POSTCODE_UNKNOWN', fieldErrors: { postcode: message } },
  });
  expect(await rowsOf(member)).toEqual([]);
});

it('names an unknown postcode among the other field messages', async () => {
  const answer = await listings.graph<Created>(host, CREATE, {
    input: serviceInput({ title: '', postcode: '10001', country: 'Ireland' }),
  });
  expect(answer.errors?.[0]?.extensions).toMatchObject({
    errorCode: 'SERVICE_INVALID',
    fieldErrors: {
      title: 'Title is required',
      postcode: 'We could not find this postcode in Ireland. Please check it.',
    },
  });
});

it('asks a visitor to sign in and stores nothing', async () => {
  const before = await listings.sql('SELECT count(*)::int AS n FROM services');
  const answer = await listings.graph<Created>(null, CREATE, { input: serviceInput() });
  expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  expect(await listings.sql('SELECT count(*)::int AS n FROM services')).toEqual(before);
});
