// After the faults (faults-under-load.mjs): is every write the platform acknowledged still there, and did any happen
// twice? Read back the way members see them (through the gateway, as their author), the emails from the SMTP
// stand-in's inbox, and the charges from bookings' ledger (as the database admin, read only).
import pg from 'pg';

const POLL_MS = 1000;
const PAID = new Set(['authorised', 'captured']);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Every message id of a conversation, page by page. */
async function messageIds(session, conversationId) {
  const ids = new Set();
  let before = '';
  for (;;) {
    const page = await session.attempt('GET', `/api/conversations/${conversationId}/messages?limit=100${before}`);
    if (page.status !== 200) return ids;
    page.body.messages.forEach((message) => ids.add(message.id));
    if (!page.body.hasMore || page.body.messages.length === 0) return ids;
    before = `&before=${page.body.messages[0].id}`;
  }
}

async function inbox(inboxUrl, address) {
  const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`the inbox answered ${response.status}`);
  return (await response.json()).map((mail) => mail.subject);
}

/** The missing emails (a booking request to its host, a confirmation to its guest), and the repeated ones. */
async function emails(load, inboxUrl) {
  const members = load.pairsReady.flatMap((pair) => [pair.host.email, pair.guest.email]);
  const subjects = new Map();
  for (const member of members) subjects.set(member, await inbox(inboxUrl, member));
  const has = (address, start, title) =>
    subjects.get(address).filter((subject) => subject.startsWith(start) && subject.includes(title)).length;
  const expected = [
    ...load.acknowledged.bookings.map((b) => [b.host, 'New booking request for ', b.title]),
    ...load.acknowledged.bookings.filter((b) => b.accepted).map((b) => [b.guest, 'Your booking for ', b.title]),
  ];
  const missing = expected.filter(([address, start, title]) => has(address, start, title) === 0);
  const repeated = [...subjects].flatMap(([address, list]) =>
    list.filter((subject, index) => list.indexOf(subject) !== index).map((subject) => `${address}: ${subject}`),
  );
  return { expected: expected.length, missing, repeated };
}

/** Bookings with more than one charge or more than one payment (a double charge), from bookings' own tables. */
async function doubleCharges(adminUrl, bookingIds) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT booking_id::text, 'charges' AS what, count(DISTINCT journal_id)::int AS n
         FROM bookings.ledger_entries WHERE kind = 'charge' AND booking_id = ANY($1::uuid[]) GROUP BY booking_id
       UNION ALL
       SELECT booking_id::text, 'payments', count(*)::int
         FROM bookings.payments WHERE booking_id = ANY($1::uuid[]) GROUP BY booking_id`,
      [bookingIds],
    );
    return rows.filter((row) => row.n > 1).map((row) => `${row.booking_id}: ${row.n} ${row.what}`);
  } finally {
    await client.end();
  }
}

/** What was acknowledged and is not there (each kind), once the platform had `timeoutMs` to catch up. */
async function lostWrites(load) {
  const sessionOf = new Map(load.pairsReady.flatMap((pair) => [pair.host, pair.guest]).map((m) => [m.email, m]));
  const { services, bookings, payments, accepts, posts, messages } = load.acknowledged;
  const lost = { services: [], bookings: [], payments: [], accepts: [], posts: [], messages: [] };
  for (const service of services) {
    const read = await sessionOf.get(service.host).session.attempt('GET', `/api/services/${service.id}`);
    if (read.status !== 200) lost.services.push(`${service.id} (${read.status})`);
  }
  for (const booking of bookings) {
    const read = await sessionOf.get(booking.guest).session.attempt('GET', `/api/bookings/${booking.id}`);
    if (read.status !== 200) lost.bookings.push(`${booking.id} (${read.status})`);
    else {
      if (payments.includes(booking.id) && !PAID.has(read.body.paymentStatus))
        lost.payments.push(`${booking.id} (${read.body.paymentStatus})`);
      if (accepts.includes(booking.id) && read.body.status !== 'confirmed')
        lost.accepts.push(`${booking.id} (${read.body.status})`);
    }
  }
  for (const post of posts) {
    const read = await sessionOf.get(post.author).session.attempt('GET', `/api/forum/posts/${post.id}`);
    if (read.status !== 200) lost.posts.push(`${post.id} (${read.status})`);
  }
  const byConversation = new Map();
  for (const message of messages) {
    const list = byConversation.get(message.conversationId) ?? [];
    byConversation.set(message.conversationId, [...list, message]);
  }
  for (const [conversationId, sent] of byConversation) {
    const ids = await messageIds(sessionOf.get(sent[0].author).session, conversationId);
    lost.messages.push(...sent.filter((message) => !ids.has(message.id)).map((message) => message.id));
  }
  return lost;
}

/**
 * Waits (up to `timeoutMs`) until nothing acknowledged is missing and every expected email arrived, then reports:
 * { counts: { kind: [acknowledged, lost] }, lost, emails, doubleCharges, waitedMs }.
 */
export async function checkEffects({ load, inboxUrl, adminUrl, timeoutMs }) {
  const started = Date.now();
  let lost;
  let mail;
  for (;;) {
    lost = await lostWrites(load);
    mail = await emails(load, inboxUrl);
    const missing = Object.values(lost).flat().length + mail.missing.length;
    if (missing === 0 || Date.now() - started > timeoutMs) break;
    await sleep(POLL_MS);
  }
  const counts = Object.fromEntries(
    Object.entries(load.acknowledged).map(([kind, list]) => [kind, [list.length, lost[kind].length]]),
  );
  counts.emails = [mail.expected, mail.missing.length];
  const charged = await doubleCharges(
    adminUrl,
    load.acknowledged.bookings.map((booking) => booking.id),
  );
  return { counts, lost, emails: mail, doubleCharges: charged, waitedMs: Date.now() - started };
}
