import type { Multipart, MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { GatewayErrorCode, gatewayErrors } from '../errors/gateway.errors';
import type { UploadedFile } from './member-uploads.client';

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
}

/** A file part read whole; `tooLarge` is the refusal for a file over the size limit. Empty parts are no file. */
export async function readUploadedFile(part: MultipartFile, tooLarge: () => Error): Promise<UploadedFile | undefined> {
  const buffer = await part.toBuffer().catch((error: Error & { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
  });
  if (part.file.truncated) throw tooLarge();
  return buffer.length > 0 ? { buffer, filename: part.filename } : undefined;
}

/** A text part's value, as the browser's FormData sent it. */
export const textOf = (part: MultipartValue): string =>
  typeof part.value === 'string' ? part.value : String(part.value);

/**
 * Reads every part of a multipart form in order, handing each to `onPart`. A body the multipart parser cannot read
 * (no boundary, cut short, malformed headers) is the client's mistake: 400 with `unreadable`, not 500; the plugin's
 * own refusals (413 limits, 406 not multipart) and the form's own refusals pass as they are.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  unreadable: string,
  onPart: (part: Multipart) => Promise<void>,
): Promise<void> {
  try {
    for await (const part of request.parts({ limits })) await onPart(part);
  } catch (error) {
    if (gatewayErrors.owns(error) || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw gatewayErrors.error(GatewayErrorCode.MalformedRequest, unreadable);
  }
}
