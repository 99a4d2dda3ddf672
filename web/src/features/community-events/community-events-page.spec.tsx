import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import type { CommunityEvent } from './community-events-api';
import CommunityEventsPage from './community-events-page';
import { eventDateTime } from './event-words';

const anEvent = (overrides: Partial<CommunityEvent>): CommunityEvent => ({
  id: 'e-1',
  title: 'Park picnic',
  description: 'Bring a blanket.',
  eventType: 'social',
  location: 'Rowntree Park',
  isVirtual: false,
  startDateTime: '2030-03-14T10:30:00.000Z',
  endDateTime: '2030-03-14T12:30:00.000Z',
  maxParticipants: 20,
  currentParticipants: 3,
  waitlistLength: 0,
  isOrganiser: false,
  organizer: { firstName: 'Sam', lastName: null },
  userRsvpStatus: null,
  myRsvp: null,
  ...overrides,
});

const picnic = anEvent({
  userRsvpStatus: 'confirmed',
  myRsvp: { status: 'going', childrenAges: [4], waitlistPosition: null },
});
const talk = anEvent({
  id: 'e-2',
  title: 'Sleep talk',
  eventType: 'educational',
  isVirtual: true,
  location: null,
  maxParticipants: 2,
  currentParticipants: 2,
  waitlistLength: 1,
  organizer: { firstName: 'Priya', lastName: 'K' },
});
const craft = anEvent({
  id: 'e-3',
  title: 'Craft morning',
  eventType: 'workshop',
  location: null,
  maxParticipants: 2,
  currentParticipants: 2,
  waitlistLength: 2,
  userRsvpStatus: 'waitlisted',
  myRsvp: { status: 'waitlisted', childrenAges: [], waitlistPosition: 2 },
});
const quiz = anEvent({ id: 'e-4', title: 'Quiz night', eventType: 'meetup' });

const show = async (events: CommunityEvent[], routes: Record<string, (call: FetchCall) => Response> = {}) => {
  const calls = routeFetch({ '/api/community-events': () => serviceResponse(200, events), ...routes });
  await renderWithProviders(<CommunityEventsPage />, { route: '/community-events' });
  return calls;
};

const cardOf = (title: string) => screen.getByRole('listitem', { name: title });

