import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushPromises, renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import { ScoreBadge } from './match-card';
import { matchDate } from './match-words';
import type { MatchResults, MatchRun } from './parent-matching-api';
import ParentMatchingPage from './parent-matching-page';
import { aMatch, aRun, DEFAULT_PREFERENCES, EXPLANATIONS, resultsOf } from './testing-fixtures';
import { MATCH_RUN_POLL_MS } from './use-match-run';

type Routes = Record<string, (call: FetchCall) => Response>;

const show = async (results: MatchResults | (() => MatchResults), routes: Routes = {}) => {
  const calls = routeFetch({
    '/api/ai-matching/results': () => serviceResponse(200, typeof results === 'function' ? results() : results),
    '/api/ai-matching/runs/latest': () => serviceResponse(200, { run: null }),
    '/api/user-preferences': (call) =>
      serviceResponse(200, call.method === 'PUT' ? JSON.parse(String(call.body)) : DEFAULT_PREFERENCES),
    '/api/availability': () => serviceResponse(200, { rules: [] }),
    ...routes,
  });
  await renderWithProviders(<ParentMatchingPage />, { route: '/parent-matching' });
  return calls;
};

const cardOf = (name: string) => screen.getByRole('listitem', { name });
const asked = (calls: FetchCall[], method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

afterEach(() => jest.useRealTimers());

it('draws a match as the spec lists it: avatar, name and initial, verified, area only, score, factors, date', async () => {
  await show(resultsOf([aMatch()]));

  const card = cardOf('Sam K.');
  expect(within(card).getByRole('heading', { name: 'Sam K.' })).toBeInTheDocument();
  expect(within(card).getByText('SK')).toBeInTheDocument();
  expect(within(card).getByText('✓ Verified')).toBeInTheDocument();
  expect(within(card).getByText('Headingley, Leeds')).toBeInTheDocument();
  expect(within(card).getByText('84% match')).toHaveAttribute('data-tone', 'blue');
  const bars = within(card).getAllByRole('meter');
  expect(bars).toHaveLength(5);
  expect(within(card).getByRole('meter', { name: 'Location' })).toHaveAttribute('aria-valuenow', '90');
  expect(within(card).getByRole('meter', { name: 'Parenting' })).toHaveAttribute('aria-valuenow', '60');
  for (const explanation of Object.values(EXPLANATIONS)) {
    expect(within(card).getByText(explanation)).toBeInTheDocument();
  }
  expect(within(card).getByText(`Suggested on ${matchDate('2026-11-20T10:00:00.000Z')}`)).toBeInTheDocument();
  expect(matchDate('2026-11-20T10:00:00.000Z')).toBe('20 November 2026');

  const stats = screen.getByRole('region', { name: 'Your matches' });
  expect(within(stats).getByText('Total matches').nextSibling).toHaveTextContent('1');
  expect(within(stats).getByText('Pending').nextSibling).toHaveTextContent('1');
  expect(within(stats).getByText('Mutual').nextSibling).toHaveTextContent('0');
});

it.each([
  [0.95, 'green', '95%'],
  [0.9, 'green', '90%'],
  [0.899, 'blue', '90%'],
  [0.8, 'blue', '80%'],
  [0.75, 'yellow', '75%'],
  [0.7, 'yellow', '70%'],
  [0.69, 'grey', '69%'],
  [0.5, 'grey', '50%'],
])('colours a score of %s %s and shows it as %s', (score, tone, shown) => {
  render(<ScoreBadge score={score} />);
  expect(screen.getByText(`${shown} match`)).toHaveAttribute('data-tone', tone);
});

it("records an accept ('Response Recorded') and refetches the list", async () => {
  let answered = false;
  const calls = await show(() => resultsOf([aMatch(answered ? { myResponse: 'accepted' } : {})]), {
    '/api/ai-matching/respond/': () => {
      answered = true;
      return serviceResponse(200, aMatch({ myResponse: 'accepted' }));
    },
  });
  const user = userEvent.setup();
  await user.click(within(cardOf('Sam K.')).getByRole('button', { name: 'Accept Sam K.' }));
  await flushPromises();

  const responses = asked(calls, 'POST', '/api/ai-matching/respond/match-1');
  expect(responses.map((call) => JSON.parse(String(call.body)) as unknown)).toEqual([{ response: 'accepted' }]);
  expect(await screen.findByText('Response Recorded')).toBeInTheDocument();
  expect(await within(cardOf('Sam K.')).findByText('You accepted; waiting for Sam.')).toBeInTheDocument();
  expect(asked(calls, 'GET', '/api/ai-matching/results')).toHaveLength(2);
  expect(within(cardOf('Sam K.')).queryByRole('button', { name: 'Accept Sam K.' })).not.toBeInTheDocument();
});

it('sends a decline and shows the Declined badge without Accept or Decline', async () => {
  let answered = false;
  const calls = await show(() => resultsOf([aMatch(answered ? { status: 'declined', myResponse: 'declined' } : {})]), {
    '/api/ai-matching/respond/': () => {
      answered = true;
      return serviceResponse(200, aMatch({ status: 'declined', myResponse: 'declined' }));
    },
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Decline Sam K.' }));
  await flushPromises();

  expect(JSON.parse(String(asked(calls, 'POST', '/api/ai-matching/respond/match-1')[0].body))).toEqual({
    response: 'declined',
  });
  const card = cardOf('Sam K.');
  expect(await within(card).findByText('Declined')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Accept|Decline/ })).not.toBeInTheDocument();
});

it("shows 'Matched!' with a Message button that opens the conversation for a mutual match", async () => {
  const mutual = aMatch({ status: 'accepted', myResponse: 'accepted', matchedAt: '2026-11-21T09:00:00.000Z' });
  const calls = await show(resultsOf([mutual]), {
    '/api/conversations': () => serviceResponse(201, { id: 'conversation-9' }),
  });
  const card = cardOf('Sam K.');
  expect(within(card).getByText('Matched!')).toBeInTheDocument();
  expect(within(card).getByText('Matched on 21 November 2026')).toBeInTheDocument();
  const stats = screen.getByRole('region', { name: 'Your matches' });
  expect(within(stats).getByText('Mutual').nextSibling).toHaveTextContent('1');

  const user = userEvent.setup();
  await user.click(within(card).getByRole('button', { name: 'Message Sam K.' }));
  await flushPromises();
  expect(JSON.parse(String(asked(calls, 'POST', '/api/conversations')[0].body))).toEqual({ memberId: 'member-2' });
});

it("shows 'No matches yet' with 'Generate Matches' when there are none", async () => {
  const calls = await show(resultsOf([]), { '/api/ai-matching/generate': () => serviceResponse(202, aRun()) });
  expect(screen.getByRole('heading', { name: 'No matches yet' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Generate Matches' }));
  await flushPromises();
  expect(asked(calls, 'POST', '/api/ai-matching/generate')).toHaveLength(1);
});

it("polls the run, showing its progress, until it is done: 'AI Matching Complete' and the list refetched", async () => {
  jest.useFakeTimers();
  const runs: MatchRun[] = [
    aRun({ status: 'running', progress: 0.4 }),
    aRun({ status: 'done', progress: 1, matchesFound: 1, finishedAt: '2026-11-20T10:00:04.000Z' }),
  ];
  let polled = 0;
  let generated = false;
  const calls = await show(() => resultsOf(generated && polled >= 2 ? [aMatch()] : []), {
    '/api/ai-matching/generate': () => {
      generated = true;
      return serviceResponse(202, aRun());
    },
    '/api/ai-matching/runs/latest': () => {
      if (!generated) return serviceResponse(200, { run: null });
      polled += 1;
      return serviceResponse(200, { run: runs[Math.min(polled, runs.length) - 1] });
    },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('button', { name: 'Generate Matches' }));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByRole('button', { name: 'Generate Matches' })).toBeDisabled();

  await act(() => jest.advanceTimersByTimeAsync(MATCH_RUN_POLL_MS));
  expect(screen.getByRole('progressbar', { name: /Finding your matches/ })).toHaveAttribute('aria-valuenow', '40');
  expect(asked(calls, 'GET', '/api/ai-matching/results')).toHaveLength(1);

  await act(() => jest.advanceTimersByTimeAsync(MATCH_RUN_POLL_MS));
  expect(screen.getByText('AI Matching Complete')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(asked(calls, 'GET', '/api/ai-matching/results')).toHaveLength(2);
  expect(cardOf('Sam K.')).toBeInTheDocument();
});

it("saves the sliders, service types and switch ('Preferences Updated')", async () => {
  const calls = await show(resultsOf([]));
  const user = userEvent.setup();
  const distance = screen.getByRole('slider', { name: 'Maximum distance' });
  expect(distance).toHaveAttribute('aria-valuetext', '10 miles');
  act(() => distance.focus());
  await user.keyboard('{ArrowRight}{ArrowRight}');
  const score = screen.getByRole('slider', { name: 'Minimum match score' });
  expect(score).toHaveAttribute('aria-valuetext', '70%');
  act(() => score.focus());
  await user.keyboard('{ArrowRight}');
  expect(score).toHaveAttribute('aria-valuetext', '75%');
  await user.click(screen.getByRole('checkbox', { name: 'Pet sitting' }));
  await user.click(screen.getByRole('switch', { name: 'Suggest me only to verified members' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  await flushPromises();

  expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
  expect(JSON.parse(String(asked(calls, 'PUT', '/api/user-preferences')[0].body))).toEqual({
    serviceTypes: ['childcare_sharing', 'playdates', 'holiday', 'home_swapping', 'wellbeing'],
    maxDistance: 12,
    minMatchScore: 0.75,
    verifiedContactOnly: true,
  });
});

it('asks for at least one service type before saving', async () => {
  const calls = await show(resultsOf([]), {
    '/api/user-preferences': () => serviceResponse(200, { ...DEFAULT_PREFERENCES, serviceTypes: ['playdates'] }),
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Playdates' }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  await flushPromises();
  expect(screen.getByText('Choose at least one service type')).toBeInTheDocument();
  expect(asked(calls, 'PUT', '/api/user-preferences')).toEqual([]);
});

it('resumes watching a run already under way when the page opens, and says when it failed', async () => {
  jest.useFakeTimers();
  let polled = 0;
  const calls = await show(resultsOf([aMatch()]), {
    '/api/ai-matching/runs/latest': () => {
      polled += 1;
      return serviceResponse(200, {
        run: aRun(polled === 1 ? { status: 'running', progress: 0.7 } : { status: 'failed' }),
      });
    },
  });
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
  expect(screen.getByRole('button', { name: 'Generate Matches' })).toBeDisabled();

  await act(() => jest.advanceTimersByTimeAsync(MATCH_RUN_POLL_MS));
  expect(screen.getByRole('alert')).toHaveTextContent('Matching did not finish. Please try again.');
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Generate Matches' })).toBeEnabled();
  expect(screen.queryByText('AI Matching Complete')).not.toBeInTheDocument();
  expect(asked(calls, 'GET', '/api/ai-matching/results')).toHaveLength(1);
});
