import { simpleParser } from 'mailparser';
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { INBOX_CSP, inboxListPage, messagePage, notFoundPage } from './inbox-page.js';
import { MailStore } from './mail-store.js';

export interface DevMailServerOptions {
  /** Where messages are kept (`<dataDir>/mail`). */
  dir: string;
  smtpPort: number;
  inboxPort: number;
  /** Both listen here only (default 127.0.0.1): the inbox is for the developer's own machine. */
  host?: string;
  /** Called once per received message with its id and recipients (never its content). */
  onReceived?: (id: string, to: string[]) => void;
}

export interface RunningDevMailServer {
  smtpUrl: string;
  inboxUrl: string;
  store: MailStore;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': INBOX_CSP,
    'referrer-policy': 'no-referrer',
  });
  response.end(body);
}

/** The inbox's routes: the page, one message's page, and the JSON API the tests read. */
function inboxHandler(store: MailStore) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? '/', 'http://inbox');
    const path = url.pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      send(response, 405, 'text/plain; charset=utf-8', 'Only GET');
      return;
    }
    const json = (status: number, body: unknown) =>
      send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
    if (path === '/health') return json(200, { status: 'ok' });
    if (path === '/') return send(response, 200, 'text/html; charset=utf-8', inboxListPage(store.list()));
    if (path === '/messages') return json(200, store.list(url.searchParams.get('to') ?? undefined));
    const view = /^\/view\/([\w-]+)$/.exec(path);
    if (view) {
      const mail = store.get(view[1]);
      if (!mail) return send(response, 404, 'text/html; charset=utf-8', notFoundPage());
      return send(response, 200, 'text/html; charset=utf-8', messagePage(mail));
    }
    const raw = /^\/messages\/([\w-]+)\/raw$/.exec(path);
    if (raw && store.get(raw[1])) {
      response.writeHead(200, {
        'content-type': 'message/rfc822',
        'content-disposition': `attachment; filename="${raw[1]}.eml"`,
      });
      createReadStream(store.rawPath(raw[1])).pipe(response);
      return;
    }
    const one = /^\/messages\/([\w-]+)$/.exec(path);
    if (one) {
      const mail = store.get(one[1]);
      return mail ? json(200, mail) : json(404, { message: 'No such message' });
    }
    json(404, { message: 'Not found' });
  };
}

/**
 * The embedded stack's SMTP server (smtp-server + mailparser) and its development inbox: every message any service
 * sends is kept on disk and shown at the inbox URL; `GET /messages?to=<address>` lists them as JSON, newest first.
 */
export async function startDevMailServer(options: DevMailServerOptions): Promise<RunningDevMailServer> {
  const host = options.host ?? '127.0.0.1';
  const store = new MailStore(options.dir);
  await store.load();

  const smtp = new SMTPServer({
    authOptional: true,
    // Local and plain: the relay in production speaks TLS.
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    banner: 'Village development mail server',
    onData(stream, session, callback) {
      readAll(stream)
        .then(async (raw) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
            return;
          }
          const parsed = await simpleParser(raw);
          const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
          const stored = await store.add(raw, {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          options.onReceived?.(stored.id, to);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const inbox: Server = createServer(inboxHandler(store));

  const listen = (server: { listen: (port: number, host: string, done: () => void) => unknown }, port: number) =>
    new Promise<void>((resolve, reject) => {
      (server as unknown as NodeJS.EventEmitter).once('error', reject);
      server.listen(port, host, () => resolve());
    });
  await listen(smtp, options.smtpPort);
  try {
    await listen(inbox, options.inboxPort);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const inboxPort = (inbox.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host === '127.0.0.1' ? 'localhost' : host}:${inboxPort}`,
    store,
    close: async () => {
      inbox.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => inbox.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}
