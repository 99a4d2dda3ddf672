// First: loads @fastify/cookie and cookie (ESM-only) through Node's loader; see native-esm.ts.
import '../../../tests/support/auth/native-esm';
import { graphRoutesTestApp } from '../../test/support/graph-routes-test-app';
import { matchingRoutes } from './matching.routes';

const matchingApp = (answer: unknown, accessToken: string | null = 'token') =>
  graphRoutesTestApp(matchingRoutes, answer, accessToken);

const FACTORS = {
  locationCompatibility: 0.9,
  servicePreferences: 0.8,
  availabilityAlignment: 0.75,
  communicationStyle: 1,
  parentingStyle: 0.6,
};
const GRAPH_MATCH = {
  id: 'match-1',
  status: 'pending',
  myResponse: null,
  matchScore: 0.84,
  factors: FACTORS,
  explanations: [{ factor: 'locationCompatibility', score: 0.9, explanation: 'You live about 1 mile apart.' }],
  createdAt: '2026-11-20T10:00:00.000Z',
  matchedAt: null,
  matchedUser: {
    memberId: 'member-2',
    firstName: 'Sam',
    lastInitial: 'K',
    area: 'Leeds',
    isVerified: true,
    member: { profileImageUrl: '/media/profile-photos/photo-1/large.webp', trustLevel: 'VOUCHED' },
  },
};
const { factors: _factors, matchedUser: graphMatchedUser, ...MATCH_WITHOUT_FACTORS } = GRAPH_MATCH;
const { member: _member, ...MATCHED_USER_WITHOUT_MEMBER } = graphMatchedUser;
const REST_MATCH = {
  ...MATCH_WITHOUT_FACTORS,
  matchingFactors: FACTORS,
  matchedUser: {
    ...MATCHED_USER_WITHOUT_MEMBER,
    profileImageUrl: '/media/profile-photos/photo-1/large.webp',
    trustLevel: 'VOUCHED',
  },
};
const RUN = {
  id: 'run-1',
  status: 'queued',
  progress: 0,
  matchesFound: 0,
  requestedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: null,
};
const PREFERENCES = {
  serviceTypes: ['playdates', 'wellbeing'],
  maxDistance: 12,
  minMatchScore: 0.75,
  verifiedContactOnly: true,
};
const GRAPH_PREFERENCES = {
  serviceTypes: ['playdates', 'wellbeing'],
  maxDistanceMiles: 12,
  minMatchScore: 0.75,
  verifiedContactOnly: true,
};

it('answers the preferences with maxDistanceMiles as maxDistance, not cached', async () => {
  const { app } = await matchingApp({ data: { myMatchingPreferences: GRAPH_PREFERENCES } });
  const response = await app.inject({ method: 'GET', url: '/api/user-preferences' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual(PREFERENCES);
});

it('saves the preferences as the graph input and answers them as saved', async () => {
  const { app, asked } = await matchingApp({ data: { updateMatchingPreferences: GRAPH_PREFERENCES } });
  const response = await app.inject({ method: 'PUT', url: '/api/user-preferences', payload: PREFERENCES });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual(PREFERENCES);
  expect(asked[0].variables).toEqual({ input: GRAPH_PREFERENCES });
});

it.each([
  [{ serviceTypes: [] }, 'Choose at least one service type'],
  [{ serviceTypes: ['gardening'] }, 'Choose at least one service type'],
  [{ maxDistance: 0 }, 'Distance must be between 1 and 50 miles'],
  [{ maxDistance: 51 }, 'Distance must be between 1 and 50 miles'],
  [{ minMatchScore: 0.45 }, 'Minimum score must be between 0.5 and 1 in steps of 0.05'],
  [{ minMatchScore: 0.72 }, 'Minimum score must be between 0.5 and 1 in steps of 0.05'],
])('refuses preferences %j with 400 and the message, without asking the graph', async (change, message) => {
  const { app, asked } = await matchingApp({ data: null });
  const response = await app.inject({
    method: 'PUT',
    url: '/api/user-preferences',
    payload: { ...PREFERENCES, ...change },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(asked).toEqual([]);
});

it('accepts the steps of the minimum score from 0.5 to 1', async () => {
  for (const minMatchScore of [0.5, 0.55, 0.7, 0.85, 0.95, 1]) {
    const { app } = await matchingApp({ data: { updateMatchingPreferences: { ...GRAPH_PREFERENCES, minMatchScore } } });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/user-preferences',
      payload: { ...PREFERENCES, minMatchScore },
    });
    expect({ minMatchScore, status: response.statusCode }).toEqual({ minMatchScore, status: 200 });
  }
});

it('queues a run with 202 and answers the latest run, null before the first', async () => {
  const generated = await matchingApp({ data: { generateMatches: RUN } });
  const queued = await generated.app.inject({ method: 'POST', url: '/api/ai-matching/generate' });
  expect(queued.statusCode).toBe(202);
  expect(queued.json()).toEqual(RUN);

  const done = { ...RUN, status: 'done', progress: 1, matchesFound: 3, finishedAt: '2026-11-20T10:00:05.000Z' };
  const latest = await matchingApp({ data: { latestMatchRun: done } });
  const answer = await latest.app.inject({ method: 'GET', url: '/api/ai-matching/runs/latest' });
  expect(answer.json()).toEqual({ run: done });
  expect(answer.headers['cache-control']).toBe('no-store');

  const none = await matchingApp({ data: { latestMatchRun: null } });
  expect((await none.app.inject({ method: 'GET', url: '/api/ai-matching/runs/latest' })).json()).toEqual({ run: null });
});

it('lists the matches with factors as matchingFactors, their explanations and the stats', async () => {
  const stats = { total: 1, pending: 1, mutual: 0 };
  const { app } = await matchingApp({ data: { myMatches: { matches: [GRAPH_MATCH], stats } } });
  const response = await app.inject({ method: 'GET', url: '/api/ai-matching/results' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ matches: [REST_MATCH], stats });
});

it('records a response and answers the match; refuses any other response with 400', async () => {
  const accepted = { ...GRAPH_MATCH, myResponse: 'accepted' };
  const { app, asked } = await matchingApp({ data: { respondToMatch: accepted } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai-matching/respond/match-1',
    payload: { response: 'accepted' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ...REST_MATCH, myResponse: 'accepted' });
  expect(asked[0].variables).toEqual({ matchId: 'match-1', response: 'accepted' });

  const refused = await matchingApp({ data: null });
  const maybe = await refused.app.inject({
    method: 'POST',
    url: '/api/ai-matching/respond/match-1',
    payload: { response: 'maybe' },
  });
  expect(maybe.statusCode).toBe(400);
  expect(maybe.json()).toMatchObject({ message: 'Choose accepted or declined' });
  expect(refused.asked).toEqual([]);
});

it("answers 404 with the graph's message for a match that is not the member's", async () => {
  const notFound = { data: null, errors: [{ message: 'Match not found', extensions: { code: 'NOT_FOUND' } }] };
  const { app } = await matchingApp(notFound);
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai-matching/respond/someone-elses',
    payload: { response: 'declined' },
  });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ message: 'Match not found' });
});

