import { renderMail, type OutgoingMail } from '@village/kit';
import type { MailRecipient, SignInDevice } from './member-mail';

/** Where the web app lives (APP_URL): every link in an email is absolute. */
export interface MailLinks {
  appUrl: string;
}

const link = (links: MailLinks, path: string, token?: string): string => {
  const url = new URL(`${links.appUrl.replace(/\/+$/, '')}${path}`);
  if (token !== undefined) url.searchParams.set('token', token);
  return url.toString();
};

const hello = (to: MailRecipient): string => `Hello ${to.firstName},`;

const IF_NOT_YOU =
  'If this was not you, reset your password straight away and contact the Village team: someone may know it.';

const when = (at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' }).format(at);

/** The emails identity sends members, each as subject, HTML and plain text. */
export const memberMailTemplates = {
  confirmEmail: (links: MailLinks, to: MailRecipient, token: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Confirm your email address for Village',
      greeting: hello(to),
      blocks: [
        { paragraph: 'Welcome to Village! Please confirm this is your email address, so we can reach you safely.' },
        { button: { label: 'Confirm my email', href: link(links, '/confirm-email', token) } },
        { note: 'The link works once and for 24 hours. If you did not join Village, you can ignore this email.' },
      ],
    }),

  magicLink: (links: MailLinks, to: MailRecipient, token: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Your Village sign-in link',
      greeting: hello(to),
      blocks: [
        { paragraph: 'Here is the link you asked for to sign in to Village.' },
        { button: { label: 'Sign in to Village', href: link(links, '/signin/magic', token) } },
        { note: 'The link works once and for 15 minutes. If you did not ask for it, you can ignore this email.' },
      ],
    }),

  passwordReset: (links: MailLinks, to: MailRecipient, token: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Reset your Village password',
      greeting: hello(to),
      blocks: [
        { paragraph: 'Someone asked to reset the password of your Village account. If it was you, choose a new one.' },
        { button: { label: 'Choose a new password', href: link(links, '/reset-password', token) } },
        {
          note: 'The link works once and for 1 hour. If you did not ask for it, ignore this email: your password stays as it is.',
        },
      ],
    }),

  passwordChanged: (links: MailLinks, to: MailRecipient): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Your Village password was changed',
      greeting: hello(to),
      blocks: [
        { paragraph: 'The password of your Village account was just changed, and your other devices were signed out.' },
        { note: IF_NOT_YOU },
        { button: { label: 'Reset my password', href: link(links, '/signin') } },
      ],
    }),

  newSignIn: (links: MailLinks, to: MailRecipient, device: SignInDevice): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'New sign-in to your Village account',
      greeting: hello(to),
      blocks: [
        { paragraph: `Your Village account was signed in to on ${when(device.at)} (UK time).` },
        { quote: `Device: ${device.userAgent ?? 'unknown'} · Address: ${device.ip ?? 'unknown'}` },
        { paragraph: 'If this was you, there is nothing to do.' },
        { note: IF_NOT_YOU },
        { button: { label: 'Review my devices', href: link(links, '/profile-setup') } },
      ],
    }),

  mfaTurnedOn: (links: MailLinks, to: MailRecipient): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Two-factor authentication is on',
      greeting: hello(to),
      blocks: [
        {
          paragraph:
            'Two-factor authentication is now on for your Village account: signing in will ask for a code from your authenticator app.',
        },
        { note: 'Keep your recovery codes somewhere safe. ' + IF_NOT_YOU },
        { button: { label: 'Open my security settings', href: link(links, '/profile-setup') } },
      ],
    }),

  mfaTurnedOff: (links: MailLinks, to: MailRecipient): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'Two-factor authentication is off',
      greeting: hello(to),
      blocks: [
        {
          paragraph:
            'Two-factor authentication was turned off for your Village account: signing in now needs only your password.',
        },
        { note: IF_NOT_YOU },
        { button: { label: 'Turn it back on', href: link(links, '/mfa-setup') } },
      ],
    }),

  verificationApproved: (links: MailLinks, to: MailRecipient): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'You are verified on Village',
      greeting: hello(to),
      blocks: [
        {
          paragraph:
            'Good news: we checked your identity document and your account is now verified. Other parents will see your verified badge.',
        },
        { note: 'As promised, we delete your document after the review period; it was never shown to other members.' },
        { button: { label: 'Go to my dashboard', href: link(links, '/dashboard') } },
      ],
    }),

  verificationRejected: (links: MailLinks, to: MailRecipient, reason: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: 'We could not verify your identity',
      greeting: hello(to),
      blocks: [
        { paragraph: 'We looked at the identity document you sent, but could not verify your account this time:' },
        { quote: reason },
        { paragraph: 'You can upload a new, clear photo of your passport or government ID whenever you are ready.' },
        { button: { label: 'Upload a new document', href: link(links, '/profile-setup') } },
      ],
    }),

  vouchRequested: (links: MailLinks, to: MailRecipient, memberName: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${memberName} asked you to vouch for them`,
      greeting: hello(to),
      blocks: [
        {
          paragraph: `${memberName} asked you to vouch for them on Village: that you know them and would trust them with your own family.`,
        },
        { note: 'Only accept if you know them personally. You can withdraw a vouch at any time.' },
        { button: { label: 'Answer the request', href: link(links, '/trust') } },
      ],
    }),

  vouchGiven: (links: MailLinks, to: MailRecipient, voucherName: string): OutgoingMail =>
    renderMail({
      to: to.email,
      subject: `${voucherName} vouched for you`,
      greeting: hello(to),
      blocks: [
        { paragraph: `${voucherName} vouched for you on Village.` },
        { paragraph: 'With two vouches from verified members, your profile shows the Vouched badge.' },
        { button: { label: 'See your trust badges', href: link(links, '/trust') } },
      ],
    }),
};
