import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import type { CoverCircle, CoverRequest } from './cover-circle-api';
import CoverCirclePage from './cover-circle-page';
import { londonToday } from './cover-request.schema';

const ADA = { userId: 'ada-1', firstName: 'Ada' };
const NIA = { userId: 'nia-1', firstName: 'Nia' };

const aRequest = (overrides: Partial<CoverRequest> = {}): CoverRequest => ({
  id: 'request-1',
  requesterId: sampleUser.id,
  requesterName: sampleUser.firstName,
  day: '2030-03-04',
  fromTime: '08:30',
  untilTime: '17:00',
  children: 2,
  note: 'Sick with a cold',
  status: 'open',
  coveredBy: null,
  widenedAt: null,
  createdAt: '2030-03-04T07:00:00.000Z',
  ...overrides,
});

const show = async ({
  circle = { members: [], memberOf: [] },
  requests = [],
  routes = {},
}: {
  circle?: CoverCircle | 'failing';
  requests?: CoverRequest[];
  routes?: Record<string, (call: FetchCall) => Response>;
}) => {
  const calls = routeFetch({
    '/api/cover-circle': () =>
      circle === 'failing' ? serviceResponse(500, { message: 'Down' }) : serviceResponse(200, circle),
    '/api/cover-requests': () => serviceResponse(200, requests),
    ...routes,
  });
  await renderWithProviders(<CoverCirclePage />, {
    route: '/cover',
    loadCurrentUser: () => Promise.resolve(sampleUser),
  });
  return calls;
};

/** The JSON bodies sent to `url` by anything but GET. */
const posts = (calls: FetchCall[], url: string): unknown[] =>
  calls
    .filter((call) => call.method !== 'GET' && call.url === url)
    .map((call) => (typeof call.body === 'string' ? (JSON.parse(call.body) as unknown) : call.body));

it('says what is missing while the circle and the lists are empty', async () => {
  await show({});
  expect(screen.getByRole('heading', { level: 1, name: 'Emergency cover' })).toBeInTheDocument();
  expect(screen.getByText('Add someone to your cover circle first.')).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Ask for urgent cover' })).not.toBeInTheDocument();
  expect(screen.getByText('You have not asked for cover yet.')).toBeInTheDocument();
  expect(screen.getByText('Nobody needs cover from you right now.')).toBeInTheDocument();
  expect(screen.getByText('Your circle is empty. Find someone you trust below.')).toBeInTheDocument();
  expect(screen.getByText('Nobody has named you in their cover circle yet.')).toBeInTheDocument();
});

it('says so when the circle cannot be loaded', async () => {
  await show({ circle: 'failing' });
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load this just now. Please try again later.');
});

it("shows each of the member's requests where it stands, with the coverer's contact once covered", async () => {
  await show({
    circle: { members: [ADA], memberOf: [] },
    requests: [
      aRequest(),
      aRequest({ id: 'request-2', day: '2030-03-05', widenedAt: '2030-03-05T07:30:00.000Z' }),
      aRequest({
        id: 'request-3',
        day: '2030-03-06',
        status: 'covered',
        coveredBy: { userId: NIA.userId, firstName: 'Nia', email: 'nia@example.test' },
      }),
      aRequest({ id: 'request-4', day: '2030-03-07', status: 'cancelled' }),
    ],
  });
  const card = (day: string) => screen.getByRole('article', { name: `Cover on ${day}, 08:30 to 17:00` });
  expect(within(card('Monday 4 March')).getByRole('status')).toHaveTextContent('Your circle has been asked');
  expect(within(card('Monday 4 March')).getByText('2 children')).toBeInTheDocument();
  expect(within(card('Monday 4 March')).getByText('Sick with a cold')).toBeInTheDocument();
  expect(within(card('Tuesday 5 March')).getByRole('status')).toHaveTextContent(
    'Nobody in your circle answered in time: verified childcare hosts near you were asked too',
  );
  expect(within(card('Wednesday 6 March')).getByRole('status')).toHaveTextContent('Covered by Nia');
  expect(within(card('Wednesday 6 March')).getByRole('link', { name: 'nia@example.test' })).toHaveAttribute(
    'href',
    'mailto:nia@example.test',
  );
  expect(within(card('Thursday 7 March')).getByRole('status')).toHaveTextContent('Cancelled');
  expect(within(card('Thursday 7 March')).queryByRole('button')).not.toBeInTheDocument();
});

it('cancels a request and loads the list again', async () => {
  const calls = await show({ circle: { members: [ADA], memberOf: [] }, requests: [aRequest()] });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel cover on Monday 4 March, 08:30 to 17:00' }));
  expect(calls.some((call) => call.method === 'POST' && call.url === '/api/cover-requests/request-1/cancel')).toBe(
    true,
  );
  expect(await screen.findByText('Cover request cancelled')).toBeInTheDocument();
  expect(calls.filter((call) => call.url === '/api/cover-requests' && call.method === 'GET')).toHaveLength(2);
});

