import { checkServiceInput, type ServiceFields } from './service-input.schema';

const valid = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  title: 'Saturday playdate in the park',
  description: 'Two hours of games and snacks for little ones.',
  type: 'playdate',
  country: 'United Kingdom',
  postcode: 'SW1A 1AA',
  ...overrides,
});

const fieldsOf = (input: Record<string, unknown>): ServiceFields => {
  const check = checkServiceInput(input);
  if (!check.ok) throw new Error(`expected valid input, got ${JSON.stringify(check.fieldErrors)}`);
  return check.fields;
};

const errorsOf = (input: Record<string, unknown>): Record<string, string> => {
  const check = checkServiceInput(input);
  if (check.ok) throw new Error('expected invalid input');
  return check.fieldErrors;
};

describe('checkServiceInput: the whole current service', () => {
  it('fills the spec defaults: in person, free, GBP, one participant, not recurring, flexible date and policy', () => {
    expect(fieldsOf(valid())).toEqual({
      title: 'Saturday playdate in the park',
      description: 'Two hours of games and snacks for little ones.',
      type: 'playdate',
      serviceMode: 'in_person',
      dateTime: null,
      isRecurring: false,
      recurringPattern: null,
      recurrenceRule: null,
      durationMinutes: null,
      location: null,
      country: 'United Kingdom',
      postcode: 'SW1A 1AA',
      virtualLink: null,
      pricingType: 'free',
      priceMinor: null,
      currency: 'GBP',
      maxParticipants: 1,
      cancellationPolicy: 'flexible',
      audienceLimitations: null,
      availabilityNotes: null,
      details: {},
      photoIds: [],
    });
  });

  it('takes every field of the current model', () => {
    const fields = fieldsOf(
      valid({
        serviceMode: 'online',
        virtualLink: 'https://meet.example.org/room',
        dateTime: '2030-05-01T10:00:00Z',
        isRecurring: true,
        recurringPattern: 'weekly',
        pricingType: 'fixed_price',
        price: 12.5,
        currency: 'EUR',
        maxParticipants: 4,
        cancellationPolicy: 'strict',
        audienceLimitations: 'Ages 3-5',
        availabilityNotes: 'Weekends',
        photoIds: ['0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5f'],
      }),
    );
    expect(fields).toMatchObject({
      serviceMode: 'online',
      virtualLink: 'https://meet.example.org/room',
      dateTime: new Date('2030-05-01T10:00:00Z'),
      isRecurring: true,
      recurringPattern: 'weekly',
      pricingType: 'fixed_price',
      priceMinor: 1250,
      currency: 'EUR',
      maxParticipants: 4,
      cancellationPolicy: 'strict',
      audienceLimitations: 'Ages 3-5',
      availabilityNotes: 'Weekends',
      photoIds: ['0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5f'],
    });
  });

  it('treats null and blank text as not given', () => {
    expect(
      fieldsOf(valid({ location: '  ', virtualLink: null, dateTime: '', price: '', recurringPattern: null })),
    ).toMatchObject({ location: null, virtualLink: null, dateTime: null, priceMinor: null, recurringPattern: null });
  });

  it('maps an older type key to the current one', () => {
    expect(fieldsOf(valid({ type: 'meetup', serviceMode: 'online' })).type).toBe('video_call');
    expect(fieldsOf(valid({ type: 'childcare_sharing' })).type).toBe('childcare');
  });

  it('trims the title and description', () => {
    expect(fieldsOf(valid({ title: '  Park  ', description: '  ten chars!  ' }))).toMatchObject({
      title: 'Park',
      description: 'ten chars!',
    });
  });
});

