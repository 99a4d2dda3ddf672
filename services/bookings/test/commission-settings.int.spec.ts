import { randomUUID } from 'node:crypto';
import { CommissionRates } from '../src/commission/commission-rates';
import { startBookings, type BookingsTestApp, type TestMember } from './support/bookings-test-app';

let bookings: BookingsTestApp;
let admin: TestMember;

beforeAll(async () => {
  bookings = await startBookings();
  const id = randomUUID();
  admin = { id, token: await bookings.keys.signAccessToken({ id, email: `${id}@example.org`, isAdmin: true }) };
});

afterAll(async () => {
  await bookings?.close();
});

const SETTINGS = '{ commissionSettings { serviceType rate isDefault updatedAt } }';
const SET = `mutation Set($serviceType: String!, $rate: String!) {
  setCommissionRate(serviceType: $serviceType, rate: $rate) { serviceType rate isDefault updatedAt }
}`;

type Settings = { commissionSettings: Array<{ serviceType: string; rate: string; isDefault: boolean }> };
type Saved = { setCommissionRate: { serviceType: string; rate: string; isDefault: boolean; updatedAt: string } };

const rows = () => bookings.sql('SELECT service_type, rate::text, updated_by FROM commission_settings ORDER BY 1');

it('lists the seven types at the default 13% before any admin sets one', async () => {
  await bookings.sql('DELETE FROM commission_settings');
  const answer = await bookings.graph<Settings>(admin, SETTINGS);
  expect(answer.errors).toBeUndefined();
  expect(
    answer.data?.commissionSettings.map(({ serviceType, rate, isDefault }) => [serviceType, rate, isDefault]),
  ).toEqual([
    ['rent_swap_home', '0.13', true],
    ['holiday_gathering', '0.13', true],
    ['pet_services', '0.13', true],
    ['playdate', '0.13', true],
    ['video_call', '0.13', true],
    ['childcare', '0.13', true],
    ['wellbeing_activity', '0.13', true],
  ]);
});

it('sets a rate, then reads it back among the defaults, and the rate in force follows', async () => {
  await bookings.sql('DELETE FROM commission_settings');
  const saved = await bookings.graph<Saved>(admin, SET, { serviceType: 'childcare', rate: '0.15' });
  expect(saved.errors).toBeUndefined();
  expect(saved.data?.setCommissionRate).toMatchObject({ serviceType: 'childcare', rate: '0.15', isDefault: false });

  const again = await bookings.graph<Saved>(admin, SET, { serviceType: 'childcare', rate: '0.2' });
  expect(again.data?.setCommissionRate.rate).toBe('0.20');

  const listed = await bookings.graph<Settings>(admin, SETTINGS);
  expect(listed.data?.commissionSettings.find((setting) => setting.serviceType === 'childcare')).toMatchObject({
    rate: '0.20',
    isDefault: false,
  });
  expect(listed.data?.commissionSettings.filter((setting) => setting.isDefault)).toHaveLength(6);
  expect(await rows()).toEqual([{ service_type: 'childcare', rate: '0.20', updated_by: admin.id }]);
  const rates = bookings.app.get(CommissionRates);
  expect([await rates.rateFor('childcare'), await rates.rateFor('playdate')]).toEqual(['0.20', '0.13']);
});

it.each([
  [{ serviceType: 'education', rate: '0.15' }, { serviceType: 'Service type is required' }],
  [{ serviceType: '', rate: '0.15' }, { serviceType: 'Service type is required' }],
  [{ serviceType: 'childcare', rate: '' }, { rate: 'Rate is required' }],
  [{ serviceType: 'childcare', rate: '   ' }, { rate: 'Rate is required' }],
  [{ serviceType: 'childcare', rate: '1.01' }, { rate: 'Rate must be between 0 and 1' }],
  [{ serviceType: 'childcare', rate: '-0.1' }, { rate: 'Rate must be between 0 and 1' }],
  [{ serviceType: 'childcare', rate: 'lots' }, { rate: 'Rate must be between 0 and 1' }],
  [{ serviceType: 'childcare', rate: '0.125' }, { rate: 'Rate can have at most 2 decimal places' }],
])('refuses %j with %j and changes nothing', async (variables, fieldErrors) => {
  await bookings.sql('DELETE FROM commission_settings');
  const answer = await bookings.graph<Saved>(admin, SET, variables);
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]).toMatchObject({
    message: Object.values(fieldErrors)[0],
    extensions: { code: 'BAD_USER_INPUT', fieldErrors },
  });
  expect(await rows()).toEqual([]);
});

it('refuses a member who is not an admin, to read or to set, and changes nothing', async () => {
  await bookings.sql('DELETE FROM commission_settings');
  const member = await bookings.member();
  const read = await bookings.graph<Settings>(member, SETTINGS);
  expect(read.data).toBeNull();
  expect(read.errors?.[0]).toMatchObject({ message: "You don't have permission to access this page." });

  const set = await bookings.graph<Saved>(member, SET, { serviceType: 'childcare', rate: '0.5' });
  expect(set.data).toBeNull();
  expect(set.errors?.[0]).toMatchObject({ message: "You don't have permission to access this page." });

  const anonymous = await bookings.graph<Saved>(null, SET, { serviceType: 'childcare', rate: '0.5' });
  expect(anonymous.data).toBeNull();
  expect(await rows()).toEqual([]);
});
