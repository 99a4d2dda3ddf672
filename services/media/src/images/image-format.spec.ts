import sharp from 'sharp';
import { sniffImageFormat } from './image-format';

const blank = (format: 'jpeg' | 'png' | 'gif' | 'webp'): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#f4a261' } })
    .toFormat(format)
    .toBuffer();

describe('sniffImageFormat', () => {
  it.each(['jpeg', 'png', 'gif', 'webp'] as const)('recognises a real %s by its content', async (format) => {
    expect(sniffImageFormat(await blank(format))).toBe(format);
  });

  it('recognises both GIF signatures', () => {
    expect(sniffImageFormat(Buffer.from('GIF87a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('gif');
  });

  it('judges a PNG uploaded as "holiday.jpg" by its bytes: it is a PNG', async () => {
    const upload = { fileName: 'holiday.jpg', bytes: await blank('png') };

    expect(sniffImageFormat(upload.bytes)).toBe('png');
  });

  it.each([
    ['a text file', Buffer.from('These are my notes, not a picture.\n')],
    ['an empty file', Buffer.alloc(0)],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['two bytes of JPEG', Buffer.from([0xff, 0xd8])],
  ])('rejects %s', (_label, bytes) => {
    expect(sniffImageFormat(bytes)).toBeNull();
  });
});