it('shows each card as the spec lists it: type, virtual icon, en-GB start, place, places, organiser and RSVP state', async () => {
  await show([picnic, talk, craft, quiz]);

  const going = cardOf('Park picnic');
  expect(within(going).getByText('Social')).toBeInTheDocument();
  expect(within(going).queryByText('Virtual')).not.toBeInTheDocument();
  expect(within(going).getByText(eventDateTime(picnic.startDateTime))).toBeInTheDocument();
  expect(eventDateTime(picnic.startDateTime)).toMatch(/^Thu, 14 March 2030 at \d\d:\d\d$/);
  expect(within(going).getByText('Rowntree Park')).toBeInTheDocument();
  expect(within(going).getByText(/3 \/ 20 participants/)).toBeInTheDocument();
  expect(within(going).getByText('Sam')).toBeInTheDocument();
  expect(within(going).getByText(/Attending/)).toHaveTextContent('Attending(with 1 child)');
  expect(within(going).getByRole('button', { name: 'Cancel RSVP' })).toBeInTheDocument();
  expect(within(going).getByRole('link', { name: 'Details of Park picnic' })).toHaveAttribute(
    'href',
    '/community-events/e-1',
  );

  const full = cardOf('Sleep talk');
  expect(within(full).getByText('Educational')).toBeInTheDocument();
  expect(within(full).getByText('Virtual')).toBeInTheDocument();
  expect(within(full).getByText('Virtual Event')).toBeInTheDocument();
  expect(within(full).getByText('2 / 2 participants, 1 waiting')).toBeInTheDocument();
  expect(within(full).getByText('Priya K.')).toBeInTheDocument();
  expect(within(full).getByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();

  const waiting = cardOf('Craft morning');
  expect(within(waiting).getByText('Workshop')).toBeInTheDocument();
  expect(within(waiting).getByText('Location TBA')).toBeInTheDocument();
  expect(within(waiting).getByText('On the waitlist (#2)')).toBeInTheDocument();
  expect(within(waiting).getByRole('button', { name: 'Leave waitlist' })).toBeInTheDocument();

  expect(within(cardOf('Quiz night')).getByRole('button', { name: 'RSVP' })).toBeInTheDocument();
});

it('filters by type with the spec’s filter bar', async () => {
  const calls = await show([quiz]);
  const bar = screen.getByRole('group', { name: 'Event types' });
  expect(
    within(bar)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['All Events', 'Social', 'Workshops', 'Support Groups', 'Educational', 'Meetups']);
  await userEvent.click(within(bar).getByRole('button', { name: 'Support Groups' }));
  expect(calls.at(-1)?.url).toBe('/api/community-events?type=support_group');
  expect(within(bar).getByRole('button', { name: 'Support Groups' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows the empty state, whose button opens the Create Event dialog', async () => {
  await show([]);
  expect(screen.getByRole('heading', { name: 'No events found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Create First Event' }));
  expect(screen.getByRole('dialog', { name: 'Create Event' })).toBeInTheDocument();
});

it('refuses an empty form, an end before the start and too few places, with clear messages', async () => {
  await show([]);
  await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Event' });
  expect(within(dialog).getByLabelText('Max participants')).toHaveValue(20);
  await userEvent.clear(within(dialog).getByLabelText('Max participants'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Please choose an event type')).toBeInTheDocument();
  expect(within(dialog).getByText('Start date and time is required')).toBeInTheDocument();
  expect(within(dialog).getByText('End date and time is required')).toBeInTheDocument();
  expect(within(dialog).getByText('Max participants must be a number')).toBeInTheDocument();

  await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-03-14T12:00');
  await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-03-14T11:00');
  await userEvent.type(within(dialog).getByLabelText('Max participants'), '1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByText('The end must be after the start')).toBeInTheDocument();
  expect(within(dialog).getByText('Max participants must be at least 2')).toBeInTheDocument();

  await userEvent.clear(within(dialog).getByLabelText('Max participants'));
  await userEvent.type(within(dialog).getByLabelText('Max participants'), '101');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));
  expect(within(dialog).getByText('Max participants must be at most 100')).toBeInTheDocument();
});

it('hides the location for a virtual event, creates it, says Event Created, closes and refetches', async () => {
  const calls = await show([], {
    '/api/community-events': (call) => (call.method === 'POST' ? serviceResponse(201, quiz) : serviceResponse(200, [])),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Event' });
  await userEvent.type(within(dialog).getByLabelText('Title'), 'Quiz night');
  await userEvent.selectOptions(within(dialog).getByLabelText('Event type'), 'Meetup');
  expect(within(dialog).getByLabelText('Location')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Virtual event' }));
  expect(within(dialog).queryByLabelText('Location')).not.toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Starts'), '2030-03-14T19:00');
  await userEvent.type(within(dialog).getByLabelText('Ends'), '2030-03-14T21:00');
  const listsBefore = calls.filter((call) => call.method === 'GET').length;
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Event' }));

  const posted = calls.find((call) => call.method === 'POST');
  expect(JSON.parse(String(posted?.body))).toEqual({
    title: 'Quiz night',
    description: null,
    eventType: 'meetup',
    isVirtual: true,
    location: null,
    startDateTime: new Date('2030-03-14T19:00').toISOString(),
    endDateTime: new Date('2030-03-14T21:00').toISOString(),
    maxParticipants: 20,
  });
  expect(await screen.findByText('Event Created')).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Create Event' })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.method === 'GET').length).toBe(listsBefore + 1);
  await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
  expect(screen.getByLabelText('Title')).toHaveValue('');
});

it('RSVPs with the ages of the children coming, refusing anything but ages 0 to 17', async () => {
  const calls = await show([quiz], {
    '/api/community-events/e-4/rsvp': () =>
      serviceResponse(200, { ...quiz, myRsvp: { status: 'going', childrenAges: [4, 7], waitlistPosition: null } }),
  });
  const card = cardOf('Quiz night');
  const ages = within(card).getByLabelText('Children coming (ages, optional)');
  await userEvent.type(ages, 'Maya');
  await userEvent.click(within(card).getByRole('button', { name: 'RSVP' }));
  expect(within(card).getByText('Enter ages only, as whole numbers separated by commas')).toBeInTheDocument();
  await userEvent.clear(ages);
  await userEvent.type(ages, '4, 19');
  await userEvent.click(within(card).getByRole('button', { name: 'RSVP' }));
  expect(within(card).getByText('Each age must be from 0 to 17')).toBeInTheDocument();
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await userEvent.clear(ages);
  await userEvent.type(ages, '4, 7');
  await userEvent.click(within(card).getByRole('button', { name: 'RSVP' }));
  const posted = calls.find((call) => call.method === 'POST');
  expect(posted?.url).toBe('/api/community-events/e-4/rsvp');
  expect(JSON.parse(String(posted?.body))).toEqual({ status: 'confirmed', childrenAges: [4, 7] });
  expect(await screen.findByText('RSVP Updated')).toBeInTheDocument();
});
