#!/usr/bin/env node
// The backup procedure end to end (`make prod-backup-check`, CI after `make prod-e2e`): a source production profile
// gets data through the public API (members with a profile photo, a service with a photo, an accepted booking,
// messages, a forum post), is backed up once idle and stopped; a second profile starts on the backup in empty servers
// (its own data folder and ports, the source's secrets.json as an SRE restores it from the secret store), and the
// platform is checked on it: sign-in, the member's booking, service, messages and post, identical photo bytes, the
// outbox drained, every consumer's processed_events as in the backup although every Kafka record is delivered again
// (a consumer group that lags from offset 0 makes the backup carry them all), and a new booking's events consumed.
//
// The two profiles run on ports of their own (PROFILES below, clear of `make prod-up`'s and CI's) and keep their data,
// and the backup, in BACKUP_CHECK_DIR (<repo>/.cache/backup-check): source/, restored/, backup/.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { kafkaClient } from './events.mjs';
import { connectionsOf } from './profile.mjs';
import { MEMBER_PASSWORD, multipart, registerMember, serviceFields, signIn } from '../production/member-session.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const WORK = resolve(process.env.BACKUP_CHECK_DIR || join(ROOT, '.cache', 'backup-check'));
// Ports below Linux's ephemeral range (32768-60999), so no outgoing connection can hold one of them.
const PROFILES = {
  source: {
    PROD_DATA_DIR: join(WORK, 'source'),
    PROD_PORT: '26580',
    PROD_SERVICE_PORT_OFFSET: '22000',
    PROD_POSTGRES_PORT: '26432',
    KAFKA_PORT: '26092',
    S3_PORT: '26000',
    PROD_SMTP_PORT: '26025',
    PROD_INBOX_PORT: '26026',
  },
  restored: {
    PROD_DATA_DIR: join(WORK, 'restored'),
    PROD_PORT: '27580',
    PROD_SERVICE_PORT_OFFSET: '23000',
    PROD_POSTGRES_PORT: '27432',
    KAFKA_PORT: '27092',
    S3_PORT: '27000',
    PROD_SMTP_PORT: '27025',
    PROD_INBOX_PORT: '27026',
  },
};
const BACKUP_DIR = join(WORK, 'backup');
const SETTLE_TIMEOUT_MS = 60_000;

const say = (message) => process.stdout.write(`[backup-check] ${message}\n`);
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
}

function prod(profile, command, extra = {}) {
  const from = Date.now();
  execFileSync(process.execPath, [join(ROOT, 'infra', 'production', 'prod.mjs'), command], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...PROFILES[profile], PROD_SKIP_BUILD: '1', ...extra },
  });
  return Date.now() - from;
}

function backupCommand(command) {
  const from = Date.now();
  execFileSync(process.execPath, [join(ROOT, 'infra', 'backup', 'backup.mjs'), command, BACKUP_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PROD_DATA_DIR: PROFILES.source.PROD_DATA_DIR },
  });
  return Date.now() - from;
}

const profileConnections = (profile) => {
  const dir = PROFILES[profile].PROD_DATA_DIR;
  return connectionsOf(
    JSON.parse(readFileSync(join(dir, 'run', 'config.json'), 'utf8')),
    JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8')),
  );
};

const jpeg = (colour) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

/** Every /media/... address in a JSON answer (photo links, wherever the answer keeps them; not srcset lists). */
function mediaPaths(value, found = new Set()) {
  if (typeof value === 'string' && /^\/media\/\S+$/.test(value)) found.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => mediaPaths(item, found));
  return [...found].sort();
}

async function until(what, probe, timeoutMs = SETTLE_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`check failed: ${what} within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

async function book(guest, service, day) {
  const body = { serviceId: service.id, hostId: service.hostId, bookingDate: day, notes: 'Backup check booking.' };
  return until('bookings knows the service (its event arrived)', async () => {
    const response = await guest.session.request('POST', '/api/bookings', body);
    if (response.status === 404) return null;
    const text = await response.text();
    check(response.status === 201, `POST /api/bookings: ${response.status} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  });
}