describe('checkServiceInput: the spec messages, word for word', () => {
  it.each([
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: undefined }, 'Title is required'],
    ['title', { title: 'x'.repeat(101) }, 'Title must be under 100 characters'],
    ['description', { description: 'too short' }, 'Description must be at least 10 characters'],
    ['description', { description: 'x'.repeat(1001) }, 'Description must be under 1000 characters'],
    ['type', { type: undefined }, 'Service type is required'],
    ['type', { type: 'babysitting' }, 'Service type is required'],
    ['country', { country: '' }, 'Country is required'],
    ['country', { country: 'Narnia' }, 'Country is required'],
    ['postcode', { postcode: ' ' }, 'Postcode is required'],
    ['location', { serviceMode: 'online', location: '1 High St' }, 'A location applies only to in-person services'],
    ['location', { location: 'x'.repeat(201) }, 'Location must be under 200 characters'],
    ['virtualLink', { serviceMode: 'online', virtualLink: 'meet me' }, 'Please enter a valid link (https://...)'],
    [
      'virtualLink',
      { serviceMode: 'online', virtualLink: 'javascript:alert(1)' },
      'Please enter a valid link (https://...)',
    ],
    ['virtualLink', { virtualLink: 'https://meet.example.org' }, 'A video link applies only to online services'],
    ['recurringPattern', { isRecurring: true }, 'Please choose how often it repeats'],
    ['dateTime', { dateTime: 'next tuesday' }, 'Please enter a valid date and time'],
    ['price', { pricingType: 'fixed_price' }, 'Price is required for fixed-price and donation services'],
    ['price', { pricingType: 'donation_based', price: '' }, 'Price is required for fixed-price and donation services'],
    ['price', { pricingType: 'fixed_price', price: -1 }, 'Price must be 0 or more'],
    ['price', { pricingType: 'fixed_price', price: 1.234 }, 'Price can have at most 2 decimal places'],
    ['price', { pricingType: 'free', price: 5 }, 'A price applies only to fixed-price and donation services'],
    ['price', { pricingType: 'exchange', price: 0 }, 'A price applies only to fixed-price and donation services'],
    ['price', { price: 3 }, 'A price applies only to fixed-price and donation services'],
    ['maxParticipants', { maxParticipants: 0 }, 'Max participants must be at least 1'],
    ['maxParticipants', { maxParticipants: 1.5 }, 'Max participants must be at least 1'],
    ['cancellationPolicy', { cancellationPolicy: 'lenient' }, 'Please choose a cancellation policy'],
    ['cancellationPolicy', { cancellationPolicy: 3 }, 'Please choose a cancellation policy'],
    [
      'audienceLimitations',
      { audienceLimitations: 'x'.repeat(201) },
      'Audience limitations must be under 200 characters',
    ],
    ['availabilityNotes', { availabilityNotes: 'x'.repeat(501) }, 'Availability notes must be under 500 characters'],
    [
      'photoIds',
      {
        photoIds: [1, 2, 3, 4, 5, 6].map((n) => `0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5${n}`),
      },
      'You can add up to 5 photos',
    ],
    ['bedrooms', { type: 'rent_swap_home', bedrooms: 0 }, 'Bedrooms must be at least 1'],
  ])('%s: %j -> %s', (field, overrides, message) => {
    const input = valid(overrides);
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete input[key];
    const check = checkServiceInput(input);
    expect(check).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
  });

  it('gives every field its own message, and the first one as the message', () => {
    const check = checkServiceInput({ description: 'short', country: 'United Kingdom' });
    expect(check).toEqual({
      ok: false,
      message: 'Title is required',
      fieldErrors: {
        title: 'Title is required',
        description: 'Description must be at least 10 characters',
        type: 'Service type is required',
        postcode: 'Postcode is required',
      },
    });
  });

  it('refuses a pattern on a service that does not repeat', () => {
    expect(errorsOf(valid({ recurringPattern: 'monthly' })).recurringPattern).toBe(
      'A repeat pattern applies only to recurring services',
    );
  });

  it('takes a custom repeat rule, normalised, with a duration', () => {
    expect(
      fieldsOf(
        valid({
          dateTime: '2030-05-06T10:00:00Z',
          isRecurring: true,
          recurringPattern: 'custom',
          recurrenceRule: 'RRULE:freq=weekly;byday=mo,th;interval=2;count=10',
          durationMinutes: '90',
        }),
      ),
    ).toMatchObject({ recurrenceRule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=10', durationMinutes: 90 });
  });

  it('refuses a custom pattern without a valid rule, a rule on a preset, and a duration out of range', () => {
    const custom = { dateTime: '2030-05-06T10:00:00Z', isRecurring: true, recurringPattern: 'custom' };
    expect(errorsOf(valid(custom)).recurrenceRule).toBe('Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO');
    expect(errorsOf(valid({ ...custom, recurrenceRule: 'FREQ=HOURLY' })).recurrenceRule).toBe(
      'FREQ must be DAILY, WEEKLY or MONTHLY',
    );
    expect(
      errorsOf(valid({ ...custom, recurringPattern: 'weekly', recurrenceRule: 'FREQ=WEEKLY' })).recurrenceRule,
    ).toBe('A repeat rule applies only to a custom repeat pattern');
    expect(errorsOf(valid({ ...custom, recurrenceRule: 'FREQ=DAILY', durationMinutes: 5 })).durationMinutes).toBe(
      'Duration must be from 15 to 1440 minutes',
    );
  });

  it('refuses input that is not an object with the required messages', () => {
    expect(checkServiceInput(null)).toMatchObject({ ok: false, message: 'Title is required' });
    expect(checkServiceInput('a service')).toMatchObject({ ok: false, message: 'Title is required' });
  });
});