it("accepts a circle member's request, and says 'Already covered' when someone was first", async () => {
  const fromAda = aRequest({ id: 'from-ada', requesterId: ADA.userId, requesterName: 'Ada' });
  const fromNia = aRequest({ id: 'from-nia', requesterId: NIA.userId, requesterName: 'Nia', day: '2030-03-05' });
  const calls = await show({
    circle: { members: [], memberOf: [ADA, NIA] },
    requests: [fromAda, fromNia],
    routes: {
      '/api/cover-requests/from-ada/accept': () => serviceResponse(200, { ...fromAda, status: 'covered' }),
      '/api/cover-requests/from-nia/accept': () =>
        serviceResponse(409, { message: 'Already covered', code: 'COVER_CONFLICT' }),
    },
  });
  const requestsToMe = screen.getByRole('region', { name: 'Requests sent to you' });
  expect(within(requestsToMe).getByRole('article', { name: 'Ada needs cover on Monday 4 March, 08:30 to 17:00' }));
  await userEvent.click(
    screen.getByRole('button', { name: 'Accept cover for Nia on Tuesday 5 March, 08:30 to 17:00' }),
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Already covered');
  expect(screen.queryByRole('button', { name: /Accept cover for Nia/ })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Accept cover for Ada on Monday 4 March, 08:30 to 17:00' }));
  expect(calls.some((call) => call.method === 'POST' && call.url === '/api/cover-requests/from-ada/accept')).toBe(true);
});

it('shows the cover the member agreed to give', async () => {
  await show({
    requests: [
      aRequest({
        requesterId: ADA.userId,
        requesterName: 'Ada',
        status: 'covered',
        coveredBy: { userId: sampleUser.id, firstName: 'Amara', email: 'amara@example.com' },
      }),
    ],
  });
  const card = screen.getByRole('article', { name: 'Ada needs cover on Monday 4 March, 08:30 to 17:00' });
  expect(within(card).getByRole('status')).toHaveTextContent('You are covering this. Ada has your email address.');
  expect(screen.queryByRole('button', { name: /Accept cover/ })).not.toBeInTheDocument();
});

it('asks for cover with the day, the window, the children and the note, after checking them', async () => {
  const calls = await show({
    circle: { members: [ADA], memberOf: [] },
    routes: {
      '/api/cover-requests': (call) =>
        serviceResponse(call.method === 'POST' ? 201 : 200, call.method === 'POST' ? aRequest() : []),
    },
  });
  const form = screen.getByRole('form', { name: 'Ask for urgent cover' });
  expect(within(form).getByLabelText('Day')).toHaveValue(londonToday());
  await userEvent.click(within(form).getByRole('button', { name: 'Ask for cover' }));
  expect(await within(form).findByText('Choose a valid start time')).toBeInTheDocument();
  expect(within(form).getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');

  await userEvent.type(within(form).getByLabelText('From'), '09:00');
  await userEvent.type(within(form).getByLabelText('Until'), '08:00');
  await userEvent.click(within(form).getByRole('button', { name: 'Ask for cover' }));
  expect(await within(form).findByText('The end time must be after the start time')).toBeInTheDocument();

  await userEvent.clear(within(form).getByLabelText('Until'));
  await userEvent.type(within(form).getByLabelText('Until'), '15:30');
  await userEvent.selectOptions(within(form).getByLabelText('Number of children'), '3');
  await userEvent.type(within(form).getByLabelText('Note (optional)'), 'Temperature, off school');
  await userEvent.click(within(form).getByRole('button', { name: 'Ask for cover' }));
  expect(await screen.findByText('Cover requested')).toBeInTheDocument();
  expect(posts(calls, '/api/cover-requests')).toEqual([
    { day: londonToday(), fromTime: '09:00', untilTime: '15:30', children: 3, note: 'Temperature, off school' },
  ]);
});

it('finds a member by name and adds them, removes one, and leaves a circle', async () => {
  const calls = await show({
    circle: { members: [NIA], memberOf: [ADA] },
    routes: {
      '/api/members/search': () =>
        serviceResponse(200, {
          members: [
            { id: NIA.userId, firstName: 'Nia', lastName: 'Brown', profileImageUrl: null },
            { id: 'sam-1', firstName: 'Sam', lastName: 'Reid', profileImageUrl: null },
          ],
        }),
      '/api/cover-circle/members': () => serviceResponse(201, { members: [NIA], memberOf: [ADA] }),
      '/api/cover-circle/memberships': () => serviceResponse(200, { members: [NIA], memberOf: [] }),
    },
  });
  await userEvent.type(screen.getByLabelText('Find a member by name'), 'ni');
  expect(await screen.findByText('Nia Brown (in your circle)')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Sam Reid to your circle' }));
  expect(await screen.findByText('Sam Reid is in your circle')).toBeInTheDocument();
  expect(posts(calls, '/api/cover-circle/members')).toEqual([{ memberId: 'sam-1' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Nia from your circle' }));
  expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/cover-circle/members/nia-1')).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: "Leave Ada's circle" }));
  expect(await screen.findByText("You left Ada's circle")).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/cover-circle/memberships/ada-1')).toBe(
    true,
  );
});
