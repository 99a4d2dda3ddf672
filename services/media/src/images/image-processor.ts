import { availableParallelism } from 'node:os';
import { ConcurrencyLimit } from '@village/kit';
import sharp from 'sharp';
import { imageTooLarge, invalidDocument, invalidImage } from '../media.errors';
import { sniffImageFormat, type ImageFormat } from './image-format';
import { variantNamesOf, type VariantPlan } from './variant-plan';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Larger inputs are refused before decoding (a small file can declare a huge canvas). */
export const MAX_INPUT_PIXELS = 100_000_000;

export interface ImageVariant {
  data: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface ProcessedImage<Name extends string> {
  sourceFormat: ImageFormat;
  variants: Record<Name, ImageVariant>;
}

export interface ImageProcessorOptions {
  /** Images re-encoded at once in this process; each holds its decoded pixels in memory. */
  maxConcurrentJobs?: number;
}

/**
 * Checks an upload by size and content, then re-encodes it to the WebP size variants of a plan (e.g. a profile
 * photo's `large` and `thumb`). Orientation is applied to the pixels; no metadata (EXIF, GPS, XMP, IPTC) is carried
 * over. Work runs on libuv's pool, not the event loop.
 */
export class ImageProcessor {
  private readonly limiter: ConcurrencyLimit;

  constructor(options: ImageProcessorOptions = {}) {
    const jobs = options.maxConcurrentJobs ?? 2;
    this.limiter = new ConcurrencyLimit(jobs);
    sharp.concurrency(Math.max(1, Math.floor(availableParallelism() / jobs)));
  }

  async process<Name extends string>(input: Buffer, plan: VariantPlan<Name>): Promise<ProcessedImage<Name>> {
    if (input.length > MAX_IMAGE_BYTES) throw imageTooLarge();
    const sourceFormat = sniffImageFormat(input);
    if (!sourceFormat) throw invalidImage();
    const names = variantNamesOf(plan);
    const encoded = await this.limiter.run(() =>
      Promise.all(
        names.map((name) => encode(decoded(input).resize(plan.variants[name].resize), plan.variants[name].quality)),
      ).catch(() => {
        throw invalidImage();
      }),
    );
    const variants = Object.fromEntries(names.map((name, index) => [name, encoded[index]])) as Record<
      Name,
      ImageVariant
    >;
    return { sourceFormat, variants };
  }

  /**
   * An identity document photo: JPEG, PNG or WebP by content, at most 10MB, re-encoded to one WebP inside
   * 2400x2400 (readable, never enlarged) without any metadata.
   */
  async processDocument(input: Buffer): Promise<ImageVariant> {
    if (input.length > MAX_IMAGE_BYTES) throw imageTooLarge();
    const sourceFormat = sniffImageFormat(input);
    if (!sourceFormat || !DOCUMENT_FORMATS.has(sourceFormat)) throw invalidDocument();
    return this.limiter.run(() =>
      encode(decoded(input).resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true }), 90).catch(
        () => {
          throw invalidDocument();
        },
      ),
    );
  }
}

const DOCUMENT_FORMATS: ReadonlySet<ImageFormat> = new Set(['jpeg', 'png', 'webp']);

function decoded(input: Buffer): sharp.Sharp {
  return sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
}

async function encode(pipeline: sharp.Sharp, quality: number): Promise<ImageVariant> {
  const { data, info } = await pipeline.webp({ quality }).toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', width: info.width, height: info.height };
}
