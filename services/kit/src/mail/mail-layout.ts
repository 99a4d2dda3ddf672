import type { OutgoingMail } from './mailer.port';

/** Village's colours (web/src/styles.css), inline because email clients drop style sheets. */
const INK = '#3a2e28';
const INK_MUTED = '#6b5a50';
const CREAM = '#fdf8f3';
const SAND = '#eadccd';
const CLAY = '#a04e28';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One block of an email: a paragraph, a button to a link, or a quiet note. Text is plain; the layout escapes it. */
export type MailBlock =
  { paragraph: string } | { button: { label: string; href: string } } | { note: string } | { quote: string };

export interface MailContent {
  /** Who it goes to. */
  to: string;
  subject: string;
  /** "Hello Robin," */
  greeting: string;
  blocks: MailBlock[];
}

const FOOTER =
  "You're receiving this because you have a Village account. If something here looks wrong, reply to the Village team.";

function htmlBlock(block: MailBlock): string {
  if ('paragraph' in block) {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(block.paragraph)}</p>`;
  }
  if ('note' in block) {
    return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${INK_MUTED};">${escapeHtml(block.note)}</p>`;
  }
  if ('quote' in block) {
    return (
      `<p style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${SAND};background:${CREAM};` +
      `font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(block.quote)}</p>`
    );
  }
  const href = escapeHtml(block.button.href);
  return (
    `<p style="margin:8px 0 24px;"><a href="${href}" style="display:inline-block;padding:12px 24px;` +
    `background:${CLAY};color:#ffffff;text-decoration:none;border-radius:9999px;font-weight:600;font-size:16px;">` +
    `${escapeHtml(block.button.label)}</a></p>` +
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${INK_MUTED};">` +
    `If the button does not work, copy this address into your browser:<br>` +
    `<a href="${href}" style="color:${CLAY};word-break:break-all;">${href}</a></p>`
  );
}

function textBlock(block: MailBlock): string {
  if ('paragraph' in block) return block.paragraph;
  if ('note' in block) return block.note;
  if ('quote' in block) return `  "${block.quote}"`;
  return `${block.button.label}: ${block.button.href}`;
}

/** The email in Village's look: the logo name, a warm card, one button where there is something to do. */
export function renderMail(content: MailContent): OutgoingMail {
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:${CREAM};font-family:Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${CREAM};padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-family:Georgia,serif;font-size:28px;font-weight:bold;color:${CLAY};">Village</td></tr>
<tr><td style="background:#ffffff;border:1px solid ${SAND};border-radius:16px;padding:32px 28px;">
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${INK};">${escapeHtml(content.greeting)}</p>
${content.blocks.map(htmlBlock).join('\n')}
<p style="margin:24px 0 0;font-size:16px;line-height:1.5;color:${INK};">With warm wishes,<br>The Village team</p>
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;line-height:1.5;color:${INK_MUTED};">${escapeHtml(FOOTER)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.blocks.flatMap((block) => [textBlock(block), '']),
    'With warm wishes,',
    'The Village team',
    '',
    '--',
    FOOTER,
    '',
  ].join('\n');
  return { to: content.to, subject: content.subject, html, text };
}