describe('checkServiceInput: prices in minor units', () => {
  it.each([
    [0, 0],
    [12.5, 1250],
    ['12.50', 1250],
    [0.1, 10],
    [19.99, 1999],
    [1000000, 100000000],
  ])('%j -> %d pence', (price, minor) => {
    expect(fieldsOf(valid({ pricingType: 'fixed_price', price })).priceMinor).toBe(minor);
  });

  it('refuses a price over 1,000,000', () => {
    expect(errorsOf(valid({ pricingType: 'donation_based', price: 1000000.01 })).price).toBe(
      'Price must be 1000000 or less',
    );
  });
});

describe("checkServiceInput: each type's own fields", () => {
  it.each([
    [
      'rent_swap_home',
      {
        homeType: 'cottage',
        bedrooms: 3,
        amenities: ['WiFi', 'Garden', 'WiFi'],
        houseRules: 'No shoes',
        swapPreferences: 'Seaside',
      },
      {
        homeType: 'cottage',
        bedrooms: 3,
        amenities: ['WiFi', 'Garden'],
        houseRules: 'No shoes',
        swapPreferences: 'Seaside',
      },
    ],
    [
      'holiday_gathering',
      { eventType: 'new_year', whatToBring: 'A dish', activitiesPlanned: 'Fireworks' },
      { eventType: 'new_year', whatToBring: 'A dish', activitiesPlanned: 'Fireworks' },
    ],
    [
      'pet_services',
      {
        petServiceType: 'boarding',
        petTypesAccepted: ['Dogs Small', 'Cats'],
        experienceLevel: 'professional',
        serviceDuration: 'overnight',
      },
      {
        petServiceType: 'boarding',
        petTypesAccepted: ['Dogs Small', 'Cats'],
        experienceLevel: 'professional',
        serviceDuration: 'overnight',
      },
    ],
    [
      'playdate',
      { childAgeRange: '13+', supervisionRequired: 'drop_off', playdateActivities: 'Lego' },
      { childAgeRange: '13+', supervisionRequired: 'drop_off', playdateActivities: 'Lego' },
    ],
    [
      'video_call',
      { callPurpose: 'parenting_advice', platformPreference: 'google_meet', callDuration: '15min', timeZone: 'CET' },
      { callPurpose: 'parenting_advice', platformPreference: 'google_meet', callDuration: '15min', timeZone: 'CET' },
    ],
    [
      'childcare',
      { childcareType: 'swap', childcareArrangement: 'reciprocal', ageRangeAccepted: 'all_ages', isCertified: true },
      { childcareType: 'swap', childcareArrangement: 'reciprocal', ageRangeAccepted: 'all_ages', isCertified: true },
    ],
    [
      'wellbeing_activity',
      { activityType: 'yoga', intensityLevel: 'gentle', equipmentNeeded: 'A mat' },
      { activityType: 'yoga', intensityLevel: 'gentle', equipmentNeeded: 'A mat' },
    ],
  ])('%s keeps its own fields', (type, given, details) => {
    expect(fieldsOf(valid({ type, ...given })).details).toEqual(details);
  });

  it('refuses a money price for reciprocal childcare, which is paid in time-bank hours', () => {
    const reciprocal = { type: 'childcare', childcareArrangement: 'reciprocal' };
    expect(errorsOf(valid({ ...reciprocal, pricingType: 'fixed_price', price: 10 })).pricingType).toBe(
      'Reciprocal childcare is paid in time-bank hours, never money: please choose free pricing',
    );
    expect(fieldsOf(valid(reciprocal)).pricingType).toBe('free');
    expect(
      fieldsOf(valid({ ...reciprocal, childcareArrangement: 'paid', pricingType: 'fixed_price', price: 10 }))
        .priceMinor,
    ).toBe(1000);
  });

  it('stores a childcare service as not certified unless told', () => {
    expect(fieldsOf(valid({ type: 'childcare' })).details).toEqual({ isCertified: false });
    expect(fieldsOf(valid({ type: 'childcare', isCertified: 'true' })).details).toEqual({ isCertified: true });
  });

  it.each([
    ['homeType', 'rent_swap_home', 'castle', 'Please choose a home type from the list'],
    ['bedrooms', 'rent_swap_home', 'two', 'Bedrooms must be at least 1'],
    ['amenities', 'rent_swap_home', ['Pool'], 'Please choose amenities from the list'],
    ['houseRules', 'rent_swap_home', 'x'.repeat(501), 'House rules must be under 500 characters'],
    ['swapPreferences', 'rent_swap_home', 'x'.repeat(501), 'Swap preferences must be under 500 characters'],
    ['eventType', 'holiday_gathering', 'diwali', 'Please choose an event type from the list'],
    ['whatToBring', 'holiday_gathering', 'x'.repeat(501), 'What to bring must be under 500 characters'],
    ['activitiesPlanned', 'holiday_gathering', 'x'.repeat(501), 'Activities planned must be under 500 characters'],
    ['petServiceType', 'pet_services', 'feeding', 'Please choose a pet service type from the list'],
    ['petTypesAccepted', 'pet_services', ['Dogs'], 'Please choose pet types from the list'],
    ['experienceLevel', 'pet_services', 'expert', 'Please choose an experience level from the list'],
    ['serviceDuration', 'pet_services', '3hours', 'Please choose a duration from the list'],
    ['childAgeRange', 'playdate', '4-6', 'Please choose an age range from the list'],
    ['supervisionRequired', 'playdate', 'none', 'Please choose a supervision option from the list'],
    ['playdateActivities', 'playdate', 'x'.repeat(501), 'Playdate activities must be under 500 characters'],
    ['callPurpose', 'video_call', 'gossip', 'Please choose a purpose from the list'],
    ['platformPreference', 'video_call', 'teams', 'Please choose a platform from the list'],
    ['callDuration', 'video_call', '2hours', 'Please choose a call duration from the list'],
    ['timeZone', 'video_call', 'UTC', 'Please choose a time zone from the list'],
    ['childcareType', 'childcare', 'nanny', 'Please choose a childcare type from the list'],
    ['childcareArrangement', 'childcare', 'barter', 'Please choose an arrangement from the list'],
    ['ageRangeAccepted', 'childcare', 'mixed', 'Please choose an age range from the list'],
    ['isCertified', 'childcare', 'maybe', 'Please answer yes or no'],
    ['activityType', 'wellbeing_activity', 'pilates', 'Please choose an activity type from the list'],
    ['intensityLevel', 'wellbeing_activity', 'extreme', 'Please choose an intensity level from the list'],
    ['equipmentNeeded', 'wellbeing_activity', 'x'.repeat(201), 'Equipment needed must be under 200 characters'],
  ])('%s of %s refuses %j', (field, type, value, message) => {
    expect(errorsOf(valid({ type, [field]: value }))[field]).toBe(message);
  });

  it.each([
    ['bedrooms', 2, 'playdate', 'bedrooms does not apply to Playdate services'],
    ['amenities', ['WiFi'], 'childcare', 'amenities does not apply to Childcare services'],
    ['eventType', 'easter', 'rent_swap_home', 'eventType does not apply to Home Swap services'],
    [
      'petTypesAccepted',
      ['Cats'],
      'holiday_gathering',
      'petTypesAccepted does not apply to Holiday Gathering services',
    ],
    ['timeZone', 'GMT', 'pet_services', 'timeZone does not apply to Pet Services services'],
    ['isCertified', true, 'video_call', 'isCertified does not apply to Video Call services'],
    [
      'playdateActivities',
      'Tag',
      'wellbeing_activity',
      'playdateActivities does not apply to Wellbeing Activity services',
    ],
    ['equipmentNeeded', 'Mat', 'playdate', 'equipmentNeeded does not apply to Playdate services'],
  ])('refuses %s (%j) on a %s service', (field, value, type, message) => {
    expect(errorsOf(valid({ type, [field]: value }))[field]).toBe(message);
  });

  it("ignores another type's fields when they are empty", () => {
    expect(
      fieldsOf(valid({ type: 'playdate', bedrooms: null, amenities: [], houseRules: '', isCertified: false })).details,
    ).toEqual({});
  });
});
