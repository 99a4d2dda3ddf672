import sharp from 'sharp';
import { ImageProcessor } from '../images/image-processor';
import { SERVICE_PHOTO_VARIANTS } from './service-photo-variants';

const photo = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#264653' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Village Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2600/100' } })
    .toBuffer();

const sizes = (variants: Record<string, { width: number; height: number }>) =>
  Object.fromEntries(Object.entries(variants).map(([name, { width, height }]) => [name, [width, height]]));

describe('service photo variants', () => {
  const processor = new ImageProcessor({ maxConcurrentJobs: 1 });

  it('makes a 320, 800 and 1600 wide WebP of a large landscape photo, keeping its shape', async () => {
    const { variants } = await processor.process(await photo(3000, 2000), SERVICE_PHOTO_VARIANTS);

    expect(sizes(variants)).toEqual({ thumbnail: [320, 213], card: [800, 533], full: [1600, 1067] });
    const full = await sharp(variants.full.data).metadata();
    expect([full.format, full.width, full.height, full.exif]).toEqual(['webp', 1600, 1067, undefined]);
  });

  it('keeps a tall photo inside each width', async () => {
    const { variants } = await processor.process(await photo(1000, 2500), SERVICE_PHOTO_VARIANTS);

    expect(sizes(variants)).toEqual({ thumbnail: [320, 800], card: [800, 2000], full: [1000, 2500] });
  });

  it('never enlarges a small photo', async () => {
    const { variants } = await processor.process(await photo(600, 400), SERVICE_PHOTO_VARIANTS);

    expect(sizes(variants)).toEqual({ thumbnail: [320, 213], card: [600, 400], full: [600, 400] });
  });
});
