import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, sampleUser } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import { meetingDateTime } from './meeting-words';
import { aMeeting, anInvitation } from './testing/meeting-fixtures';
import type { MeetingInvitation, VideoMeeting } from './video-meetings-api';
import VideoMeetingsPage from './video-meetings-page';

type Routes = Record<string, (call: FetchCall) => Response>;

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

const signedIn = { loadCurrentUser: () => Promise.resolve(sampleUser) };

const show = async ({
  upcoming = [],
  mine = [],
  history = [],
  invitations = [],
  route = '/video-meetings',
  routes = {},
}: {
  upcoming?: VideoMeeting[];
  mine?: VideoMeeting[];
  history?: VideoMeeting[];
  invitations?: MeetingInvitation[];
  route?: string;
  routes?: Routes;
}) => {
  const calls = routeFetch({
    '/api/video-meetings?view=upcoming': () => serviceResponse(200, upcoming),
    '/api/video-meetings?view=mine': () => serviceResponse(200, mine),
    '/api/video-meetings?view=history': () => serviceResponse(200, history),
    '/api/meeting-invitations': () => serviceResponse(200, invitations),
    ...routes,
  });
  await renderWithProviders(
    <>
      <VideoMeetingsPage />
      <WhereAmI />
    </>,
    { route, path: '/video-meetings', ...signedIn },
  );
  return calls;
};

const cardOf = (title: string) => screen.getByRole('listitem', { name: title });
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

