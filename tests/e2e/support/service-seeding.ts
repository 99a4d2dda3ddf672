import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';

/** The fields of POST /api/services as multipart text (the contract: lists as JSON text, empty = absent). */
export type ServiceFields = Record<string, string>;

export interface SeededService {
  id: string;
  title: string;
  status: string;
  type: string;
  photos: { id: string }[];
}

/** A title no other test uses, so a test finds its own services among everyone's. */
export const uniqueTitle = (what: string): string => `${what} ${randomBytes(3).toString('hex')}`;

export function serviceFields(overrides: ServiceFields = {}): ServiceFields {
  return {
    title: uniqueTitle('Park playdate'),
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

/** A small JPEG of one colour, for a service photo. */
export function samplePhoto(colour = '#d98e5f'): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

async function csrfOf(request: APIRequestContext): Promise<string> {
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name.endsWith('village_csrf'));
  if (!cookie) throw new Error('no CSRF cookie: open a page first');
  return cookie.value;
}

/** Creates a service through POST /api/services (multipart) as whoever `request` is signed in as. */
export async function createService(
  request: APIRequestContext,
  fields: ServiceFields = {},
  photos: Buffer[] = [],
): Promise<SeededService> {
  const form = new FormData();
  for (const [name, value] of Object.entries(serviceFields(fields))) {
    if (value !== '') form.append(name, value);
  }
  photos.forEach((photo, index) =>
    form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `photo-${index + 1}.jpg`),
  );
  const response = await request.post('/api/services', {
    multipart: form,
    headers: { 'x-csrf-token': await csrfOf(request) },
  });
  if (response.status() !== 201) {
    throw new Error(`creating a service failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as SeededService;
}

/** Creates a service as the member signed in on the page. */
export const createServiceInPage = (page: Page, fields?: ServiceFields, photos?: Buffer[]) =>
  createService(page.request, fields, photos);

export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'x-csrf-token': await csrfOf(request) };
}
