import { parseOrThrow } from '@village/kit/errors';
import type { FastifyRequest } from 'fastify';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import type { UploadedFile } from './member-uploads.client';
import { readMultipartForm, readUploadedFile, textOf } from './multipart-form';
import { PHOTO_TOO_LARGE, PROFILE_PHOTO_MAX_BYTES } from './registration-form';
import {
  BOOLEAN_FIELDS,
  INTEGER_FIELDS,
  LIST_FIELDS,
  serviceEditFieldsSchema,
  serviceFormFieldsSchema,
} from './services.schemas';
import { isUuid } from '@village/kit/ids';

export const MAX_SERVICE_PHOTOS = 5;
export const TOO_MANY_PHOTOS = 'You can add up to 5 photos';
const UNREADABLE_FORM = 'The service form could not be read. Please try again.';

/** The graph's ServiceInput, without photoIds (added once the images are stored). */
export type ServiceInputFields = Record<string, string | number | boolean | string[]>;

export interface ServiceForm {
  input: ServiceInputFields;
  images: UploadedFile[];
  /** PUT only: the photos the service keeps, in order (the new images follow them). */
  keepPhotoIds: string[];
}

const tooManyPhotos = () =>
  gatewayErrors.error(GatewayErrorCode.Validation, TOO_MANY_PHOTOS, { images: TOO_MANY_PHOTOS });
const photoTooLarge = () =>
  gatewayErrors.error(GatewayErrorCode.PhotoTooLarge, PHOTO_TOO_LARGE, { images: PHOTO_TOO_LARGE });

const REQUIRED_FIELDS = ['title', 'description', 'type', 'country', 'postcode'] as const;
const TRUE = new Set(['true', 'on', '1', 'yes']);
const FALSE = new Set(['false', 'off', '0', 'no']);

function jsonList(value: string): unknown[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The form's text as the graph's ServiceInput: empty values left out, numbers, booleans and JSON lists converted.
 * What the values mean (limits, lists of values, which fields a type has) listings checks, with the spec's messages.
 */
export function serviceInputOf(text: Record<string, string | undefined>): ServiceInputFields {
  const input: ServiceInputFields = {};
  const fieldErrors: Record<string, string> = {};
  for (const [field, raw] of Object.entries(text)) {
    const value = raw?.trim();
    if (value === undefined || value === '' || field === 'keepPhotoIds') continue;
    if (field in INTEGER_FIELDS) {
      if (/^-?\d{1,9}$/.test(value)) input[field] = Number(value);
      else fieldErrors[field] = `${INTEGER_FIELDS[field as keyof typeof INTEGER_FIELDS]} must be a whole number`;
    } else if (field in BOOLEAN_FIELDS) {
      const lower = value.toLowerCase();
      if (TRUE.has(lower) || FALSE.has(lower)) input[field] = TRUE.has(lower);
      else fieldErrors[field] = `${BOOLEAN_FIELDS[field as keyof typeof BOOLEAN_FIELDS]} must be true or false`;
    } else if (field in LIST_FIELDS) {
      const list = jsonList(value);
      if (list) input[field] = list as string[];
      else fieldErrors[field] = `${LIST_FIELDS[field as keyof typeof LIST_FIELDS]} must be a list`;
    } else if (field === 'price') {
      if (/^-?\d{1,12}(\.\d+)?$/.test(value)) input[field] = Number(value);
      else fieldErrors[field] = 'Price must be a number';
    } else if (field === 'dateTime') {
      if (!Number.isNaN(Date.parse(value))) input[field] = value;
      else fieldErrors[field] = 'Please choose a valid date and time';
    } else {
      input[field] = raw ?? '';
    }
  }
  const [first] = Object.values(fieldErrors);
  if (first) throw gatewayErrors.error(GatewayErrorCode.Validation, first, fieldErrors);
  // Sent even when empty: listings answers a missing one with the spec's message, which the graph's own check of a
  // non-null input field would not.
  for (const field of REQUIRED_FIELDS) input[field] ??= '';
  return input;
}

function keptPhotoIdsOf(raw: string | undefined): string[] {
  const value = raw?.trim();
  if (!value) return [];
  const list = jsonList(value);
  if (!list || !list.every((id) => typeof id === 'string' && isUuid(id))) {
    const message = 'Photos to keep must be a list of photo ids';
    throw gatewayErrors.error(GatewayErrorCode.Validation, message, { keepPhotoIds: message });
  }
  return list as string[];
}

/**
 * Reads the multipart service form (POST and PUT /api/services): its text parts and up to 5 `images` of 10MB each.
 * Everything is read before anything is stored, so too many photos (kept ones included) or one too large is refused
 * with nothing left behind.
 */
export async function readServiceForm(request: FastifyRequest, options: { edit: boolean }): Promise<ServiceForm> {
  const schema = options.edit ? serviceEditFieldsSchema : serviceFormFieldsSchema;
  const textFields = new Set(Object.keys(schema.shape));
  const text: Record<string, string> = {};
  const images: UploadedFile[] = [];
  // One file more than allowed is read as far as its header, so that a sixth photo gets the spec's message.
  const limits = { fileSize: PROFILE_PHOTO_MAX_BYTES, files: MAX_SERVICE_PHOTOS + 1, fields: 80 };
  await readMultipartForm(request, limits, UNREADABLE_FORM, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== 'images') {
        await part.toBuffer();
        return;
      }
      if (images.length === MAX_SERVICE_PHOTOS) throw tooManyPhotos();
      const image = await readUploadedFile(part, photoTooLarge);
      if (image) images.push(image);
    } else if (textFields.has(part.fieldname)) {
      text[part.fieldname] = textOf(part);
    }
  }).catch((error: Error & { code?: string }) => {
    throw error.code === 'FST_FILES_LIMIT' ? tooManyPhotos() : error;
  });
  const fields = parseOrThrow(schema, text) as Record<string, string | undefined>;
  const keepPhotoIds = options.edit ? keptPhotoIdsOf(fields.keepPhotoIds) : [];
  if (keepPhotoIds.length + images.length > MAX_SERVICE_PHOTOS) throw tooManyPhotos();
  return { input: serviceInputOf(fields), images, keepPhotoIds };
}
