import { Inject, Injectable } from '@nestjs/common';
import { knownMembers, MailQueue, reachable, renderMail, SERVICE_ENV } from '@village/kit';
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
  async warning(manager: EntityManager, subjectMemberId: string, targetType: ReportTargetType): Promise<void> {
    const subject = reachable((await knownMembers(manager, [subjectMemberId])).get(subjectMemberId));
    if (!subject) return;
    const mail = renderMail({
      to: subject.email,
      subject: 'A reminder of the Village community guidelines',
      greeting: `Hello ${subject.firstName},`,
      blocks: [
        { paragraph: `Another member reported ${THEIRS[targetType]}, and our moderators looked into it.` },
        {
          paragraph:
            'Please take a moment to read our terms of service again. Village stays a warm and safe place ' +
            'when we all follow them; if it happens again, your account may be suspended.',
        },
        { button: { label: 'Read our terms of service', href: `${this.appUrl}/terms-of-service` } },
      ],
    });
    await this.mail.queue(mail, { transaction: manager });
  }
}
