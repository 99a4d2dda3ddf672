import type { StoredMail } from './mail-store.js';

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * The inbox page forbids everything but its own inline styles; an email's HTML is shown in an iframe sandboxed
 * without scripts, forms or navigation of this page, so a message can never run code here.
 */
export const INBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-src 'self'; base-uri 'none'; form-action 'none'";

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; color: #2d2a26; background: #faf7f2; }
  header { background: #e07a5f; color: #fff; padding: 0.75rem 1.5rem; }
  header a { color: #fff; }
  main { padding: 1rem 1.5rem; max-width: 72rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #e8e1d7; }
  .note { color: #5c554d; }
  iframe { width: 100%; height: 32rem; border: 1px solid #e8e1d7; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 1rem; border: 1px solid #e8e1d7; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${STYLE}</style></head>
<body><header><strong>Village development inbox</strong> · <a href="/">All messages</a></header>
<main>${body}</main></body></html>`;
}

export function inboxListPage(messages: StoredMail[]): string {
  const rows = messages
    .map(
      (mail) => `<tr><td>${escapeHtml(new Date(mail.receivedAt).toLocaleString('en-GB'))}</td>
<td>${escapeHtml(mail.to.join(', '))}</td>
<td><a href="/view/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n');
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>${rows}</tbody></table>`
    : '<p>No email yet. Everything Village sends in development arrives here.</p>';
  return page(
    'Village development inbox',
    `<h1>Inbox</h1><p class="note">For development only: nothing here leaves this machine.</p>${table}`,
  );
}

export function messagePage(mail: StoredMail): string {
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="The email's HTML body" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>`
    : '';
  const links = mail.links.length
    ? `<h2>Links</h2><ul>${mail.links.map((link) => `<li><code>${escapeHtml(link)}</code></li>`).join('')}</ul>`
    : '';
  return page(
    mail.subject || '(no subject)',
    `<h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Received</dt><dd>${escapeHtml(new Date(mail.receivedAt).toLocaleString('en-GB'))}</dd></dl>
${html}<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>${links}
<p><a href="/messages/${encodeURIComponent(mail.id)}/raw">Download the raw message (.eml)</a></p>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>No such message</h1>');
}