it('asks a signed-out visitor to sign in, with Sign In to the login endpoint, and loads nothing', async () => {
  const calls = routeFetch({});
  await renderWithProviders(<VideoMeetingsPage />, { route: '/video-meetings' });
  expect(screen.getByRole('heading', { level: 1, name: 'Please sign in to see video meetings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  expect(calls).toEqual([]);
});

describe('the tabs', () => {
  it('lists the four tabs, opens Upcoming first and counts pending invitations', async () => {
    const calls = await show({ invitations: [anInvitation(), anInvitation({ id: 'i-2' })] });
    const tabs = within(screen.getByRole('tablist', { name: 'Meetings' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Upcoming', 'My Meetings', 'Invitations2 pending', 'History']);
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invitations 2 pending' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(
      expect.arrayContaining(['/api/video-meetings?view=upcoming', '/api/meeting-invitations']),
    );
    expect(screen.getByRole('heading', { name: 'No upcoming meetings' })).toBeInTheDocument();
  });

  it('keeps the open tab in ?tab= and loads each tab’s own list', async () => {
    const calls = await show({ mine: [aMeeting({ title: 'Mine', isHost: true })] });
    await userEvent.click(screen.getByRole('tab', { name: 'My Meetings' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/video-meetings?tab=my-meetings');
    expect(await screen.findByRole('listitem', { name: 'Mine' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/video-meetings?view=mine');

    await userEvent.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.getByLabelText('Location')).toHaveTextContent('/video-meetings?tab=history');
    expect(calls.at(-1)?.url).toBe('/api/video-meetings?view=history');
    expect(await screen.findByRole('heading', { name: 'No past meetings' })).toBeInTheDocument();
  });

  it('opens the tab the link names, and Upcoming for an unknown one', async () => {
    await show({ route: '/video-meetings?tab=invitations', invitations: [anInvitation()] });
    expect(screen.getByRole('tab', { name: /Invitations/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('listitem', { name: 'Playdate planning' })).toBeInTheDocument();
  });

  it('treats an unknown ?tab= as Upcoming', async () => {
    await show({ route: '/video-meetings?tab=nonsense' });
    expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('a meeting card', () => {
  it('shows type, status, public or private, UK date and time, length, places and host', async () => {
    const meeting = aMeeting({ isPublic: false, duration: 90, maxParticipants: 8, callMode: 'sfu' });
    await show({ upcoming: [meeting] });
    const card = cardOf('Sleep support circle');
    expect(within(card).getByText('Support group')).toBeInTheDocument();
    expect(within(card).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(within(card).getByText(meetingDateTime(meeting.scheduledFor))).toBeInTheDocument();
    expect(within(card).getByText('Thu, 14 March 2030 at 14:00')).toBeInTheDocument();
    expect(within(card).getByText('1 hour 30 minutes')).toBeInTheDocument();
    expect(within(card).getByText('Up to 8 participants')).toBeInTheDocument();
    expect(within(card).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Add to calendar/ })).toHaveAttribute(
      'href',
      '/api/video-meetings/m-1/calendar.ics',
    );
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Invite/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('keeps Join disabled, with its opening time, until 15 minutes before the start', async () => {
    await show({ upcoming: [aMeeting({ scheduledFor: '2030-03-14T14:00:00.000Z' })] });
    const join = within(cardOf('Sleep support circle')).getByRole('button', { name: 'Join Sleep support circle' });
    expect(join).toBeDisabled();
    expect(join).toHaveAccessibleDescription('Opens at 13:45 on Thu 14 March');
  });

  it('links Join to the call page once it opens', async () => {
    await show({ upcoming: [aMeeting({ scheduledFor: inMinutes(10), roomId: 'AbCdEfGhIjKlMnOpQr' })] });
    expect(
      within(cardOf('Sleep support circle')).getByRole('link', { name: 'Join Sleep support circle' }),
    ).toHaveAttribute('href', '/video-call/AbCdEfGhIjKlMnOpQr');
  });

  it('has no Join, Invite or Delete once the meeting is over or cancelled', async () => {
    await show({
      upcoming: [
        aMeeting({ id: 'm-1', title: 'Done', status: 'completed', isHost: true }),
        aMeeting({ id: 'm-2', title: 'Called off', status: 'cancelled', isHost: true }),
      ],
    });
    for (const title of ['Done', 'Called off']) {
      expect(within(cardOf(title)).queryByRole('button', { name: new RegExp(`Join|Invite|Delete`) })).toBeNull();
      expect(within(cardOf(title)).queryByRole('link', { name: /Join/ })).toBeNull();
    }
    expect(within(cardOf('Called off')).getByText('Cancelled')).toBeInTheDocument();
  });

  it('says clearly when the meeting is too big for a direct call and no video server is configured', async () => {
    await show({ upcoming: [aMeeting({ maxParticipants: 12, callMode: 'unavailable', directCallLimit: 5 })] });
    expect(within(cardOf('Sleep support circle')).getByRole('note')).toHaveTextContent(
      'Only 5 people can connect directly, and no video server is configured, so at most 5 of the 12 participants can join this call.',
    );
  });

  it('gives the host Invite and Delete; Delete asks first, then says Meeting Deleted and reloads', async () => {
    const mine = aMeeting({ isHost: true });
    let deleted = false;
    const calls = await show({
      upcoming: [mine],
      routes: {
        '/api/video-meetings?view=upcoming': () => serviceResponse(200, deleted ? [] : [mine]),
        '/api/video-meetings/m-1': (call) => {
          deleted = call.method === 'DELETE';
          return serviceResponse(204, {});
        },
      },
    });
    const card = cardOf('Sleep support circle');
    expect(within(card).getByText('Priya Shah (you)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Invite members to Sleep support circle' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Delete Sleep support circle' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this meeting?' });
    expect(confirm).toHaveAccessibleDescription('Are you sure you want to delete this meeting?');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/video-meetings/m-1');
    expect(await screen.findByText('Meeting Deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No upcoming meetings' })).toBeInTheDocument();
  });

  it('says Failed to delete meeting when the delete fails, and keeps the meeting', async () => {
    await show({
      upcoming: [aMeeting({ isHost: true })],
      routes: { '/api/video-meetings/m-1': () => serviceResponse(500, { message: 'boom' }) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Delete Sleep support circle' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete meeting')).toBeInTheDocument();
    // The confirmation stays open (to try again) and hides the page from assistive technology meanwhile.
    expect(screen.getByRole('alertdialog', { name: 'Delete this meeting?' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Sleep support circle', hidden: true })).toBeInTheDocument();
  });
});

describe('the invitations tab', () => {
  it('shows each pending invitation with the meeting, its time and who invited', async () => {
    await show({ route: '/video-meetings?tab=invitations', invitations: [anInvitation()] });
    const card = cardOf('Playdate planning');
    expect(within(card).getByText('Fri, 15 March 2030 at 10:00 UK time (30 minutes)')).toBeInTheDocument();
    expect(within(card).getByText('Sam Carter')).toBeInTheDocument();
  });

  it('accepts: the invitation leaves the list, the count goes and Upcoming shows the meeting', async () => {
    const accepted = aMeeting({ id: 'm-2', title: 'Playdate planning', invitationStatus: 'accepted' });
    let answered = false;
    const calls = await show({
      route: '/video-meetings?tab=invitations',
      routes: {
        '/api/meeting-invitations': () => serviceResponse(200, answered ? [] : [anInvitation()]),
        '/api/meeting-invitations/i-1/accept': () => {
          answered = true;
          return serviceResponse(200, anInvitation({ status: 'accepted' }));
        },
        '/api/video-meetings?view=upcoming': () => serviceResponse(200, answered ? [accepted] : []),
      },
    });
    expect(screen.getByRole('tab', { name: 'Invitations 1 pending' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation to Playdate planning' }));

    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/meeting-invitations/i-1/accept');
    expect(await screen.findByText('Invitation Accepted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No invitations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Invitations' })).toHaveFocus();

    await userEvent.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(
      within(await screen.findByRole('listitem', { name: 'Playdate planning' })).getByText('accepted'),
    ).toBeInTheDocument();
  });

  it('declines with the decline route', async () => {
    const calls = await show({
      route: '/video-meetings?tab=invitations',
      invitations: [anInvitation()],
      routes: {
        '/api/meeting-invitations/i-1/decline': () => serviceResponse(200, anInvitation({ status: 'declined' })),
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Decline the invitation to Playdate planning' }));
    expect(calls.find((call) => call.method === 'POST')?.url).toBe('/api/meeting-invitations/i-1/decline');
    expect(await screen.findByText('Invitation Declined')).toBeInTheDocument();
  });
});

it('refreshes the open list after Create Meeting', async () => {
  const created = aMeeting({ title: 'New one', isHost: true });
  let made = false;
  await show({
    routes: {
      '/api/video-meetings?view=upcoming': () => serviceResponse(200, made ? [created] : []),
      '/api/video-meetings': () => {
        made = true;
        return serviceResponse(201, created);
      },
    },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Create Meeting' }));
  const dialog = screen.getByRole('dialog', { name: 'Create Meeting' });
  await userEvent.type(within(dialog).getByLabelText('Title'), 'New one');
  await userEvent.type(within(dialog).getByLabelText('Date and time'), '2030-03-14T19:00');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create Meeting' }));
  expect(await screen.findByText('Meeting Created')).toBeInTheDocument();
  expect(await screen.findByRole('listitem', { name: 'New one' })).toBeInTheDocument();
});
