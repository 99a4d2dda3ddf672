// The load the fault table runs under (faults-under-load.mjs): a few host and guest pairs, each pair in a loop that
// lists a paid service with a photo, books it, pays for it with a test card, accepts it, writes a forum post and
// messages the other, with reads between. Every answer is kept with its start and end; every write the platform
// acknowledged (a 2xx) is kept as what must survive. A write that got no acknowledgement (a 503, no answer) is asked
// again, the way the web app lets a member try again, until acknowledged or refused for good.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { confirmEmail, multipart, registerMember, serviceFields } from './member-session.mjs';

export const TEST_CARD = { cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
const RETRY_PAUSE_MS = 500;
const GIVE_UP_MS = 90_000;
const READ_EVERY_MS = 250;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Writes a minute from one address, kept under the gateway's API_WRITE_RATE_LIMIT_PER_IP_PER_MINUTE (120). */
class WriteBudget {
  constructor(perMinute) {
    this.gapMs = 60_000 / perMinute;
    this.next = 0;
  }

  async take() {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + this.gapMs;
    await sleep(at - now);
  }
}

/** What an answer means for the table: ok, unavailable (503), throttled (429), failed (any other 5xx), no answer. */
export function classify(status) {
  if (status === 0) return 'no answer';
  if (status === 503) return 'unavailable';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'failed';
  return 'ok';
}

export class FaultLoad {
  /** @param {{ baseUrl: string, inboxUrl: string, pairs: number, writesPerMinute: number }} options */
  constructor({ baseUrl, inboxUrl, pairs, writesPerMinute }) {
    Object.assign(this, { baseUrl, inboxUrl, pairs });
    this.budget = new WriteBudget(writesPerMinute);
    /** Every answer: { what, status, startedAt, endedAt } (performance.now() milliseconds). */
    this.outcomes = [];
    /** What the platform acknowledged. */
    this.acknowledged = { services: [], bookings: [], payments: [], accepts: [], posts: [], messages: [] };
    /** Answers that were neither a success nor unavailability, with their bodies, for the report. */
    this.oddities = [];
    this.running = false;
    this.photo = sharp({ create: { width: 320, height: 240, channels: 3, background: '#5f8fd9' } })
      .jpeg()
      .toBuffer();
  }

  /** One request through a member's session, kept in the outcomes; resolves with { status, body }. */
  async send(session, what, method, path, body) {
    const startedAt = performance.now();
    const { status, body: parsed, text } = await session.attempt(method, path, body);
    const outcome = { what, status, startedAt, endedAt: performance.now() };
    this.outcomes.push(outcome);
    if (['failed', 'no answer'].includes(classify(status)))
      this.oddities.push({ ...outcome, text: text.slice(0, 200) });
    return { status, body: parsed };
  }

  /**
   * A write asked until acknowledged: again after a 503, a 429 or no answer, and after a 404 while `waitingFor404`
   * (an event not arrived yet). Resolves with the last answer.
   */
  async write(session, what, method, path, body, { waitingFor404 = false } = {}) {
    const deadline = performance.now() + GIVE_UP_MS;
    for (;;) {
      await this.budget.take();
      const answer = await this.send(session, what, method, path, typeof body === 'function' ? body() : body);
      const again =
        ['unavailable', 'throttled', 'no answer'].includes(classify(answer.status)) ||
        (waitingFor404 && answer.status === 404);
      if (!again || performance.now() > deadline || !this.running) return answer;
      await sleep(RETRY_PAUSE_MS);
    }
  }

  /** A host and a guest with a confirmed booking between them and a conversation: what every round builds on. */
  async pair(index) {
    const host = await registerMember(this.baseUrl, `faulthost${index}`, { offersServices: true });
    const guest = await registerMember(this.baseUrl, `faultguest${index}`);
    await Promise.all([confirmEmail(host, this.inboxUrl), confirmEmail(guest, this.inboxUrl)]);
    const pair = { index, host, guest, round: 0 };
    const booking = await this.round(pair);
    if (!booking?.accepted) throw new Error(`pair ${index}: the first booking was not confirmed`);
    // Community allows the conversation once the confirmed booking's event reaches it.
    const deadline = performance.now() + GIVE_UP_MS;
    let started;
    do {
      started = await this.write(guest.session, 'start a conversation', 'POST', '/api/conversations', {
        memberId: host.id,
      });
      if (started.status < 300) break;
      await sleep(RETRY_PAUSE_MS);
    } while (performance.now() < deadline);
    if (!started.body?.id) throw new Error(`pair ${index}: no conversation (${started.status})`);
    pair.conversationId = started.body.id;
    return pair;
  }

  /** One round of a pair: list, book, pay, accept, then (once they may talk) a post and a message. */
  async round(pair) {
    const { host, guest } = pair;
    pair.round += 1;
    const title = `Fault table swim ${randomBytes(4).toString('hex')}`;
    const listed = await this.write(host.session, 'list a service', 'POST', '/api/services', () =>
      multipart(serviceFields(title, { pricingType: 'fixed_price', price: '12', maxParticipants: '3' }), {
        images: this.photoBytes,
      }),
    );
    if (listed.status !== 201) return undefined;
    this.acknowledged.services.push({ id: listed.body.id, host: host.email });
    const day = new Date(Date.UTC(2031, 0, 1) + pair.round * 86_400_000).toISOString().slice(0, 10);
    const requested = await this.write(
      guest.session,
      'request a booking',
      'POST',
      '/api/bookings',
      { serviceId: listed.body.id, bookingDate: day, notes: 'Two children, 4 and 6' },
      { waitingFor404: true },
    );
    if (requested.status !== 201) return undefined;
    const booking = { id: requested.body.id, title, guest: guest.email, host: host.email, accepted: false };
    this.acknowledged.bookings.push(booking);
    const paid = await this.write(guest.session, 'pay', 'POST', `/api/bookings/${booking.id}/test-payment`, TEST_CARD);
    if (paid.status !== 200) return booking;
    this.acknowledged.payments.push(booking.id);
    const accepted = await this.write(host.session, 'accept', 'POST', `/api/bookings/${booking.id}/accept`);
    if (accepted.status !== 200) return booking;
    booking.accepted = true;
    this.acknowledged.accepts.push(booking.id);
    if (!pair.conversationId) return booking;
    const posted = await this.write(guest.session, 'forum post', 'POST', '/api/forum/posts', {
      title: `Swimming lessons near the river ${randomBytes(3).toString('hex')}`,
      content: 'Does anyone share lifts to the Saturday swimming lessons?',
      topic: 'general',
    });
    if (posted.status === 201) this.acknowledged.posts.push({ id: posted.body.id, author: guest.email });
    const body = `See you on ${day} (${randomBytes(3).toString('hex')})`;
    const sent = await this.write(
      guest.session,
      'message',
      'POST',
      `/api/conversations/${pair.conversationId}/messages`,
      {
        body,
      },
    );
    if (sent.status < 300 && sent.body?.id) {
      this.acknowledged.messages.push({ id: sent.body.id, conversationId: pair.conversationId, author: guest.email });
    }
    return booking;
  }

  /** Reads a member makes between writes: one or more of every service's, and a GraphQL query. */
  async read(pair, step) {
    const { guest } = pair;
    const reads = [
      ['my bookings', 'GET', '/api/bookings/guest'],
      ['forum', 'GET', '/api/forum/posts'],
      ['conversation', 'GET', `/api/conversations/${pair.conversationId}/messages`],
      ['graphql me', 'POST', '/graphql', { query: '{ me { id fullName } }' }],
      ['a service', 'GET', `/api/services/${this.acknowledged.services.at(-1)?.id}`],
      ['matching preferences', 'GET', '/api/user-preferences'],
      ['social posts', 'GET', '/api/social-media-posts'],
    ];
    const [what, method, path, body] = reads[step % reads.length];
    await this.send(guest.session, what, method, path, body);
  }

  async start() {
    this.photoBytes = await this.photo;
    this.running = true;
    this.pairsReady = [];
    for (let index = 1; index <= this.pairs; index += 1) this.pairsReady.push(await this.pair(index));
    this.loops = this.pairsReady.flatMap((pair) => [this.writeLoop(pair), this.readLoop(pair)]);
  }

  async writeLoop(pair) {
    while (this.running) await this.round(pair);
  }

  async readLoop(pair) {
    for (let step = 0; this.running; step += 1) {
      await this.read(pair, step);
      await sleep(READ_EVERY_MS);
    }
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops ?? []);
  }
}
