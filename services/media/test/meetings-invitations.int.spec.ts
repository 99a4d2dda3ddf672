import { startMedia, TEST_APP_URL, type MediaTestApp } from './support/media-test-app';
import { errorOf, INVITATION_FIELDS, meetingsOf, type InvitationAnswer, type TestMember } from './support/meetings';

let media: MediaTestApp;
let meetings: ReturnType<typeof meetingsOf>;

beforeAll(async () => {
  media = await startMedia();
  meetings = meetingsOf(media);
});

afterAll(async () => {
  await media?.close();
});

const PENDING = `query Pending { myMeetingInvitations { ${INVITATION_FIELDS} } }`;
const ACCEPT = `mutation Accept($id: ID!) { acceptMeetingInvitation(id: $id) { ${INVITATION_FIELDS} } }`;
const DECLINE = `mutation Decline($id: ID!) { declineMeetingInvitation(id: $id) { ${INVITATION_FIELDS} } }`;

const pendingOf = async (member: TestMember): Promise<InvitationAnswer[]> => {
  const answer = await meetings.graph<{ myMeetingInvitations: InvitationAnswer[] }>(member, PENDING);
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.myMeetingInvitations;
};

it('emails each new invitee with the title, the London time and a link to their invitations', async () => {
  const host = await meetings.member('Hana');
  const ivy = await meetings.member('Ivy');
  const meeting = await meetings.schedule(host, { title: 'Playdate planning', scheduledFor: '2030-06-01T09:30:00Z' });

  const invitations = await meetings.invite(host, meeting.id, ivy);
  expect(invitations).toEqual([{ id: expect.any(String), status: 'pending', invitee: { id: ivy.id } }]);
  const mails = await meetings.mailTo(ivy);
  expect(mails).toHaveLength(1);
  expect(mails[0]?.subject).toBe('Hana invited you to a video meeting: Playdate planning');
  expect(mails[0]?.text).toContain('Saturday, 1 June 2030 at 10:30 (UK time)');
  expect(mails[0]?.text).toContain(`${TEST_APP_URL}/video-meetings?tab=invitations`);

  const again = await meetings.invite(host, meeting.id, ivy);
  expect(again.map((invitation) => invitation.id)).toEqual([invitations[0]?.id]);
  expect(await meetings.mailTo(ivy)).toHaveLength(1);
});

it('refuses self, members media does not know and members across a block either way', async () => {
  const host = await meetings.member('Hana');
  const blocked = await meetings.member('Bo');
  const blocking = await meetings.member('Bea');
  const fine = await meetings.member('Fay');
  await meetings.block(host, blocked);
  await meetings.block(blocking, host);
  const meeting = await meetings.schedule(host);
  const unknown = { id: '00000000-0000-4000-8000-000000000001', token: '', email: '' };

  for (const invitees of [[host], [unknown], [fine, blocked], [blocking]]) {
    const answer = await meetings.graph(host, meetings.INVITE, {
      meetingId: meeting.id,
      memberIds: invitees.map((invitee) => invitee.id),
    });
    expect(errorOf(answer)).toMatchObject({
      message: 'You cannot invite this member.',
      extensions: expect.objectContaining({ errorCode: 'CANNOT_INVITE' }),
    });
  }
  expect(await pendingOf(fine)).toEqual([]);
  const tooMany = await meetings.graph(host, meetings.INVITE, { meetingId: meeting.id, memberIds: [] });
  expect(errorOf(tooMany)?.message).toBe('Choose between 1 and 20 members to invite');
});

it('lets only the host invite', async () => {
  const host = await meetings.member('Hana');
  const other = await meetings.member('Oli');
  const friend = await meetings.member('Fay');
  const meeting = await meetings.schedule(host);
  const answer = await meetings.graph(other, meetings.INVITE, { meetingId: meeting.id, memberIds: [friend.id] });
  expect(errorOf(answer)?.message).toBe('Meeting not found');
  expect(await pendingOf(friend)).toEqual([]);
});

