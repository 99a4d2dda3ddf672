import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render-with-providers';
import { routeFetch, serviceResponse, type FetchCall } from '../services/testing/service-fixtures';
import { InviteDialog } from './invite-dialog';
import { aMeeting } from './testing/meeting-fixtures';
import type { FoundMember, HostInvitation } from './video-meetings-api';

const meeting = aMeeting({ isHost: true });
const jordan: FoundMember = { id: 'u-jordan', firstName: 'Jordan', lastName: 'Reyes', profileImageUrl: null };
const jo: FoundMember = { id: 'u-jo', firstName: 'Jo', lastName: 'Marsh', profileImageUrl: null };
const joy: FoundMember = { id: 'u-joy', firstName: 'Joy', lastName: 'Adeyemi', profileImageUrl: null };
const joyInvited: HostInvitation = {
  id: 'inv-joy',
  status: 'accepted',
  invitee: { id: joy.id, firstName: joy.firstName, lastName: joy.lastName },
};

const openInvite = async (routes: Record<string, (call: FetchCall) => Response> = {}) => {
  const calls = routeFetch({
    '/api/video-meetings/m-1': () => serviceResponse(200, { ...meeting, invitations: [joyInvited] }),
    '/api/members/search': () => serviceResponse(200, { members: [jordan, jo, joy] }),
    ...routes,
  });
  await renderWithProviders(<InviteDialog meeting={meeting} />);
  await userEvent.click(screen.getByRole('button', { name: 'Invite members to Sleep support circle' }));
  return { calls, dialog: await screen.findByRole('dialog', { name: 'Invite members' }) };
};

const searches = (calls: FetchCall[]) => calls.filter((call) => call.url.startsWith('/api/members/search'));

it('shows who is invited already, with each answer', async () => {
  const { dialog } = await openInvite();
  const invited = await within(dialog).findByRole('list', { name: 'Invited members' });
  expect(within(invited).getByRole('listitem')).toHaveTextContent('Joy Adeyemiaccepted');
});

it('searches only from 2 letters, once typing pauses', async () => {
  const { dialog, calls } = await openInvite();
  const search = within(dialog).getByLabelText('Search members by name');
  await userEvent.type(search, 'J');
  expect(within(dialog).getByText('Type at least 2 letters of a name.')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(searches(calls)).toEqual([]);

  await userEvent.type(search, 'o r');
  expect(await within(dialog).findByRole('list', { name: 'Members found' })).toBeInTheDocument();
  expect(searches(calls).map((call) => call.url)).toEqual(['/api/members/search?q=Jo+r']);
  expect(within(dialog).getByText('3 members found.')).toBeInTheDocument();
});

it('invites the members ticked, says so, and lists them as invited', async () => {
  let invitedNow: HostInvitation[] = [joyInvited];
  const { dialog, calls } = await openInvite({
    '/api/video-meetings/m-1': () => serviceResponse(200, { ...meeting, invitations: invitedNow }),
    '/api/video-meetings/m-1/invitations': () => {
      invitedNow = [
        joyInvited,
        { id: 'inv-jordan', status: 'pending', invitee: { id: jordan.id, firstName: 'Jordan', lastName: 'Reyes' } },
        { id: 'inv-jo', status: 'pending', invitee: { id: jo.id, firstName: 'Jo', lastName: 'Marsh' } },
      ];
      return serviceResponse(201, { invitations: invitedNow.slice(1) });
    },
  });
  expect(within(dialog).getByRole('button', { name: 'Invite' })).toBeDisabled();
  await userEvent.type(within(dialog).getByLabelText('Search members by name'), 'Jo');
  const found = await within(dialog).findByRole('list', { name: 'Members found' });
  const already = within(found).getByRole('checkbox', { name: 'Joy Adeyemi (already invited)' });
  expect(already).toBeDisabled();
  expect(already).toBeChecked();
  await userEvent.click(within(found).getByRole('checkbox', { name: 'Jordan Reyes' }));
  await userEvent.click(within(found).getByRole('checkbox', { name: 'Jo Marsh' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));

  const posted = calls.find((call) => call.method === 'POST');
  expect(posted?.url).toBe('/api/video-meetings/m-1/invitations');
  expect(JSON.parse(String(posted?.body))).toEqual({ memberIds: [jordan.id, jo.id] });
  expect(await screen.findByText('Invitations Sent')).toBeInTheDocument();
  expect(screen.getByText('2 members invited.')).toBeInTheDocument();
  const invited = within(dialog).getByRole('list', { name: 'Invited members' });
  expect(await within(invited).findByText('Jordan Reyes')).toBeInTheDocument();
  expect(within(invited).getAllByText('pending')).toHaveLength(2);
  expect(within(found).getByRole('checkbox', { name: 'Jordan Reyes (already invited)' })).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Invite' })).toBeDisabled();
});

it('shows the server’s refusal when an invitation is refused', async () => {
  const { dialog } = await openInvite({
    '/api/video-meetings/m-1/invitations': () => serviceResponse(400, { message: 'You cannot invite this member.' }),
  });
  await userEvent.type(within(dialog).getByLabelText('Search members by name'), 'Jo');
  await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Jo Marsh' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
  expect(await screen.findByText('Failed to send invitations')).toBeInTheDocument();
  expect(screen.getByText('You cannot invite this member.')).toBeInTheDocument();
  expect(within(dialog).getByRole('checkbox', { name: 'Jo Marsh' })).toBeChecked();
});
