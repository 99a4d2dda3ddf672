import { Inject, Injectable } from '@nestjs/common';
import {
  knownMembers,
  type MailBlock,
  MailQueue,
  reachable,
  reachableMember,
  renderMail,
  SERVICE_ENV,
} from '@village/kit';
import type { EntityManager } from 'typeorm';
import type { CommunityEnv } from '../env';
import type { ReportOutcome, ReportTargetType } from './report.words';

/** What the reporter reported, in their words. */
const REPORTED: Record<ReportTargetType, string> = {
  post: 'the forum post you reported',
  reply: 'the forum reply you reported',
  member: 'the member you reported',
  service: 'the service you reported',
  event: 'the event you reported',
  message: 'the message you reported',
};

/** What the subject's own thing is, for a warning. */
const THEIRS: Record<ReportTargetType, string> = {
  post: 'one of your forum posts',
  reply: 'one of your forum replies',
  member: 'your activity on Village',
  service: 'one of your services',
  event: 'one of your events',
  message: 'one of your messages',
};

const OUTCOME_TO_REPORTER: Record<ReportOutcome, (what: string) => string> = {
  dismiss: (what) =>
    `We looked carefully at ${what} and found that it is within our community guidelines, so we have not taken ` +
    'any action this time.',
  remove_content: (what) => `We looked carefully at ${what} and have removed it from Village.`,
  warn: (what) => `We looked carefully at ${what} and have reminded the member of our community guidelines.`,
  suspend: (what) => `We looked carefully at ${what} and have suspended the member's account.`,
};

/** Emails about reports, queued in the resolution's transaction, only to confirmed addresses. */
@Injectable()
export class ReportMail {
  private readonly appUrl: string;

  constructor(
    private readonly mail: MailQueue,
    @Inject(SERVICE_ENV) env: CommunityEnv,
  ) {
    this.appUrl = env.APP_URL.replace(/\/+$/, '');
  }

  /** Tells each reporter, kindly, what came of their report. */
  async outcome(
    manager: EntityManager,
    reporterIds: string[],
    targetType: ReportTargetType,
    outcome: ReportOutcome,
  ): Promise<void> {
    const members = await knownMembers(manager, reporterIds);
    for (const reporterId of reporterIds) {
      const reporter = reachable(members.get(reporterId));
      if (!reporter) continue;
      const mail = renderMail({
        to: reporter.email,
        subject: 'An update on your report',
        greeting: `Hello ${reporter.firstName},`,
        blocks: [
          { paragraph: 'Thank you for telling us about something that worried you. It helps keep Village safe.' },
          { paragraph: OUTCOME_TO_REPORTER[outcome](REPORTED[targetType]) },
          { paragraph: 'If anything else concerns you, you can always report it again.' },
        ],
      });
      await this.mail.queue(mail, { transaction: manager });
    }
  }

  /** Warns the member a report was about. */
  warning(manager: EntityManager, subjectMemberId: string, targetType: ReportTargetType): Promise<void> {
    return this.toSubject(manager, subjectMemberId, 'A reminder of the Village community guidelines', [
      { paragraph: `Another member reported ${THEIRS[targetType]}, and our moderators looked into it.` },
      {
        paragraph:
          'Please take a moment to read our terms of service again. Village stays a warm and safe place ' +
          'when we all follow them; if it happens again, your account may be suspended.',
      },
      { button: { label: 'Read our terms of service', href: `${this.appUrl}/terms-of-service` } },
    ]);
  }

  /** Tells the member a report was about that their account is suspended, and how to ask us to look again. */
  suspension(manager: EntityManager, subjectMemberId: string, targetType: ReportTargetType): Promise<void> {
    return this.toSubject(manager, subjectMemberId, 'Your Village account has been suspended', [
      { paragraph: `Another member reported ${THEIRS[targetType]}, and our moderators looked into it.` },
      {
        paragraph:
          'We have suspended your account, so you cannot sign in for now. If you think we got this wrong, ' +
          'write to us through the contact form and a member of the team will look at it again.',
      },
      { button: { label: 'Contact us', href: `${this.appUrl}/#contact-us` } },
    ]);
  }

  private async toSubject(
    manager: EntityManager,
    subjectMemberId: string,
    subject: string,
    blocks: MailBlock[],
  ): Promise<void> {
    const member = await reachableMember(manager, subjectMemberId);
    if (!member) return;
    const mail = renderMail({ to: member.email, subject, greeting: `Hello ${member.firstName},`, blocks });
    await this.mail.queue(mail, { transaction: manager });
  }
}
