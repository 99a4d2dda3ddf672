import { messagePage } from './inbox-page.js';
import { linksOf, type StoredMail } from './mail-store.js';

describe('linksOf', () => {
  it('lists the http(s) links of the HTML hrefs, then of the text, each once, entities decoded', () => {
    const html =
      '<a href="https://village.example/confirm-email?token=a1&amp;x=1">Confirm</a> <a href="mailto:x@y.z">mail</a>';
    const text = 'Open https://village.example/confirm-email?token=a1&x=1 or http://localhost:8080/help.';
    expect(linksOf(html, text)).toEqual([
      'https://village.example/confirm-email?token=a1&x=1',
      'http://localhost:8080/help',
    ]);
  });
});

describe('the message page', () => {
  const mail: StoredMail = {
    id: 'abc',
    receivedAt: '2026-01-01T10:00:00.000Z',
    from: 'no-reply@village.example',
    to: ['robin@example.test'],
    subject: '<script>alert(1)</script>',
    text: 'Hi <b>',
    html: '<p onclick="x()">Hi</p><script>alert(2)</script>',
    links: [],
  };

  it('shows the HTML body only inside a sandboxed iframe, escaped into srcdoc', () => {
    const page = messagePage(mail);
    expect(page).toContain('sandbox="" srcdoc="&lt;p onclick=&quot;x()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(page).toContain('<pre>Hi &lt;b&gt;</pre>');
  });
});
