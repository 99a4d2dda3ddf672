import { withTraceContext } from '@village/kit/tracing';
import { UpstreamRefusal } from '../errors/upstream-refusal';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
}

/**
 * A signed-in member's uploads, handed to media with the member's own token: media checks them by content,
 * re-encodes them and keeps them as the member's (a new profile photo at once; an identity document in the private
 * bucket, pending until identity opens its verification case; a service photo, pending until listings names it in
 * ServiceListed or ServiceUpdated). A refusal names the form field it concerns.
 */
export class MemberUploadsClient {
  constructor(private readonly baseUrl: string) {}

  replaceProfilePhoto(photo: UploadedFile, accessToken: string, correlationId: string): Promise<string> {
    return this.upload('/uploads/profile-photos', 'profileImage', photo, accessToken, correlationId);
  }

  stageIdentityDocument(document: UploadedFile, accessToken: string, correlationId: string): Promise<string> {
    return this.upload('/uploads/identity-documents', 'passportImage', document, accessToken, correlationId);
  }

  /** A photo for a service being created or edited: kept pending, owned by the member, until the service names it. */
  stageServicePhoto(photo: UploadedFile, accessToken: string, correlationId: string): Promise<string> {
    return this.upload('/uploads/service-photos', 'images', photo, accessToken, correlationId);
  }

  private async upload(
    path: string,
    field: string,
    file: UploadedFile,
    accessToken: string,
    correlationId: string,
  ): Promise<string> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: withTraceContext({
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/octet-stream',
        'x-correlation-id': correlationId,
      }),
      body: file.buffer,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string; code?: string };
    if (response.ok && body.id) return body.id;
    const message = body.message ?? 'The file could not be stored';
    if (response.status >= 400 && response.status < 500 && response.status !== 401) {
      throw new UpstreamRefusal(response.status, { message, code: body.code, fieldErrors: { [field]: message } });
    }
    // Media unavailable (its storage restarting, say) stays a 503 the member may try again; any other failure is a 502.
    throw new UpstreamRefusal(response.status < 500 || response.status === 503 ? response.status : 502, { message });
  }
}
