// A bounded, realistic load through the gateway of a running stack, for the dashboard screenshots: members sign up
// and sign in, browse and open services, list services with a photo, request bookings their hosts accept, write forum posts the
// admin approves, and message each other once a booking lets them; GraphQL queries ride along. Every answer is
// counted by action and status; the only requests asked again are those waiting for a new service or a confirmed
// booking to reach the other services.

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  MEMBER_PASSWORD,
  MemberSession,
  multipart,
  registrationFields,
  serviceFields,
} from '../../infra/production/member-session.mjs';

const CSRF = `load-${randomBytes(12).toString('hex')}`;
const FUTURE_DAY = '2099-06-01';
const LISTING_WAIT_MS = 15_000;
const POLL_MS = 250;

/** One member of the load: a session through the gateway, every answer counted by action and status. */
class Member {
  constructor(origin, tally) {
    this.session = new MemberSession(origin);
    this.session.cookies.set('village_csrf', CSRF);
    this.tally = tally;
    this.email = `load.${randomBytes(5).toString('hex')}@example.test`;
  }

  async call(action, method, path, { json, form } = {}) {
    const answer = await this.session.attempt(method, path, form ?? json);
    this.tally(action, answer.status === 0 ? `error ${answer.failure}` : answer.status);
    return { status: answer.status, body: answer.body };
  }

  register() {
    return this.call('sign-up', 'POST', '/api/register', {
      form: multipart(registrationFields('Robin Ashby', this.email, { offersServices: true })),
    });
  }

  async signIn(email = this.email, password = MEMBER_PASSWORD) {
    for (const name of [...this.session.cookies.keys()]) if (name !== 'village_csrf') this.session.cookies.delete(name);
    return this.call('sign-in', 'POST', '/api/auth/signin', { json: { email, password } });
  }
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const SERVICE_TYPES = ['playdate', 'childcare'];

async function browse(member) {
  const listed = await member.call(
    'browse services',
    'GET',
    `/api/services?type=${pick(SERVICE_TYPES)}&country=United%20Kingdom&limit=20`,
  );
  const services = listed.body?.services ?? (Array.isArray(listed.body) ? listed.body : []);
  if (services.length) await member.call('open a service', 'GET', `/api/services/${pick(services).id}`);
  await member.call('graphql me', 'POST', '/graphql', { json: { query: '{ me { id fullName } }' } });
  await member.call('graphql profile', 'POST', '/graphql', {
    json: { query: '{ me { fullName profileImageUrl matchingProfile { city } } }' },
  });
  await member.call('forum list', 'GET', '/api/forum/posts');
  await member.call('my bookings', 'GET', '/api/bookings/guest');
}

/** A small JPEG of one colour, the photo every new service carries (stored by media). */
const PHOTO = sharp({ create: { width: 400, height: 300, channels: 3, background: '#d98e5f' } })
  .jpeg()
  .toBuffer();

async function listService(host) {
  const title = `Park playdate ${randomBytes(3).toString('hex')}`;
  const created = await host.call('create a service', 'POST', '/api/services', {
    form: multipart(serviceFields(title, { maxParticipants: '50' }), { images: await PHOTO }),
  });
  return created.status === 201 ? created.body : undefined;
}

/** A booking request (asked again while bookings has not heard of the new service yet), accepted by the host. */
async function book(guest, host, service) {
  const deadline = Date.now() + LISTING_WAIT_MS;
  let requested;
  for (;;) {
    requested = await guest.call('request a booking', 'POST', '/api/bookings', {
      json: { serviceId: service.id, bookingDate: FUTURE_DAY, notes: 'Two children, 3 and 5' },
    });
    if (requested.status !== 404 || Date.now() >= deadline) break;
    await pause(POLL_MS);
  }
  if (requested.status !== 201 || !requested.body?.id) return false;
  const accepted = await host.call('accept a booking', 'POST', `/api/bookings/${requested.body.id}/accept`);
  return accepted.status === 200;
}

async function post(author, admin) {
  const submitted = await author.call('forum post', 'POST', '/api/forum/posts', {
    json: {
      title: `Swapping school runs ${randomBytes(3).toString('hex')}`,
      content: 'Does anyone near the river share school runs on Tuesdays?',
      topic: 'general',
    },
  });
  if (submitted.status === 201 && submitted.body?.id) {
    await admin.call('moderate a post', 'POST', `/api/forum/posts/${submitted.body.id}/moderate`, {
      json: { approved: true },
    });
  }
}

/** A conversation from guest to host (allowed once their booking is confirmed), then a message each way. */
async function converse(guest, host, hostId) {
  const deadline = Date.now() + LISTING_WAIT_MS;
  let started;
  for (;;) {
    started = await guest.call('start a conversation', 'POST', '/api/conversations', { json: { memberId: hostId } });
    if (started.status < 300 || Date.now() >= deadline) break;
    await pause(POLL_MS * 4);
  }
  const id = started.body?.id;
  if (!id) return;
  await guest.call('send a message', 'POST', `/api/conversations/${id}/messages`, {
    json: { body: 'Hello, see you on Sunday' },
  });
  await host.call('send a message', 'POST', `/api/conversations/${id}/messages`, { json: { body: 'See you then' } });
  await guest.call('unread count', 'GET', '/api/messages/unread-count');
}

/**
 * Runs `users` member journeys in parallel until `seconds` have passed; each journey is a host and a guest doing
 * everything above, then browsing until the next journey. Returns the tally: { "action status": count }.
 */
export async function driveLoad({ origin, adminEmail, adminPassword, users, seconds, log = console.log }) {
  const counts = new Map();
  const tally = (action, status) => {
    const key = `${action} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const admin = new Member(origin, tally);
  const signedIn = await admin.signIn(adminEmail, adminPassword);
  if (signedIn.status !== 200) throw new Error(`the admin could not sign in: ${signedIn.status}`);
  const deadline = Date.now() + seconds * 1000;
  let journeys = 0;

  const journey = async () => {
    const host = new Member(origin, tally);
    const guest = new Member(origin, tally);
    await host.register();
    await guest.register();
    await host.signIn();
    await guest.signIn();
    const me = await host.call('graphql me', 'POST', '/graphql', { json: { query: '{ me { id } }' } });
    const service = await listService(host);
    await browse(guest);
    if (service && (await book(guest, host, service))) {
      await converse(guest, host, service.hostId ?? me.body?.data?.me?.id);
    }
    await post(guest, admin);
    journeys += 1;
    // A few browsing rounds, the way members look around between actions.
    for (let round = 0; round < 3 && Date.now() < deadline; round += 1) {
      await browse(pick([host, guest]));
      await pause(500);
    }
  };

  const worker = async () => {
    while (Date.now() < deadline) await journey();
  };
  const progress = setInterval(
    () => log(`load: ${journeys} journeys, ${Math.max(0, Math.round((deadline - Date.now()) / 1000))} s left`),
    30_000,
  );
  try {
    await Promise.all(Array.from({ length: users }, worker));
  } finally {
    clearInterval(progress);
  }
  return { journeys, counts: Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b))) };
}
