import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** One received email as the inbox page and its JSON API show it. */
export interface StoredMail {
  id: string;
  receivedAt: string;
  from: string;
  /** The envelope's recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the HTML body (hrefs) and the text body, in order, each once. */
  links: string[];
}

const HREF = /href\s*=\s*("([^"]*)"|'([^']*)')/gi;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/g;

const decodeEntities = (value: string): string =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** The http(s) links of an email, HTML hrefs first. */
export function linksOf(html: string, text: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(HREF)) {
    const href = decodeEntities(match[2] ?? match[3] ?? '');
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  for (const match of text.matchAll(URL_IN_TEXT)) links.add(match[0].replace(/[.,;:!?]+$/, ''));
  return [...links];
}

/**
 * The development inbox's messages: each kept on disk as `<dir>/<id>.eml` (the raw message) and `<id>.json` (the
 * parsed one), and indexed in memory, newest first.
 */
export class MailStore {
  private readonly messages: StoredMail[] = [];

  constructor(private readonly dir: string) {}

  /** Reads what an earlier run kept. */
  async load(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const names = (await readdir(this.dir)).filter((name) => name.endsWith('.json'));
    const loaded = await Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(this.dir, name), 'utf8')) as StoredMail),
    );
    this.messages.push(...loaded);
    this.messages.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  }

  async add(raw: Buffer, mail: Omit<StoredMail, 'id' | 'links' | 'receivedAt'>, at = new Date()): Promise<StoredMail> {
    // Sortable by time, unique within the same millisecond.
    const id = `${at.getTime().toString(36).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;
    const stored: StoredMail = { id, receivedAt: at.toISOString(), ...mail, links: linksOf(mail.html, mail.text) };
    await writeFile(join(this.dir, `${id}.eml`), raw, { mode: 0o600 });
    await writeFile(join(this.dir, `${id}.json`), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    this.messages.unshift(stored);
    return stored;
  }

  /** Newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): StoredMail[] {
    if (!to) return [...this.messages];
    const address = to.toLowerCase();
    return this.messages.filter((mail) => mail.to.includes(address));
  }

  get(id: string): StoredMail | undefined {
    return this.messages.find((mail) => mail.id === id);
  }

  rawPath(id: string): string {
    return join(this.dir, `${id}.eml`);
  }
}