it('lists my pending invitations; accepting and declining change the status and email the host', async () => {
  const host = await meetings.member('Hana');
  const ada = await meetings.member('Ada');
  const dee = await meetings.member('Dee');
  const meeting = await meetings.schedule(host, { title: 'Sleep clinic', isPublic: false });
  await meetings.invite(host, meeting.id, ada, dee);

  const [adaInvitation] = await pendingOf(ada);
  expect(adaInvitation).toMatchObject({
    status: 'pending',
    inviter: { id: host.id },
    meeting: { id: meeting.id, title: 'Sleep clinic', roomId: meeting.roomId, duration: 60 },
  });
  const [deeInvitation] = await pendingOf(dee);

  const accepted = await meetings.graph<{ acceptMeetingInvitation: InvitationAnswer }>(ada, ACCEPT, {
    id: adaInvitation?.id,
  });
  expect(accepted.data?.acceptMeetingInvitation).toMatchObject({
    status: 'accepted',
    meeting: { invitationStatus: 'accepted' },
  });
  const declined = await meetings.graph<{ declineMeetingInvitation: InvitationAnswer }>(dee, DECLINE, {
    id: deeInvitation?.id,
  });
  expect(declined.data?.declineMeetingInvitation.status).toBe('declined');
  expect(await pendingOf(ada)).toEqual([]);
  expect(await pendingOf(dee)).toEqual([]);

  const subjects = (await meetings.mailTo(host)).map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      'Ada accepted your invitation to Sleep clinic',
      'Dee declined your invitation to Sleep clinic',
    ]),
  );
  expect(subjects).toHaveLength(2);
  const seen = await meetings.graph<{
    videoMeeting: { invitations: Array<{ status: string; invitee: { id: string } }> };
  }>(host, 'query One($id: ID!) { videoMeeting(id: $id) { invitations { status invitee { id } } } }', {
    id: meeting.id,
  });
  expect(seen.data?.videoMeeting.invitations).toEqual(
    expect.arrayContaining([
      { status: 'accepted', invitee: { id: ada.id } },
      { status: 'declined', invitee: { id: dee.id } },
    ]),
  );
});

it('refuses answers from anyone but the invitee, and to cancelled meetings', async () => {
  const host = await meetings.member('Hana');
  const ivy = await meetings.member('Ivy');
  const stranger = await meetings.member('Sam');
  const meeting = await meetings.schedule(host);
  const [invitation] = await meetings.invite(host, meeting.id, ivy);

  for (const who of [stranger, host]) {
    for (const mutation of [ACCEPT, DECLINE]) {
      const answer = await meetings.graph(who, mutation, { id: invitation?.id });
      expect(errorOf(answer)).toMatchObject({
        message: 'Invitation not found',
        extensions: expect.objectContaining({ errorCode: 'INVITATION_NOT_FOUND' }),
      });
    }
  }
  expect(errorOf(await meetings.graph(ivy, ACCEPT, { id: 'nope' }))?.message).toBe('Invitation not found');

  await meetings.graph(host, 'mutation C($id: ID!) { cancelVideoMeeting(id: $id) }', { id: meeting.id });
  expect(errorOf(await meetings.graph(ivy, ACCEPT, { id: invitation?.id }))?.message).toBe(
    'This meeting was cancelled.',
  );
  expect(await pendingOf(ivy)).toEqual([]);
});

it('hides an invitation once either member blocks the other', async () => {
  const host = await meetings.member('Hana');
  const ivy = await meetings.member('Ivy');
  const meeting = await meetings.schedule(host, { isPublic: false });
  const [invitation] = await meetings.invite(host, meeting.id, ivy);
  await meetings.block(ivy, host);

  expect(await pendingOf(ivy)).toEqual([]);
  expect(errorOf(await meetings.graph(ivy, ACCEPT, { id: invitation?.id }))?.message).toBe('Invitation not found');
});