it('answers 401 signed out on every route without asking the graph', async () => {
  const { app, asked } = await matchingApp({ data: null }, null);
  const calls = [
    { method: 'GET', url: '/api/user-preferences' },
    { method: 'PUT', url: '/api/user-preferences', payload: PREFERENCES },
    { method: 'POST', url: '/api/ai-matching/generate' },
    { method: 'GET', url: '/api/ai-matching/runs/latest' },
    { method: 'GET', url: '/api/ai-matching/results' },
    { method: 'POST', url: '/api/ai-matching/respond/match-1', payload: { response: 'accepted' } },
    { method: 'GET', url: '/api/availability' },
    { method: 'PUT', url: '/api/availability', payload: { rules: [] } },
  ] as const;
  for (const call of calls) {
    const response = await app.inject(call);
    expect({ call: `${call.method} ${call.url}`, status: response.statusCode }).toEqual({
      call: `${call.method} ${call.url}`,
      status: 401,
    });
  }
  expect(asked).toEqual([]);
});

const WEEKENDS = {
  kind: 'alternate_weekends',
  state: 'child_free',
  startsOn: '2026-11-28',
  days: null,
  from: null,
  to: null,
};
const EVENINGS = { kind: 'weekly', state: 'child_free', startsOn: null, days: [2, 4], from: '18:00', to: '21:30' };

it('answers and saves the availability rules, sending absent fields as null', async () => {
  const listed = await matchingApp({ data: { myAvailability: [WEEKENDS] } });
  const list = await listed.app.inject({ method: 'GET', url: '/api/availability' });
  expect(list.json()).toEqual({ rules: [WEEKENDS] });

  const { app, asked } = await matchingApp({ data: { setAvailability: [WEEKENDS, EVENINGS] } });
  const response = await app.inject({
    method: 'PUT',
    url: '/api/availability',
    payload: { rules: [{ kind: 'alternate_weekends', state: 'child_free', startsOn: '2026-11-28' }, EVENINGS] },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ rules: [WEEKENDS, EVENINGS] });
  expect(asked[0].variables).toEqual({ rules: [WEEKENDS, EVENINGS] });
});

it.each([
  [[{ ...WEEKENDS, startsOn: '2026-11-27' }], 'Alternate weekends start on a Saturday'],
  [[{ ...WEEKENDS, startsOn: null }], 'Alternate weekends start on a Saturday'],
  [[{ ...EVENINGS, days: [] }], 'A weekly time needs days and a start before its end'],
  [[{ ...EVENINGS, from: '21:30', to: '18:00' }], 'A weekly time needs days and a start before its end'],
  [[{ ...EVENINGS, days: [8] }], 'A weekly time needs days and a start before its end'],
  [Array.from({ length: 21 }, () => EVENINGS), 'At most 20 times'],
])('refuses availability %# with 400 and the message', async (rules, message) => {
  const { app, asked } = await matchingApp({ data: null });
  const response = await app.inject({ method: 'PUT', url: '/api/availability', payload: { rules } });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message });
  expect(asked).toEqual([]);
});
