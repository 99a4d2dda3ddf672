import { defineErrors, ErrorKind } from '@village/kit';

export enum MediaErrorCode {
  InvalidImage = 'INVALID_IMAGE',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  NotFound = 'NOT_FOUND',
  LinkInvalid = 'LINK_INVALID',
}

export const mediaErrors = defineErrors<MediaErrorCode>({
  [MediaErrorCode.InvalidImage]: ErrorKind.Invalid,
  [MediaErrorCode.ImageTooLarge]: ErrorKind.TooLarge,
  [MediaErrorCode.NotFound]: ErrorKind.NotFound,
  [MediaErrorCode.LinkInvalid]: ErrorKind.Forbidden,
});

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB';

export const invalidImage = () => mediaErrors.error(MediaErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE);
export const imageTooLarge = () => mediaErrors.error(MediaErrorCode.ImageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
export const mediaNotFound = () => mediaErrors.error(MediaErrorCode.NotFound, 'Not found');
export const linkInvalid = () => mediaErrors.error(MediaErrorCode.LinkInvalid, 'This link is invalid or has expired');
