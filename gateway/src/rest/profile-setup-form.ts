import { parseOrThrow } from '@village/kit/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import type { UploadedFile } from './member-uploads.client';
import { readMultipartForm, readUploadedFile, textOf } from './multipart-form';
import { profileSetupFieldsSchema } from './profile-setup.schemas';
import { PHOTO_TOO_LARGE, PROFILE_PHOTO_MAX_BYTES } from './registration-form';

const FILE_FIELDS = ['profileImage', 'passportImage'] as const;
type FileField = (typeof FILE_FIELDS)[number];
const TEXT_FIELDS = new Set(Object.keys(profileSetupFieldsSchema.shape));
const UNREADABLE_FORM = 'The profile form could not be read. Please try again.';

export interface ProfileSetupForm {
  fields: z.output<typeof profileSetupFieldsSchema>;
  files: Partial<Record<FileField, UploadedFile>>;
}

const tooLarge = (field: FileField) => () =>
  gatewayErrors.error(GatewayErrorCode.PhotoTooLarge, PHOTO_TOO_LARGE, { [field]: PHOTO_TOO_LARGE });

/** Reads the multipart /profile-setup form: country, postcode and the two optional images (10MB each). */
export async function readProfileSetupForm(request: FastifyRequest): Promise<ProfileSetupForm> {
  const text: Record<string, string> = {};
  const files: ProfileSetupForm['files'] = {};
  const limits = { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 2, fields: 10 };
  await readMultipartForm(request, limits, UNREADABLE_FORM, async (part) => {
    if (part.type === 'file') {
      const field = FILE_FIELDS.find((name) => name === part.fieldname);
      if (field) {
        const file = await readUploadedFile(part, tooLarge(field));
        if (file) files[field] = file;
      } else await part.toBuffer();
    } else if (TEXT_FIELDS.has(part.fieldname)) {
      text[part.fieldname] = textOf(part);
    }
  });
  return { fields: parseOrThrow(profileSetupFieldsSchema, text), files };
}
