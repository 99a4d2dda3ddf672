import type { MultipartFile } from '@fastify/multipart';
import { parseOrThrow } from '@village/kit/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import { registrationFieldsSchema } from './auth.schemas';

export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Please select an image smaller than 10MB';
export const UNREADABLE_FORM = 'The registration form could not be read. Please try again.';

const TEXT_FIELDS = new Set(Object.keys(registrationFieldsSchema.shape));

export interface RegistrationForm {
  fields: z.output<typeof registrationFieldsSchema>;
  photo?: { buffer: Buffer; mimetype: string; filename: string };
}

const photoTooLarge = () =>
  gatewayErrors.error(GatewayErrorCode.PhotoTooLarge, PHOTO_TOO_LARGE, { profilePhoto: PHOTO_TOO_LARGE });

async function readPhoto(part: MultipartFile): Promise<RegistrationForm['photo']> {
  const buffer = await part.toBuffer().catch((error: Error & { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? photoTooLarge() : error;
  });
  if (part.file.truncated) throw photoTooLarge();
  return buffer.length > 0 ? { buffer, mimetype: part.mimetype, filename: part.filename } : undefined;
}

/**
 * Reads the multipart registration form: its text fields (checked with the same schema the OpenAPI document
 * shows; others are ignored) and the optional photo. A body the multipart parser cannot read (no boundary, cut
 * short, malformed headers) is the client's mistake: 400, not 500.
 */
export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  const text: Record<string, string> = {};
  let photo: RegistrationForm['photo'];
  try {
    for await (const part of request.parts({
      limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname === 'profilePhoto') photo = await readPhoto(part);
        else await part.toBuffer();
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        text[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    // The plugin's own refusals carry a status (413 limits, 406 not multipart); the parser's do not.
    if (gatewayErrors.owns(error) || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw gatewayErrors.error(GatewayErrorCode.MalformedRequest, UNREADABLE_FORM);
  }
  return { fields: parseOrThrow(registrationFieldsSchema, text), ...(photo && { photo }) };
}
