export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'] as const;

export interface PhotoProblem {
  title: string;
  description: string;
}

export function checkProfilePhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return {
      title: 'Invalid file type',
      description: 'Please select a valid image file (JPG, PNG, GIF, or WebP)',
    };
  }
  if (file.size > MAX_PHOTO_BYTES) {
    return { title: 'File too large', description: 'Please select an image smaller than 10MB' };
  }
  return null;
}
