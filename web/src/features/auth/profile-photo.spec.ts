import { checkProfilePhoto, MAX_PHOTO_BYTES } from './profile-photo';

describe('checkProfilePhoto', () => {
  it.each(['image/jpeg', 'image/jpg', 'image/png', 'image/gif', 'image/webp'])('accepts %s', (type) => {
    expect(checkProfilePhoto({ type, size: 1000 })).toBeNull();
  });

  it.each(['image/svg+xml', 'application/pdf', 'image/heic', ''])('rejects %s', (type) => {
    expect(checkProfilePhoto({ type, size: 1000 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select a valid image file (JPG, PNG, GIF, or WebP)',
    });
  });

  it('allows exactly 10MB and rejects one byte more', () => {
    expect(MAX_PHOTO_BYTES).toBe(10 * 1024 * 1024);
    expect(checkProfilePhoto({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(checkProfilePhoto({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 10MB',
    });
  });
});