/** Per schema: rows in the outbox and in processed_events, read as the admin. */
async function eventCounts(adminUrl, schemas) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const counts = {};
    for (const schema of schemas) {
      const { rows } = await client.query(
        `SELECT (SELECT count(*) FROM "${schema}".outbox)::int AS outbox,
                (SELECT count(*) FROM "${schema}".processed_events)::int AS processed`,
      );
      counts[schema] = rows[0];
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** The subjects of every email the profile's SMTP stand-in received for `address` (infra/src/dev-mail). */
async function mailSubjects(profile, address) {
  const response = await fetch(
    `http://127.0.0.1:${PROFILES[profile].PROD_INBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  check(response.ok, `the ${profile} inbox answered ${response.status}`);
  return (await response.json()).map((mail) => mail.subject).sort();
}

const repeated = (subjects) => subjects.filter((subject, index) => subjects.indexOf(subject) !== index);

const sum = (counts, field) => Object.values(counts).reduce((total, entry) => total + entry[field], 0);

/** The outbox empty and processed_events unchanged for two seconds: every relayed event consumed. */
async function settled(adminUrl, schemas) {
  let previous = null;
  return until('the events settle (outbox empty, processed_events still)', async () => {
    const counts = await eventCounts(adminUrl, schemas);
    const same = previous && JSON.stringify(previous) === JSON.stringify(counts);
    previous = counts;
    if (sum(counts, 'outbox') === 0 && same) return counts;
    await sleep(1750);
    return null;
  });
}

/**
 * A consumer group that has consumed nothing yet (a lagging consumer, an idle backup taken mid-stream): it holds
 * offset 0 on every partition, so the backup copies every record and the restored consumers receive every event
 * again, which their idempotency must absorb (processed_events unchanged after the restore). Returns how many
 * records the topics hold.
 */
async function lagBehind(brokers) {
  const admin = kafkaClient(brokers, 'village-backup-check').admin();
  await admin.connect();
  let published = 0;
  try {
    for (const topic of (await admin.listTopics()).filter((name) => !name.startsWith('__'))) {
      const offsets = await admin.fetchTopicOffsets(topic);
      const partitions = offsets.map(({ partition }) => ({ partition, offset: '0' }));
      await admin.setOffsets({ groupId: 'village-backup-check-lagging', topic, partitions });
      published += offsets.reduce((total, { high }) => total + Number(high), 0);
    }
    return published;
  } finally {
    await admin.disconnect();
  }
}

async function seed(baseUrl) {
  const [hostPhoto, guestPhoto, servicePhoto] = await Promise.all(['#3f7f5f', '#7f3f5f', '#d98e5f'].map(jpeg));
  const host = await registerMember(baseUrl, 'host', { photo: hostPhoto });
  const guest = await registerMember(baseUrl, 'guest', { photo: guestPhoto });
  const form = multipart(serviceFields(`Backup check playdate ${Date.now().toString(36)}`), {
    images: servicePhoto,
  });
  const service = await host.session.json('POST', '/api/services', form);
  const booking = await book(guest, service, '2099-06-01');
  await host.session.json('POST', `/api/bookings/${booking.id}/accept`);
  const conversation = await until('the accepted booking lets them talk', async () => {
    const response = await guest.session.request('POST', '/api/conversations', { memberId: service.hostId });
    return response.status < 300 ? response.json() : null;
  });
  await guest.session.json('POST', `/api/conversations/${conversation.id}/messages`, { body: 'See you Sunday' });
  await host.session.json('POST', `/api/conversations/${conversation.id}/messages`, { body: 'See you then' });
  const post = await guest.session.json('POST', '/api/forum/posts', {
    title: 'Backup check post',
    content: 'A post that must survive a restore.',
    topic: 'general',
  });
  return { host, guest, service, booking, conversation, post };
}

/** What the guest sees, and the bytes of every photo on the way: compared between source and restored. */
async function observe(baseUrl, seeded, guest) {
  const { session } = guest;
  const user = await session.json('GET', '/api/auth/user');
  const bookings = await session.json('GET', '/api/bookings/guest');
  const service = await session.json('GET', `/api/services/${seeded.service.id}`);
  const messages = await session.json('GET', `/api/conversations/${seeded.conversation.id}/messages`);
  const post = await session.json('GET', `/api/forum/posts/${seeded.post.id}`);
  const photos = {};
  for (const path of [...mediaPaths(user), ...mediaPaths(service)]) photos[path] = sha256(await session.bytes(path));
  const bookingIds = (bookings.bookings ?? bookings).map((b) => b.id).sort();
  const messageBodies =
    JSON.stringify(messages)
      .match(/See you (Sunday|then)/g)
      ?.sort() ?? [];
  return {
    userId: user.id ?? user.user?.id,
    bookingIds,
    serviceTitle: service.title,
    messageBodies,
    postTitle: post.title,
    photos,
    baseUrl,
  };
}

async function main() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(WORK, { recursive: true });
  const figures = {};
  const sourceUrl = `http://localhost:${PROFILES.source.PROD_PORT}`;
  const restoredUrl = `http://localhost:${PROFILES.restored.PROD_PORT}`;
  const started = { source: false, restored: false };
  try {
    started.source = true;
    figures.sourceUp = prod('source', 'up');
    const seeded = await seed(sourceUrl);
    const source = profileConnections('source');
    const sourceCounts = await settled(source.adminUrl, source.schemas);
    const before = await observe(sourceUrl, seeded, seeded.guest);
    check(
      Object.keys(before.photos).length >= 2,
      `photos seen on the source: ${Object.keys(before.photos).join(', ')}`,
    );
    const sourceMails =
      (await mailSubjects('source', seeded.guest.email)).length +
      (await mailSubjects('source', seeded.host.email)).length;
    say(
      `source: ${sum(sourceCounts, 'processed')} processed events, ${Object.keys(before.photos).length} photos, ` +
        `${sourceMails} emails to the guest and the host`,
    );

    const published = await lagBehind(source.kafkaBrokers);
    figures.backup = backupCommand('backup');
    const manifest = JSON.parse(readFileSync(join(BACKUP_DIR, 'manifest.json'), 'utf8'));
    const records = manifest.events.reduce((total, topic) => total + topic.records, 0);
    check(published > 0 && records === published, `Kafka records: ${records} in the backup, ${published} published`);
    figures.verify = backupCommand('verify');
    figures.backupBytes = Number(execFileSync('du', ['-sb', BACKUP_DIR]).toString().split('\t')[0]);
    figures.sourceDown = prod('source', 'down');
    started.source = false;

    // An SRE restores the secrets from the secret store; here they are the source's file.
    mkdirSync(PROFILES.restored.PROD_DATA_DIR, { recursive: true, mode: 0o711 });
    copyFileSync(
      join(PROFILES.source.PROD_DATA_DIR, 'secrets.json'),
      join(PROFILES.restored.PROD_DATA_DIR, 'secrets.json'),
    );
    started.restored = true;
    figures.restoreUp = prod('restored', 'up', { PROD_RESTORE_FROM: BACKUP_DIR });
    const restored = profileConnections('restored');
    const restoredCounts = await settled(restored.adminUrl, restored.schemas);
    for (const schema of restored.schemas) {
      check(
        restoredCounts[schema].processed === sourceCounts[schema].processed,
        `${schema}.processed_events: ${restoredCounts[schema].processed} restored, ${sourceCounts[schema].processed} in the source (an event applied again, or lost)`,
      );
    }
    say(
      `restored: outbox empty, processed_events per schema equal to the source's (${sum(restoredCounts, 'processed')})`,
    );

    for (const member of [seeded.guest, seeded.host]) {
      const sent = await mailSubjects('restored', member.email);
      check(sent.length === 0, `emails sent again to ${member.email} after the restore: ${sent.join('; ')}`);
    }
    say('restored: no email sent again for the events delivered a second time');

    const guest = await signIn(restoredUrl, seeded.guest.email, MEMBER_PASSWORD);
    const after = await observe(restoredUrl, seeded, { session: guest });
    for (const field of ['userId', 'bookingIds', 'serviceTitle', 'messageBodies', 'postTitle', 'photos']) {
      check(
        JSON.stringify(after[field]) === JSON.stringify(before[field]),
        `${field}: restored ${JSON.stringify(after[field])}, source ${JSON.stringify(before[field])}`,
      );
    }
    check(after.bookingIds.includes(seeded.booking.id), 'the guest sees the booking');
    say(
      `restored: the guest signs in and sees the booking, service, messages, post; ${Object.keys(after.photos).length} photos byte-identical`,
    );

    const host = await signIn(restoredUrl, seeded.host.email, MEMBER_PASSWORD);
    const another = await registerMember(restoredUrl, 'newcomer');
    const booking = await book(another, seeded.service, '2099-07-01');
    await host.json('POST', `/api/bookings/${booking.id}/accept`);
    const afterBooking = await settled(restored.adminUrl, restored.schemas);
    for (const address of [seeded.host.email, another.email]) {
      const sent = await mailSubjects('restored', address);
      check(repeated(sent).length === 0, `an email sent twice to ${address}: ${sent.join('; ')}`);
    }
    const grew = restored.schemas.filter((schema) => afterBooking[schema].processed > restoredCounts[schema].processed);
    check(grew.length > 0, "the new booking's events reached their consumers");
    say(
      `restored: a new booking works; its events were processed by ${grew.join(', ')}, the outbox drained again, no email twice`,
    );
    figures.restoredDown = prod('restored', 'down');
    started.restored = false;
  } finally {
    if (started.source) prod('source', 'down');
    if (started.restored) prod('restored', 'down');
  }
  say(
    `figures: source up ${seconds(figures.sourceUp)}, backup ${seconds(figures.backup)} (${figures.backupBytes} bytes), ` +
      `verify ${seconds(figures.verify)}, restore (new profile up on the backup) ${seconds(figures.restoreUp)}`,
  );
  say('backup and restore: all checks passed');
}

main().catch((error) => {
  process.stderr.write(`[backup-check] ${error.stack ?? error.message}\n`);
  process.exit(1);
});
