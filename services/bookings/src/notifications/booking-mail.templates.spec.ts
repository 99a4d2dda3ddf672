import { bookingMailTemplates as templates, bookingDay, money } from './booking-mail.templates';

const links = { appUrl: 'https://village.example/' };
const hana = { userId: 'h', email: 'hana@example.test', firstName: 'Hana' };
const gus = { userId: 'g', email: 'gus@example.test', firstName: 'Gus' };
const booking = {
  serviceId: 'c0ffee00-0000-4000-8000-000000000001',
  serviceTitle: 'Forest school',
  bookingDate: '2030-03-31',
  amountMinor: 4000,
  refundMinor: 2000,
  currency: 'GBP',
};

const all = [
  templates.requested(links, hana, booking, 'Gus'),
  templates.confirmed(links, gus, booking, hana),
  templates.declined(links, gus, booking),
  templates.cancelledForGuest(links, gus, booking, 'host'),
  templates.cancelledForGuest(links, gus, booking, 'unpaid'),
  templates.cancelledForGuest(links, gus, booking, 'unanswered'),
  templates.cancelledForHost(links, hana, booking, 'Gus'),
  templates.completedForGuest(links, gus, booking),
  templates.completedForHost(links, hana, booking),
];
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');

describe('booking emails', () => {
  it.each(all.map((mail) => [mail.subject, mail]))('%s: greets, both bodies, absolute links only', (_, mail) => {
    expect(mail.text).toMatch(/^Hello (Hana|Gus),/);
    expect(mail.html).toContain('lang="en-GB"');
    for (const href of hrefs(mail.html)) expect(href).toMatch(/^https:\/\/village\.example\/[a-z]/);
  });

  it('writes the day and money the British way (the day in London across the clock change)', () => {
    expect(bookingDay('2030-03-31')).toBe('31 March 2030');
    expect(money(2000, 'GBP')).toBe('£20.00');
  });

  it("gives the guest the host's contact on confirmation, and the refund on the host's cancellation", () => {
    expect(templates.confirmed(links, gus, booking, hana).text).toContain('Your host: Hana · hana@example.test');
    expect(templates.cancelledForGuest(links, gus, booking, 'host').text).toContain('You will get £20.00 back');
  });

  it('escapes a title and a name in the HTML and keeps them as typed in the text', () => {
    const mail = templates.requested(links, hana, { ...booking, serviceTitle: '<b>Tea</b> & "cake"' }, '<i>Gus</i>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain(
      '&lt;i&gt;Gus&lt;/i&gt; would like to book &lt;b&gt;Tea&lt;/b&gt; &amp; &quot;cake&quot;',
    );
    expect(mail.text).toContain('<i>Gus</i> would like to book <b>Tea</b> & "cake" on 31 March 2030.');
  });
});
