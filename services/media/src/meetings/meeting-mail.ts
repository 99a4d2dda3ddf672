import { Inject, Injectable } from '@nestjs/common';
import { knownMembers, MailQueue, reachable, renderMail, SERVICE_ENV } from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { MediaEnv } from '../env';
import { londonTime } from './meeting-words';

export interface MailedMeeting {
  title: string;
  scheduledFor: Date;
  hostId: string;
}

/** Emails about meetings, queued in the transaction that changes them (they go if and only if it commits). */
@Injectable()
export class MeetingMail {
  private readonly appUrl: string;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: MediaEnv,
  ) {
    this.appUrl = env.APP_URL.replace(/\/$/, '');
  }

  /** To each newly invited member with a confirmed address. */
  async invited(manager: EntityManager, meeting: MailedMeeting, inviteeIds: readonly string[]): Promise<void> {
    const known = await knownMembers(manager, [meeting.hostId, ...inviteeIds]);
    const host = known.get(meeting.hostId)?.firstName ?? 'A member';
    for (const inviteeId of inviteeIds) {
      const to = reachable(known.get(inviteeId));
      if (!to) continue;
      await this.mail.queue(
        renderMail({
          to: to.email,
          subject: `${host} invited you to a video meeting: ${meeting.title}`,
          greeting: `Hello ${to.firstName},`,
          blocks: [
            { paragraph: `${host} invited you to the video meeting ${meeting.title}.` },
            { paragraph: `It starts on ${londonTime(meeting.scheduledFor)} (UK time).` },
            { button: { label: 'See your invitations', href: `${this.appUrl}/video-meetings?tab=invitations` } },
            { note: 'Accept or decline the invitation so the host knows whether you are coming.' },
          ],
        }),
        { transaction: manager },
      );
    }
  }

  /** To the invitees who had not declined, when the host cancels. */
  async cancelled(manager: EntityManager, meeting: MailedMeeting, inviteeIds: readonly string[]): Promise<void> {
    const known = await knownMembers(manager, inviteeIds);
    for (const inviteeId of inviteeIds) {
      const to = reachable(known.get(inviteeId));
      if (!to) continue;
      await this.mail.queue(
        renderMail({
          to: to.email,
          subject: `Meeting cancelled: ${meeting.title}`,
          greeting: `Hello ${to.firstName},`,
          blocks: [
            {
              paragraph: `The host cancelled the video meeting ${meeting.title}, planned for ${londonTime(meeting.scheduledFor)} (UK time).`,
            },
            { button: { label: 'See your meetings', href: `${this.appUrl}/video-meetings` } },
          ],
        }),
        { transaction: manager },
      );
    }
  }

  /** To the host, when an invitee answers. */
  async responded(
    manager: EntityManager,
    meeting: MailedMeeting,
    inviteeId: string,
    answer: 'accepted' | 'declined',
  ): Promise<void> {
    const known = await knownMembers(manager, [meeting.hostId, inviteeId]);
    const to = reachable(known.get(meeting.hostId));
    if (!to) return;
    const invitee = known.get(inviteeId)?.firstName ?? 'A member';
    const sentence = `${invitee} ${answer} your invitation to ${meeting.title}`;
    await this.mail.queue(
      renderMail({
        to: to.email,
        subject: sentence,
        greeting: `Hello ${to.firstName},`,
        blocks: [
          { paragraph: `${sentence}, on ${londonTime(meeting.scheduledFor)} (UK time).` },
          { button: { label: 'See your meetings', href: `${this.appUrl}/video-meetings?tab=my-meetings` } },
        ],
      }),
      { transaction: manager },
    );
  }
}
