import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse } from '../services/testing/service-fixtures';
import type { CommunityEvent } from './community-events-api';
import CommunityEventsPage from './community-events-page';

const coffee: CommunityEvent = {
  id: 'e-1',
  title: 'Parents coffee',
  description: '',
  eventType: 'meetup',
  location: 'Library hall',
  isVirtual: false,
  startDateTime: '2030-03-05T10:00:00.000Z',
  endDateTime: '2030-03-05T11:00:00.000Z',
  maxParticipants: 10,
  currentParticipants: 0,
  waitlistLength: 0,
  isOrganiser: true,
  organizer: { firstName: 'Olive', lastName: null },
  userRsvpStatus: null,
  myRsvp: null,
  seriesId: 's-1',
  recurrenceRule: 'FREQ=WEEKLY',
  isCancelled: false,
};

it('sends a custom repeat rule, asking for one first', async () => {
  const calls = routeFetch({
    '/api/community-events': (call) =>
      call.method === 'POST' ? serviceResponse(201, coffee) : serviceResponse(200, []),
  });
  await renderWithProviders(<CommunityEventsPage />, { route: '/community-events' });
  await userEvent.click(await screen.findByRole('button', { name: 'Create Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Event' });
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Parents coffee');
  await userEvent.selectOptions(within(dialog).getByLabelText('Event type'), 'Meetup');
  await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-03-05T10:00');
  await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-03-05T11:00');
  expect(within(dialog).getByLabelText('Repeats')).toHaveValue('none');
  await userEvent.selectOptions(within(dialog).getByLabelText('Repeats'), 'Custom…');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByText('Please enter a repeat rule, e.g. FREQ=WEEKLY;BYDAY=MO')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Repeat rule'), 'FREQ=WEEKLY;COUNT=6');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));

  const posted = calls.find((call) => call.method === 'POST');
  expect(JSON.parse(String(posted?.body))).toMatchObject({ repeats: 'custom', recurrenceRule: 'FREQ=WEEKLY;COUNT=6' });
  expect(await screen.findByText('Event Created')).toBeInTheDocument();
});

it("lets the organiser cancel one date of a series or the whole series, and marks it 'Repeats'", async () => {
  const calls = routeFetch({
    '/api/community-events/e-1/cancel': () => serviceResponse(200, { ...coffee, isCancelled: true }),
    '/api/community-events': () => serviceResponse(200, [coffee]),
  });
  await renderWithProviders(<CommunityEventsPage />, { route: '/community-events' });
  const card = await screen.findByRole('listitem', { name: 'Parents coffee' });
  expect(within(card).getByText('Repeats')).toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Cancel Parents coffee on this date' }));
  expect(await screen.findByText('Event cancelled')).toBeInTheDocument();
  await userEvent.click(within(card).getByRole('button', { name: 'Cancel every date of Parents coffee' }));
  expect(await screen.findByText('Series cancelled')).toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => String(call.body))).toEqual([
    '{"wholeSeries":false}',
    '{"wholeSeries":true}',
  ]);
});

it('lets the organiser pause and resume one date or the whole series, and shows the date Paused', async () => {
  let paused = false;
  const calls = routeFetch({
    '/api/community-events/e-1/pause': () => {
      paused = true;
      return serviceResponse(200, { ...coffee, isPaused: true });
    },
    '/api/community-events/e-1/resume': () => {
      paused = false;
      return serviceResponse(200, { ...coffee, isPaused: false });
    },
    '/api/community-events': () => serviceResponse(200, [{ ...coffee, isPaused: paused }]),
  });
  await renderWithProviders(<CommunityEventsPage />, { route: '/community-events' });
  const card = await screen.findByRole('listitem', { name: 'Parents coffee' });
  expect(within(card).queryByText('Paused')).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Pause RSVPs to Parents coffee on this date' }));
  expect(await screen.findByText('RSVPs paused')).toBeInTheDocument();
  expect(await within(card).findByText('Paused')).toBeInTheDocument();
  expect(within(card).getByText('RSVPs to this date are paused')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'RSVP' })).not.toBeInTheDocument();

  await userEvent.click(within(card).getByRole('button', { name: 'Resume RSVPs to every date of Parents coffee' }));
  expect(await screen.findByText('Series resumed')).toBeInTheDocument();
  expect(await within(card).findByRole('button', { name: 'RSVP' })).toBeInTheDocument();
  expect(within(card).queryByText('Paused')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'POST').map((call) => [call.url, String(call.body)])).toEqual([
    ['/api/community-events/e-1/pause', '{"wholeSeries":false}'],
    ['/api/community-events/e-1/resume', '{"wholeSeries":true}'],
  ]);
});
