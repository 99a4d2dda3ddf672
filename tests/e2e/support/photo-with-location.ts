import sharp from 'sharp';

/** A JPEG carrying EXIF and GPS tags, as a phone camera would write them. */
export async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#d98e5f' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'VillagePhone', Model: 'Test Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .toBuffer();
}
