import { withTraceContext } from '@village/kit/tracing';
import { UpstreamRefusal } from '../errors/upstream-refusal';

/** Media refused the photo (a 4xx), or failed. */
export class MediaRejectedError extends UpstreamRefusal {
  constructor(status: number, message: string) {
    super(status, { message });
  }
}

/** Hands a profile photo to the media service, which checks, re-encodes and holds it until the account exists. */
export class MediaClient {
  constructor(private readonly baseUrl: string) {}

  async stagePendingProfilePhoto(photo: { buffer: Buffer; filename: string }, correlationId: string): Promise<string> {
    const response = await fetch(`${this.baseUrl}/uploads/pending-profile-photos`, {
      method: 'POST',
      headers: withTraceContext({
        'content-type': 'application/octet-stream',
        'x-correlation-id': correlationId,
        'x-file-name': encodeURIComponent(photo.filename),
      }),
      body: photo.buffer,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
    if (!response.ok || !body.id)
      throw new MediaRejectedError(response.status, body.message ?? 'The photo could not be stored');
    return body.id;
  }
}
