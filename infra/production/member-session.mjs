// A member speaking to a running Village through its gateway, for the operations scripts (the backup check, the
// fault table, the load runs): cookies kept as a browser keeps them, the double-submit CSRF token sent on every
// unsafe request, JSON or multipart bodies. Plain ESM on Node's own fetch (see prod.mjs).

export const MEMBER_PASSWORD = 'steady lantern 42';

const REQUEST_TIMEOUT_MS = 30_000;

export class MemberSession {
  /** @param {string} baseUrl the gateway, e.g. http://127.0.0.1:28080 */
  constructor(baseUrl, { timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
    this.baseUrl = baseUrl;
    this.timeoutMs = timeoutMs;
    this.cookies = new Map();
  }

  /** A session holding the CSRF cookie the web app's first page sets. */
  static async open(baseUrl, options) {
    const session = new MemberSession(baseUrl, options);
    const response = await session.request('GET', '/');
    await response.body?.cancel();
    return session;
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request; a FormData body goes as multipart, anything else as JSON. Throws only when no answer came. */
  async request(method, path, body) {
    const headers = { cookie: this.cookieHeader };
    const csrf = [...this.cookies].find(([name]) => name.endsWith('village_csrf'));
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf[1];
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  /**
   * One request that never throws: { status, body (the parsed JSON, if any), text }; status 0 and `failure` (the
   * socket error's code, else the error's name) when no answer came.
   */
  async attempt(method, path, body) {
    let response;
    try {
      response = await this.request(method, path, body);
    } catch (error) {
      const failure = error.cause?.code ?? error.name;
      return { status: 0, body: undefined, text: `${error.name}: ${error.cause?.code ?? error.message}`, failure };
    }
    const text = await response.text().catch(() => '');
    let parsed;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed, text };
  }

  /** The parsed answer; throws with the status and the start of the body unless the status is expected. */
  async json(method, path, body, expected = [200, 201]) {
    const response = await this.request(method, path, body);
    const text = await response.text();
    if (!expected.includes(response.status)) {
      throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    }
    return text ? JSON.parse(text) : null;
  }

  async bytes(path) {
    const response = await this.request('GET', path);
    if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }
}

/** A multipart form of text fields and JPEG files ({ name: Buffer | Buffer[] }). */
export function multipart(fields, files = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, value] of Object.entries(files)) {
    (Array.isArray(value) ? value : [value]).forEach((bytes, index) =>
      form.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${key}-${index + 1}.jpg`),
    );
  }
  return form;
}

/** The fields of POST /api/register for a single parent in York. */
export function registrationFields(fullName, email, { offersServices = false } = {}) {
  return {
    fullName,
    email,
    password: MEMBER_PASSWORD,
    city: 'York',
    postcode: 'YO1 7HH',
    country: 'United Kingdom',
    isSingleParent: 'true',
    isLookingForColiving: 'false',
    offersServices: String(offersServices),
  };
}

/** A new member, signed in by their registration: { session, email, id }. */
export async function registerMember(baseUrl, name, { photo, offersServices = false } = {}) {
  const session = await MemberSession.open(baseUrl);
  const email = `${name}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.test`;
  const fullName = `${name[0].toUpperCase()}${name.slice(1)} Parent`;
  const form = multipart(registrationFields(fullName, email, { offersServices }), photo ? { profilePhoto: photo } : {});
  const { user } = await session.json('POST', '/api/register', form);
  return { session, email, id: user.id };
}

/**
 * Confirms a member's email address with the link of the confirmation email the SMTP stand-in's inbox received
 * (`inboxUrl`: infra/src/dev-mail); emails about bookings go only to confirmed addresses.
 */
export async function confirmEmail(member, inboxUrl, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inboxUrl}/messages?to=${encodeURIComponent(member.email)}`);
    const link = (response.ok ? await response.json() : [])
      .flatMap((mail) => mail.links)
      .find((href) => new URL(href).pathname === '/confirm-email');
    if (link) {
      const token = new URL(link).searchParams.get('token');
      await member.session.json('POST', '/api/auth/email/confirm', { token });
      return;
    }
    if (Date.now() > deadline) throw new Error(`no confirmation email for ${member.email}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** A session signed in with an email and password (the first admin's, say). */
export async function signIn(baseUrl, email, password) {
  const session = await MemberSession.open(baseUrl);
  await session.json('POST', '/api/auth/signin', { email, password });
  return session;
}

/** The fields of POST /api/services for a playdate in York; `overrides` replace any of them. */
export function serviceFields(title, overrides = {}) {
  return {
    title,
    description: 'A relaxed morning in the park for toddlers, with snacks, a sandpit and time for the parents to chat.',
    type: 'playdate',
    serviceMode: 'in_person',
    country: 'United Kingdom',
    postcode: 'YO1 7HH',
    pricingType: 'free',
    maxParticipants: '4',
    ...overrides,
  };
}
