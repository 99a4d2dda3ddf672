import { BadRequestException, NotFoundException, PayloadTooLargeException } from '@nestjs/common';
import { MediaError, MediaErrorCode } from '../media.errors';

export function toHttpError(error: unknown): unknown {
  if (!(error instanceof MediaError)) return error;
  const body = { message: error.message };
  switch (error.code) {
    case MediaErrorCode.InvalidImage:
      return new BadRequestException(body);
    case MediaErrorCode.ImageTooLarge:
      return new PayloadTooLargeException(body);
    case MediaErrorCode.NotFound:
      return new NotFoundException(body);
    default: {
      const unreachable: never = error.code;
      return unreachable;
    }
  }
}

/** Runs a use case and turns its `MediaError`s into the HTTP errors the gateway relays. */
export async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toHttpError(error);
  }
}
