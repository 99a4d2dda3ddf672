import { defineErrors, ErrorKind } from '@village/kit';

export enum MediaErrorCode {
  InvalidImage = 'INVALID_IMAGE',
  ImageTooLarge = 'IMAGE_TOO_LARGE',
  NotFound = 'NOT_FOUND',
  LinkInvalid = 'LINK_INVALID',
  InvalidDocument = 'INVALID_DOCUMENT',
  DocumentNotAvailable = 'DOCUMENT_NOT_AVAILABLE',
}

export const mediaErrors = defineErrors<MediaErrorCode>({
  [MediaErrorCode.InvalidImage]: ErrorKind.Invalid,
  [MediaErrorCode.ImageTooLarge]: ErrorKind.TooLarge,
  [MediaErrorCode.NotFound]: ErrorKind.NotFound,
  [MediaErrorCode.LinkInvalid]: ErrorKind.Forbidden,
  [MediaErrorCode.InvalidDocument]: ErrorKind.Invalid,
  [MediaErrorCode.DocumentNotAvailable]: ErrorKind.NotFound,
});

export const INVALID_IMAGE_MESSAGE = 'Please select a valid image file (JPG, PNG, GIF, or WebP)';
export const IMAGE_TOO_LARGE_MESSAGE = 'Please select an image smaller than 10MB';

export const invalidImage = () => mediaErrors.error(MediaErrorCode.InvalidImage, INVALID_IMAGE_MESSAGE);
export const imageTooLarge = () => mediaErrors.error(MediaErrorCode.ImageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
export const mediaNotFound = () => mediaErrors.error(MediaErrorCode.NotFound, 'Not found');
export const linkInvalid = () => mediaErrors.error(MediaErrorCode.LinkInvalid, 'This link is invalid or has expired');
export const INVALID_DOCUMENT_MESSAGE = 'Please select a JPEG, PNG or WebP photo of your passport or government ID';
export const invalidDocument = () => mediaErrors.error(MediaErrorCode.InvalidDocument, INVALID_DOCUMENT_MESSAGE);
export const documentNotAvailable = () =>
  mediaErrors.error(MediaErrorCode.DocumentNotAvailable, 'The document of this case is not available');
