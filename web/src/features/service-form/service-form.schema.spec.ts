import { serviceFormData } from './service-form-data';
import { emptyServiceForm, serviceFormSchema, type ServiceFormValues } from './service-form.schema';

const valid: ServiceFormValues = {
  ...emptyServiceForm,
  type: 'playdate',
  title: 'Saturday park playdate',
  description: 'Toddlers welcome at the big sandpit, bring a snack.',
  country: 'United Kingdom',
  postcode: 'SW1A 1AA',
};

function messagesFor(changes: Partial<ServiceFormValues>): Record<string, string> {
  const result = serviceFormSchema.safeParse({ ...valid, ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the service form schema', () => {
  it('accepts a complete free in-person service with the spec defaults', () => {
    expect(messagesFor({})).toEqual({});
    expect(emptyServiceForm).toMatchObject({
      pricingType: 'free',
      serviceMode: 'in_person',
      isRecurring: false,
      isCertified: false,
      currency: 'GBP',
      maxParticipants: '1',
    });
  });

  it('refuses a money price for reciprocal childcare, which is paid in time-bank hours', () => {
    const reciprocal = { type: 'childcare', childcareArrangement: 'reciprocal' };
    expect(messagesFor({ ...reciprocal, pricingType: 'fixed_price', price: '10' })).toEqual({
      pricingType: 'Reciprocal childcare is paid in time-bank hours, never money: please choose free pricing',
    });
    expect(messagesFor(reciprocal)).toEqual({});
  });

  it('gives every message of an empty form at once, word for word', () => {
    expect(serviceFormSchema.safeParse(emptyServiceForm).error?.issues.map((issue) => issue.message)).toEqual([
      'Service type is required',
      'Title is required',
      'Description must be at least 10 characters',
      'Country is required',
      'Postcode is required',
    ]);
  });

  const refusals: [Partial<ServiceFormValues>, string, string][] = [
    [{ title: '   ' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'title', 'Title must be under 100 characters'],
    [{ description: '  too short  ' }, 'description', 'Description must be at least 10 characters'],
    [{ description: 'x'.repeat(1001) }, 'description', 'Description must be under 1000 characters'],
    [{ type: 'holiday' }, 'type', 'Service type is required'],
    [{ country: 'Narnia' }, 'country', 'Country is required'],
    [{ postcode: ' ' }, 'postcode', 'Postcode is required'],
    [{ serviceMode: 'online', virtualLink: 'zoom meeting' }, 'virtualLink', 'Please enter a valid link (https://...)'],
    [
      { serviceMode: 'online', virtualLink: 'ftp://files.example' },
      'virtualLink',
      'Please enter a valid link (https://...)',
    ],
    [{ isRecurring: true }, 'recurringPattern', 'Please choose how often it repeats'],
    [{ pricingType: 'fixed_price' }, 'price', 'Price is required for fixed-price and donation services'],
    [{ pricingType: 'donation_based', price: '-1' }, 'price', 'Price must be 0 or more'],
    [{ pricingType: 'fixed_price', price: '12.345' }, 'price', 'Price can have at most 2 decimal places'],
    [{ maxParticipants: '0' }, 'maxParticipants', 'Max participants must be at least 1'],
    [{ maxParticipants: '' }, 'maxParticipants', 'Max participants must be at least 1'],
    [{ maxParticipants: '2.5' }, 'maxParticipants', 'Max participants must be at least 1'],
    [{ maxParticipants: '1001' }, 'maxParticipants', 'Max participants must be 1000 or less'],
    [{ cancellationPolicy: '' }, 'cancellationPolicy', 'Please choose a cancellation policy'],
    [{ postcode: 'X'.repeat(21) }, 'postcode', 'Postcode must be under 20 characters'],
    [{ pricingType: 'fixed_price', price: '1000000.01' }, 'price', 'Price must be 1000000 or less'],
    [
      { type: 'playdate', playdateActivities: 'x'.repeat(501) },
      'playdateActivities',
      'Playdate activities must be under 500 characters',
    ],
    [
      { audienceLimitations: 'x'.repeat(201) },
      'audienceLimitations',
      'Audience limitations must be under 200 characters',
    ],
    [{ availabilityNotes: 'x'.repeat(501) }, 'availabilityNotes', 'Availability notes must be under 500 characters'],
    [{ type: 'rent_swap_home', bedrooms: '0' }, 'bedrooms', 'Bedrooms must be at least 1'],
    [{ type: 'rent_swap_home', houseRules: 'x'.repeat(501) }, 'houseRules', 'House rules must be under 500 characters'],
    [
      { type: 'wellbeing_activity', equipmentNeeded: 'x'.repeat(201) },
      'equipmentNeeded',
      'Equipment needed must be under 200 characters',
    ],
  ];
  it.each(refusals.map(([changes, field, message]) => ({ changes, field, message })))(
    'refuses with "$field: $message"',
    ({ changes, field, message }) => {
      expect(messagesFor(changes)).toEqual({ [field]: message });
    },
  );

  const acceptable: Partial<ServiceFormValues>[] = [
    { pricingType: 'fixed_price', price: '0' },
    { pricingType: 'fixed_price', price: '12.5' },
    { pricingType: 'donation_based', price: '7.99' },
    { pricingType: 'exchange', price: '' },
    { serviceMode: 'online', virtualLink: 'https://meet.example.com/abc' },
    { serviceMode: 'online', virtualLink: '' },
    { isRecurring: true, recurringPattern: 'biweekly' },
    { type: 'rent_swap_home', bedrooms: '3' },
    { type: 'playdate', bedrooms: '0' },
    { audienceLimitations: 'x'.repeat(200), availabilityNotes: 'x'.repeat(500), title: 'x'.repeat(100) },
  ];
  it.each(acceptable.map((changes) => ({ changes, shown: JSON.stringify(changes).slice(0, 70) })))(
    'accepts $shown',
    ({ changes }) => {
      expect(messagesFor(changes)).toEqual({});
    },
  );

  it('checks only what applies: a link typed before switching to in person, a price before switching to free', () => {
    expect(messagesFor({ serviceMode: 'in_person', virtualLink: 'not a link' })).toEqual({});
    expect(messagesFor({ pricingType: 'free', price: '-3' })).toEqual({});
    expect(messagesFor({ isRecurring: false, recurringPattern: '' })).toEqual({});
  });
});

describe('the multipart body of a service', () => {
  const entries = (form: FormData) =>
    [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

  it('sends only what applies, lists as JSON text, the date as ISO text and the photos as repeated images', () => {
    const form = serviceFormData(
      {
        ...valid,
        type: 'rent_swap_home',
        serviceMode: 'in_person',
        location: ' 10 Downing Street ',
        virtualLink: 'https://left.over',
        dateTime: '2026-12-24T15:30',
        isRecurring: false,
        recurringPattern: 'weekly',
        pricingType: 'fixed_price',
        price: '25.50',
        currency: 'EUR',
        maxParticipants: '4',
        cancellationPolicy: 'moderate',
        bedrooms: '3',
        amenities: ['WiFi', 'Garden'],
        homeType: 'house',
        playdateActivities: 'left over from another type',
      },
      [new File(['a'], 'one.jpg', { type: 'image/jpeg' }), new File(['b'], 'two.png', { type: 'image/png' })],
    );
    expect(entries(form)).toEqual([
      ['type', 'rent_swap_home'],
      ['title', 'Saturday park playdate'],
      ['description', 'Toddlers welcome at the big sandpit, bring a snack.'],
      ['serviceMode', 'in_person'],
      ['country', 'United Kingdom'],
      ['postcode', 'SW1A 1AA'],
      ['location', '10 Downing Street'],
      ['dateTime', new Date('2026-12-24T15:30').toISOString()],
      ['isRecurring', 'false'],
      ['pricingType', 'fixed_price'],
      ['price', '25.50'],
      ['currency', 'EUR'],
      ['maxParticipants', '4'],
      ['cancellationPolicy', 'moderate'],
      ['homeType', 'house'],
      ['bedrooms', '3'],
      ['amenities', '["WiFi","Garden"]'],
      ['images', 'file:one.jpg'],
      ['images', 'file:two.png'],
    ]);
  });

  it('sends the link for an online service, the pattern when recurring, the certificate flag for childcare and keepPhotoIds on edit', () => {
    const form = serviceFormData(
      {
        ...valid,
        type: 'childcare',
        serviceMode: 'online',
        location: 'left over',
        virtualLink: 'https://meet.example.com/x',
        isRecurring: true,
        recurringPattern: 'monthly',
        price: '9',
        childcareType: 'swap',
      },
      [],
      ['photo-2', 'photo-1'],
    );
    const sent = Object.fromEntries(entries(form));
    expect(sent).toMatchObject({
      virtualLink: 'https://meet.example.com/x',
      isRecurring: 'true',
      recurringPattern: 'monthly',
      childcareType: 'swap',
      isCertified: 'false',
      keepPhotoIds: '["photo-2","photo-1"]',
    });
    expect(sent).not.toHaveProperty('location');
    expect(sent).not.toHaveProperty('price');
    expect(sent).not.toHaveProperty('currency');
    expect(sent).not.toHaveProperty('images');
  });
});
