import { chromium, type APIResponse, type Browser, type Page } from '@playwright/test';
import { CALL_CHROMIUM_ARGS } from '../../../infra/src/call-namespace/chromium-args';
import { clientFor, type RoleClient } from './api-roles';
import { CALL_CHROMIUM_ENV, CALL_NETWORK_UNAVAILABLE_ENV } from './call-network';
import { rememberCookieChoice } from './cookie-consent';

/** Why the video browser tests cannot run on this stack, or null. Under CI they must run: the caller fails instead. */
export function callNetworkUnavailable(): string | null {
  if (process.env[CALL_CHROMIUM_ENV]) return null;
  return (
    process.env[CALL_NETWORK_UNAVAILABLE_ENV] ??
    'the stack was not started by this run (E2E_BASE_URL), so it has no call network'
  );
}

/** Chromium inside the call namespace: it opens the stack at the same http://localhost:PORT as every other test. */
export function launchCallBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env[CALL_CHROMIUM_ENV], args: CALL_CHROMIUM_ARGS });
}

/** A member with a name of their own (tiles and chat show first names). */
export const memberNamed = (fullName: string, baseURL: string): Promise<RoleClient> =>
  clientFor('member', baseURL, fullName);

/**
 * A page of the call browser signed in as the member. The page's RTCPeerConnections are kept where the test can
 * read their statistics: the test wraps the browser's constructor, the app is unchanged.
 */
export async function callPageAs(browser: Browser, member: RoleClient, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: await member.http.storageState() });
  await rememberCookieChoice(context);
  await context.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const connections: RTCPeerConnection[] = [];
    Object.defineProperty(window, '__callPeerConnections', { value: connections });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        connections.push(this);
      }
    };
  });
  return context.newPage();
}

/** Frames decoded so far for each video this page receives, from the peer connections' getStats. */
export function decodedVideoFrames(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const connections = (window as unknown as { __callPeerConnections: RTCPeerConnection[] }).__callPeerConnections;
    const frames: number[] = [];
    for (const connection of connections) {
      if (connection.connectionState === 'closed') continue;
      const stats = await connection.getStats();
      stats.forEach((report: { type: string; kind?: string; framesDecoded?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') frames.push(report.framesDecoded ?? 0);
      });
    }
    return frames;
  });
}

export interface ScheduledMeeting {
  id: string;
  roomId: string;
}

/** A meeting the host schedules through the API, starting in a few minutes (so Join is open). */
export async function scheduleMeeting(
  host: RoleClient,
  fields: { title: string; maxParticipants: number; isPublic: boolean; startsInMinutes?: number },
): Promise<ScheduledMeeting> {
  const { startsInMinutes = 5, ...meeting } = fields;
  const scheduledFor = new Date(Date.now() + startsInMinutes * 60_000).toISOString();
  const created = await host.http.post('/api/video-meetings', {
    headers: { 'x-csrf-token': host.csrfToken },
    data: { ...meeting, scheduledFor, duration: 60 },
  });
  if (created.status() !== 201) throw new Error(`scheduling failed: ${created.status()} ${await created.text()}`);
  return (await created.json()) as ScheduledMeeting;
}

const memberIdOf = async (member: RoleClient): Promise<string> =>
  ((await (await member.http.get('/api/auth/user')).json()) as { id: string }).id;

/**
 * The host invites the member. Media learns of a new member from identity's events, a moment after registration:
 * until then it answers that it cannot invite them, so this asks again for a few seconds.
 */
export async function inviteOnceKnown(host: RoleClient, meetingId: string, member: RoleClient): Promise<APIResponse> {
  const memberIds = [await memberIdOf(member)];
  const deadline = Date.now() + 15_000;
  for (;;) {
    const invited = await host.http.post(`/api/video-meetings/${meetingId}/invitations`, {
      headers: { 'x-csrf-token': host.csrfToken },
      data: { memberIds },
    });
    if (invited.status() !== 400 || Date.now() >= deadline) return invited;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The host invites the member, who accepts, both through the API. */
export async function inviteAndAccept(host: RoleClient, meetingId: string, member: RoleClient): Promise<void> {
  const invited = await inviteOnceKnown(host, meetingId, member);
  if (invited.status() !== 201) throw new Error(`inviting failed: ${invited.status()} ${await invited.text()}`);
  const invitations = (await (await member.http.get('/api/meeting-invitations')).json()) as Array<{
    id: string;
    meeting: { id: string };
  }>;
  const invitation = invitations.find((candidate) => candidate.meeting.id === meetingId);
  if (!invitation) throw new Error('the invitation did not reach the member');
  const accepted = await member.http.post(`/api/meeting-invitations/${invitation.id}/accept`, {
    headers: { 'x-csrf-token': member.csrfToken },
  });
  if (!accepted.ok()) throw new Error(`accepting failed: ${accepted.status()} ${await accepted.text()}`);
}
