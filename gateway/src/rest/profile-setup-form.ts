import type { MultipartFile } from '@fastify/multipart';
import { parseOrThrow } from '@village/kit/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import type { UploadedFile } from './member-uploads.client';
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

const tooLarge = (field: FileField) =>
  gatewayErrors.error(GatewayErrorCode.PhotoTooLarge, PHOTO_TOO_LARGE, { [field]: PHOTO_TOO_LARGE });

async function readFile(part: MultipartFile, field: FileField): Promise<UploadedFile | undefined> {
  const buffer = await part.toBuffer().catch((error: Error & { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge(field) : error;
  });
  if (part.file.truncated) throw tooLarge(field);
  return buffer.length > 0 ? { buffer, filename: part.filename } : undefined;
}

/** Reads the multipart /profile-setup form: country, postcode and the two optional images (10MB each). */
export async function readProfileSetupForm(request: FastifyRequest): Promise<ProfileSetupForm> {
  const text: Record<string, string> = {};
  const files: ProfileSetupForm['files'] = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 2, fields: 10 } })) {
      if (part.type === 'file') {
        const field = FILE_FIELDS.find((name) => name === part.fieldname);
        if (field) {
          const file = await readFile(part, field);
          if (file) files[field] = file;
        } else await part.toBuffer();
      } else if (TEXT_FIELDS.has(part.fieldname)) {
        text[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    if (gatewayErrors.owns(error) || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw gatewayErrors.error(GatewayErrorCode.MalformedRequest, UNREADABLE_FORM);
  }
  return { fields: parseOrThrow(profileSetupFieldsSchema, text), files };
}
