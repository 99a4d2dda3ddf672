import { type OutgoingMail, renderMail } from '@village/kit';
import type { MailBlock } from '@village/kit';
import { describeCheckIn, type MeetingFacts } from './first-meeting';

/** What a trusted contact's emails say: the plan, and who shared it. */
export interface SharedPlan {
  contactName: string;
  contactEmail: string;
  ownerName: string;
  meetingNote: string | null;
  checkInAt: Date | null;
  facts: MeetingFacts;
}

const planBlocks = (plan: SharedPlan): MailBlock[] => [
  { quote: `Who: ${plan.facts.who}` },
  { quote: `Where: ${plan.facts.where}` },
  ...(plan.meetingNote ? [{ quote: `Meeting place: ${plan.meetingNote}` }] : []),
  { quote: `When: ${plan.facts.when}` },
];

/** The emails to a member's trusted contact (who is not a Village member): the plan, then a missed check-in. */
export const safetyPlanMail = {
  shared: (plan: SharedPlan): OutgoingMail =>
    renderMail({
      to: plan.contactEmail,
      subject: `${plan.ownerName} shared their plan for a first meeting with you`,
      greeting: `Hello ${plan.contactName},`,
      blocks: [
        {
          paragraph: `${plan.ownerName} is meeting someone new through Village and asked us to tell you the plan.`,
        },
        ...planBlocks(plan),
        plan.checkInAt
          ? {
              paragraph: `${plan.ownerName} will check in by ${describeCheckIn(plan.checkInAt)}. If they do not, we will email you.`,
            }
          : { paragraph: `${plan.ownerName} has not set a check-in time.` },
        { note: 'You do not need a Village account; there is nothing for you to do now.' },
      ],
    }),

  missedCheckIn: (plan: SharedPlan & { checkInAt: Date }): OutgoingMail =>
    renderMail({
      to: plan.contactEmail,
      subject: `${plan.ownerName} has not checked in`,
      greeting: `Hello ${plan.contactName},`,
      blocks: [
        {
          paragraph: `${plan.ownerName} has not checked in after their first meeting. They planned to check in by ${describeCheckIn(plan.checkInAt)}.`,
        },
        ...planBlocks(plan),
        { paragraph: `Please try to reach ${plan.ownerName}. If you believe they are in danger, call 999.` },
      ],
    }),
};
