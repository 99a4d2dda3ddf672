import { memberMailTemplates as templates } from './member-mail.templates';

const links = { appUrl: 'https://village.example' };
const robin = { email: 'robin@example.test', firstName: 'Robin' };
const token = 'tok_EN-9x_ab';
const at = new Date('2026-06-01T09:30:00Z');

const all = {
  confirmEmail: templates.confirmEmail(links, robin, token),
  magicLink: templates.magicLink(links, robin, token),
  passwordReset: templates.passwordReset(links, robin, token),
  passwordChanged: templates.passwordChanged(links, robin),
  newSignIn: templates.newSignIn(links, robin, { userAgent: 'Firefox on Linux', ip: '203.0.113.9', at }),
  mfaTurnedOn: templates.mfaTurnedOn(links, robin),
  mfaTurnedOff: templates.mfaTurnedOff(links, robin),
  verificationApproved: templates.verificationApproved(links, robin),
  verificationRejected: templates.verificationRejected(links, robin, 'The photo is too blurred to read.'),
  vouchRequested: templates.vouchRequested(links, robin, 'Sam Parent'),
  vouchGiven: templates.vouchGiven(links, robin, 'Vera Voucher'),
};

const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('member emails', () => {
  it.each(Object.entries(all))('%s: goes to the member, greets them, has both bodies and Village in it', (_, mail) => {
    expect(mail.to).toBe('robin@example.test');
    expect(mail.text).toMatch(/^Hello Robin,/);
    expect(mail.html).toContain('Hello Robin,');
    expect(mail.html).toContain('>Village</td>');
    expect(mail.html).toContain('lang="en-GB"');
    // Every link is absolute, to the app.
    for (const href of hrefs(mail.html)) expect(href).toMatch(/^https:\/\/village\.example\//);
  });

  it('has a subject of its own for each email', () => {
    expect(Object.fromEntries(Object.entries(all).map(([name, mail]) => [name, mail.subject]))).toEqual({
      confirmEmail: 'Confirm your email address for Village',
      magicLink: 'Your Village sign-in link',
      passwordReset: 'Reset your Village password',
      passwordChanged: 'Your Village password was changed',
      newSignIn: 'New sign-in to your Village account',
      mfaTurnedOn: 'Two-factor authentication is on',
      mfaTurnedOff: 'Two-factor authentication is off',
      verificationApproved: 'You are verified on Village',
      verificationRejected: 'We could not verify your identity',
      vouchRequested: 'Sam Parent asked you to vouch for them',
      vouchGiven: 'Vera Voucher vouched for you',
    });
  });

  it.each([
    ['confirmEmail', 'https://village.example/confirm-email?token=tok_EN-9x_ab', '24 hours'],
    ['magicLink', 'https://village.example/signin/magic?token=tok_EN-9x_ab', '15 minutes'],
    ['passwordReset', 'https://village.example/reset-password?token=tok_EN-9x_ab', '1 hour'],
  ] as const)('%s links to %s in both bodies and says how long it works', (name, url, validity) => {
    expect(hrefs(all[name].html)).toContain(url);
    expect(all[name].text).toContain(url);
    expect(all[name].text).toContain(validity);
  });

  it('keeps the path of APP_URL and encodes the token', () => {
    const mail = templates.confirmEmail({ appUrl: 'https://example.test/village/' }, robin, 'a+b/c=');
    expect(mail.text).toContain('https://example.test/village/confirm-email?token=a%2Bb%2Fc%3D');
  });

  it('says when and where the new sign-in happened, in UK time', () => {
    expect(all.newSignIn.text).toContain('1 June 2026 at 10:30');
    expect(all.newSignIn.text).toContain('Firefox on Linux');
    expect(all.newSignIn.text).toContain('203.0.113.9');
  });

  it("gives the reviewer's reason for a rejection", () => {
    expect(all.verificationRejected.text).toContain('The photo is too blurred to read.');
    expect(all.verificationRejected.html).toContain('The photo is too blurred to read.');
  });

  it("escapes a member's name and a reason in the HTML, and keeps them as typed in the text", () => {
    const mallory = { email: 'm@example.test', firstName: '<script>alert(1)</script>' };
    const mail = templates.verificationRejected(links, mallory, '<img src=x onerror=alert(2)> & "quotes"');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it('names the other member in a vouch email and links to the trust page', () => {
    expect(all.vouchRequested.text).toContain('Sam Parent asked you to vouch for them on Village');
    expect(hrefs(all.vouchRequested.html)).toContain('https://village.example/trust');
    expect(all.vouchGiven.text).toContain('Vera Voucher vouched for you on Village.');
  });

  it('escapes what a device reports about itself', () => {
    const mail = templates.newSignIn(links, robin, { userAgent: '"><script>x</script>', ip: null, at });
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Address: unknown');
  });
});
