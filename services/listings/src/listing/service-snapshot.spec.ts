import { ServiceEntity } from '../service-model/service.entity';
import { serviceSnapshot } from './service-snapshot';

const service = (fields: Partial<ServiceEntity>): ServiceEntity =>
  Object.assign(new ServiceEntity(), {
    id: '0b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5f',
    hostId: '1b7c2a4e-2d3b-4e0f-9a51-6b1f2c3d4e5f',
    type: 'playdate',
    title: 'Park playdate',
    serviceMode: 'in_person',
    pricingType: 'free',
    priceMinor: null,
    currency: 'GBP',
    maxParticipants: 3,
    cancellationPolicy: 'flexible',
    isRecurring: false,
    recurringPattern: null,
    recurrenceRule: null,
    durationMinutes: null,
    dateTime: null,
    details: {},
    country: 'United Kingdom',
    district: 'YO1',
    status: 'active',
    photoIds: [],
    ...fields,
  });

describe('serviceSnapshot: the rule occurrences follow', () => {
  const first = new Date('2030-03-04T10:00:00Z');

  it.each([
    ['weekly', null, 'FREQ=WEEKLY'],
    ['biweekly', null, 'FREQ=WEEKLY;INTERVAL=2'],
    ['monthly', null, 'FREQ=MONTHLY'],
    ['custom', 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10', 'FREQ=WEEKLY;BYDAY=MO,TH;COUNT=10'],
  ])('publishes the %s pattern as its rule', (pattern, customRule, rule) => {
    const snapshot = serviceSnapshot(
      service({ isRecurring: true, recurringPattern: pattern, recurrenceRule: customRule, dateTime: first }),
    );
    expect(snapshot.recurrenceRule).toBe(rule);
  });

  it('publishes no rule for a one-off service, nor for a recurring one without a first date, and an hour as 0', () => {
    expect(serviceSnapshot(service({ dateTime: first })).recurrenceRule).toBe('');
    const undated = serviceSnapshot(service({ isRecurring: true, recurringPattern: 'weekly' }));
    expect(undated.recurrenceRule).toBe('');
    expect(undated.durationMinutes).toBe(0);
    expect(serviceSnapshot(service({ durationMinutes: 90 })).durationMinutes).toBe(90);
  });
});
