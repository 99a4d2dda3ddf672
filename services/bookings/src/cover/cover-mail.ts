import { type OutgoingMail, renderMail } from '@village/kit';
import type { CoverRequestEntity } from './cover-request.entity';

export interface CoverMember {
  email: string;
  firstName: string;
}

const when = (request: CoverRequestEntity) => `${request.day}, ${request.fromTime} to ${request.untilTime}`;
const children = (request: CoverRequestEntity) => (request.children === 1 ? '1 child' : `${request.children} children`);

/** The cover circle's emails: a request to the circle, who covers to the requester, and 'covered' to the others. */
export const coverMail = {
  addedToCircle: (to: CoverMember, ownerName: string, appUrl: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${ownerName} added you to their emergency cover circle`,
      greeting: `Hello ${to.firstName},`,
      blocks: [
        { paragraph: `${ownerName} trusts you to help when they need urgent childcare cover.` },
        { button: { label: 'See your cover circles', href: `${appUrl}/cover` } },
        { note: 'You can leave the circle at any time.' },
      ],
    }),

  requested: (to: CoverMember, requesterName: string, request: CoverRequestEntity, appUrl: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${requesterName} needs urgent childcare cover`,
      greeting: `Hello ${to.firstName},`,
      blocks: [
        { quote: `When: ${when(request)}` },
        { quote: `For: ${children(request)}` },
        ...(request.note ? [{ quote: request.note }] : []),
        { button: { label: 'Accept cover', href: `${appUrl}/cover` } },
        { note: 'The first to accept covers it.' },
      ],
    }),

  coveredForRequester: (to: CoverMember, coverer: CoverMember, request: CoverRequestEntity): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${coverer.firstName} will cover ${when(request)}`,
      greeting: `Hello ${to.firstName},`,
      blocks: [
        { paragraph: `${coverer.firstName} accepted your urgent cover request.` },
        { quote: `Contact: ${coverer.firstName}, ${coverer.email}` },
      ],
    }),

  cancelledForCoverer: (to: CoverMember, requesterName: string, request: CoverRequestEntity): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${requesterName} no longer needs cover`,
      greeting: `Hello ${to.firstName},`,
      blocks: [{ paragraph: `${requesterName} cancelled their request for cover on ${when(request)}.` }],
    }),

  coveredForOthers: (to: CoverMember, requesterName: string, request: CoverRequestEntity): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${requesterName}'s cover request is covered`,
      greeting: `Hello ${to.firstName},`,
      blocks: [{ paragraph: `Someone else is covering ${when(request)}. Thank you for being there.` }],
    }),
};
