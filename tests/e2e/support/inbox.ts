/**
 * Reads the email the stack sent, from the embedded stack's development inbox (infra/src/dev-mail), whose address
 * the e2e global setup puts in E2E_INBOX_URL.
 *
 *   const mail = await inbox().latestTo(email, { subject: /confirm your email/i });
 *   await page.goto(linkIn(mail, '/confirm-email'));
 */

/** One email as the inbox keeps it. */
export interface Mail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the email, HTML hrefs first, each once. */
  links: string[];
}

export interface LatestToOptions {
  /** Only an email whose subject contains this text (case-insensitive) or matches this pattern. */
  subject?: string | RegExp;
  /** Only an email received after this one (e.g. the one before a "resend"). */
  after?: Mail;
  /** How long to wait for it (default 15 s). */
  timeoutMs?: number;
}

export interface Inbox {
  /** The newest email to `address` (matching `options`), waiting until one arrives; fails after the timeout. */
  latestTo(address: string, options?: LatestToOptions): Promise<Mail>;
  /** Every email to `address` so far, newest first (no waiting). */
  allTo(address: string): Promise<Mail[]>;
}

function inboxUrlFromEnv(): string {
  const url = process.env.E2E_INBOX_URL;
  if (!url) throw new Error('E2E_INBOX_URL is not set: the e2e global setup sets it when it starts the stack');
  return url;
}

const subjectMatches = (subject: string, wanted: string | RegExp | undefined): boolean =>
  wanted === undefined ||
  (typeof wanted === 'string' ? subject.toLowerCase().includes(wanted.toLowerCase()) : wanted.test(subject));

/** The stack's inbox (E2E_INBOX_URL unless `url` is given). */
export function inbox(url: string = inboxUrlFromEnv()): Inbox {
  const allTo = async (address: string): Promise<Mail[]> => {
    const response = await fetch(`${url}/messages?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`the inbox at ${url} answered ${response.status}`);
    return (await response.json()) as Mail[];
  };
  return {
    allTo,
    latestTo: async (address, options = {}) => {
      const deadline = Date.now() + (options.timeoutMs ?? 15_000);
      for (;;) {
        const found = (await allTo(address)).find(
          (mail) =>
            subjectMatches(mail.subject, options.subject) &&
            (!options.after ||
              mail.receivedAt > options.after.receivedAt ||
              (mail.receivedAt === options.after.receivedAt && mail.id > options.after.id)),
        );
        if (found) return found;
        if (Date.now() > deadline) {
          const what = options.subject ? ` with subject ${String(options.subject)}` : '';
          throw new Error(`no email to ${address}${what} arrived in the inbox (${url}) in time`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
}

/** The first link of `mail` whose path starts with `path` (e.g. '/confirm-email'); fails when there is none. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.links.find((candidate) => new URL(candidate).pathname.startsWith(path));
  if (!link) throw new Error(`"${mail.subject}" has no link to ${path}; its links: ${mail.links.join(', ') || 'none'}`);
  return link;
}

/** The `token` query parameter of the first link to `path` in `mail`. */
export function tokenIn(mail: Mail, path: string): string {
  const token = new URL(linkIn(mail, path)).searchParams.get('token');
  if (!token) throw new Error(`the link to ${path} in "${mail.subject}" carries no token`);
  return token;
}
