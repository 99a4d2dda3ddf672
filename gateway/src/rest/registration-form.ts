import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

export const PROFILE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'Please select an image smaller than 10MB';

const TEXT_FIELDS = new Set([
  'fullName',
  'email',
  'password',
  'city',
  'postcode',
  'country',
  'isSingleParent',
  'isLookingForColiving',
  'offersServices',
]);

export interface RegistrationForm {
  fields: Record<string, string>;
  photo?: { buffer: Buffer; mimetype: string; filename: string };
}

export class PhotoTooLargeError extends Error {
  constructor() {
    super(PHOTO_TOO_LARGE);
  }
}

async function readPhoto(part: MultipartFile): Promise<RegistrationForm['photo']> {
  const buffer = await part.toBuffer().catch((error: Error & { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new PhotoTooLargeError() : error;
  });
  if (part.file.truncated) throw new PhotoTooLargeError();
  return buffer.length > 0 ? { buffer, mimetype: part.mimetype, filename: part.filename } : undefined;
}

export async function readRegistrationForm(request: FastifyRequest): Promise<RegistrationForm> {
  const form: RegistrationForm = { fields: {} };
  for await (const part of request.parts({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      if (part.fieldname === 'profilePhoto') form.photo = await readPhoto(part);
      else await part.toBuffer();
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
      form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}
