export enum MediaErrorCode {
  InvalidImage = 'INVALID_IMAGE',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  NotFound = 'NOT_FOUND',
}

export class MediaError extends Error {
  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaError';
  }
}

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB';

export const invalidImage = (): MediaError => new MediaError(MediaErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE);
export const imageTooLarge = (): MediaError => new MediaError(MediaErrorCode.ImageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
export const mediaNotFound = (): MediaError => new MediaError(MediaErrorCode.NotFound, 'Not found');
