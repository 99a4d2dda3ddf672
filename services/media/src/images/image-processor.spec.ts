import sharp from 'sharp';
import { IMAGE_TOO_LARGE_MESSAGE, INVALID_IMAGE_MESSAGE, MediaErrorCode } from '../media.errors';
import { PROFILE_PHOTO_VARIANTS } from '../profile-photos/profile-photo-variants';
import { ImageProcessor, MAX_IMAGE_BYTES } from './image-processor';

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): sharp.Sharp =>
  sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } }).toFormat(format);

/** A phone photo: EXIF with camera, time and GPS position of where the family lives, plus XMP. */
const photoWithLocation = (): Promise<Buffer> =>
  photo(1200, 900)
    .withExif({
      IFD0: { Make: 'Village Phone', Model: 'Family Cam', Software: 'camera 1.0' },
      IFD2: { DateTimeOriginal: '2025:06:01 10:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2600/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3900/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();

const GPS_IFD_POINTER = 0x8825;

/** Whether an EXIF block's first IFD points at a GPS IFD (TIFF layout, either byte order). */
function hasGpsData(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number): number => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number): number => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  return Array.from({ length: entries }, (_, index) => u16(ifd0 + 2 + index * 12)).includes(GPS_IFD_POINTER);
}

describe('ImageProcessor', () => {
  const processor = new ImageProcessor({ maxConcurrentJobs: 1 });

  it('keeps no EXIF, GPS or XMP data in any variant', async () => {
    const input = await photoWithLocation();
    const source = await sharp(input).metadata();
    expect(source.exif?.toString('latin1')).toContain('Village Phone');
    expect(hasGpsData(source.exif!)).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.orientation).toBe(6);

    const { variants } = await processor.process(input, PROFILE_PHOTO_VARIANTS);

    for (const variant of Object.values(variants)) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(variant.data.toString('latin1')).not.toMatch(/Village Phone|Exif|EXIF|XMP |xmpmeta/);
    }
  });

  it('turns the pixels the way the EXIF orientation said before dropping it', async () => {
    const { variants } = await processor.process(await photoWithLocation(), PROFILE_PHOTO_VARIANTS);

    expect(variants.large).toMatchObject({ width: 768, height: 1024 });
  });

  it('makes a large variant inside 1024x1024 and a 256x256 thumbnail, as WebP', async () => {
    const { sourceFormat, variants } = await processor.process(
      await photo(3000, 2000).toBuffer(),
      PROFILE_PHOTO_VARIANTS,
    );

    expect(sourceFormat).toBe('jpeg');
    expect(variants.large).toMatchObject({ contentType: 'image/webp', width: 1024, height: 683 });
    expect(variants.thumb).toMatchObject({ contentType: 'image/webp', width: 256, height: 256 });
    const large = await sharp(variants.large.data).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 1024, 683]);
    const thumb = await sharp(variants.thumb.data).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 256, 256]);
  });

  it('never enlarges a small image for the large variant', async () => {
    const { variants } = await processor.process(await photo(300, 200, 'png').toBuffer(), PROFILE_PHOTO_VARIANTS);

    expect(variants.large).toMatchObject({ width: 300, height: 200 });
    expect(variants.thumb).toMatchObject({ width: 256, height: 256 });
  });

  it('refuses a text file with the spec message', async () => {
    await expect(processor.process(Buffer.from('not a picture'), PROFILE_PHOTO_VARIANTS)).rejects.toMatchObject({
      code: MediaErrorCode.InvalidImage,
      message: INVALID_IMAGE_MESSAGE,
    });
  });

  it('refuses a file with image magic bytes that cannot be decoded', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage, not a JPEG')]);

    await expect(processor.process(fake, PROFILE_PHOTO_VARIANTS)).rejects.toMatchObject({
      code: MediaErrorCode.InvalidImage,
      message: INVALID_IMAGE_MESSAGE,
    });
  });

  it('refuses anything over 10MB with the spec message, and accepts exactly 10MB', async () => {
    const exactly = Buffer.concat([await photo(64, 64).toBuffer()]);
    const padded = Buffer.alloc(MAX_IMAGE_BYTES);
    exactly.copy(padded);

    await expect(
      processor.process(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), PROFILE_PHOTO_VARIANTS),
    ).rejects.toMatchObject({
      code: MediaErrorCode.ImageTooLarge,
      message: IMAGE_TOO_LARGE_MESSAGE,
    });
    await expect(processor.process(padded, PROFILE_PHOTO_VARIANTS)).resolves.toMatchObject({ sourceFormat: 'jpeg' });
  });
});
