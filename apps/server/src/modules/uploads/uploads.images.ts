import type { Metadata } from 'sharp';
import { UPLOAD_MAX_PIXELS } from '@atrium/shared/limits';
import type { ImageFormat } from '@atrium/shared/media-urls';
import { appError } from '#server/lib/app-error';

/** sharp (libvips) loads with the first image, not at start. */
const loadSharp = async () => (await import('sharp')).default;

/** Accepted image formats (docs/spec/decisions.md §5b), recognized by their content, and how each is written back. */
const FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
  gif: { ext: 'gif', type: 'image/gif' },
  heif: { ext: 'avif', type: 'image/avif' },
} as const;
type Format = keyof typeof FORMATS;

export interface CleanImage {
  data: Buffer;
  ext: string;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Checks that a file really is a JPEG, PNG, WebP, GIF or AVIF of at most 40 megapixels, all frames
 * together (SVG and anything else refused), then re-encodes it upright and without metadata (no
 * EXIF, GPS, XMP).
 */
export async function cleanImage(input: Buffer): Promise<CleanImage> {
  let meta: Metadata;
  try {
    meta = await (await loadSharp())(input, { limitInputPixels: false }).metadata();
  } catch {
    throw appError('UNSUPPORTED_MEDIA_TYPE');
  }
  const format = meta.format as string | undefined;
  if (!format || !(format in FORMATS) || (format === 'heif' && meta.compression !== 'av1')) {
    throw appError('UNSUPPORTED_MEDIA_TYPE');
  }
  // Every frame of an animation counts (a small GIF can hold thousands), from the header alone.
  const pages = meta.pages ?? 1;
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * pages > UPLOAD_MAX_PIXELS) {
    throw appError('PAYLOAD_TOO_LARGE');
  }
  const animated = pages > 1;
  const sharp = await loadSharp();
  let image = sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, animated }).rotate();
  const f = format as Format;
  if (f === 'jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
  if (f === 'png') image = image.png({ compressionLevel: 9 });
  if (f === 'webp') image = image.webp({ quality: 85 });
  if (f === 'gif') image = image.gif();
  if (f === 'heif') image = image.avif({ quality: 60 });
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  return {
    data,
    ext: FORMATS[f].ext,
    contentType: FORMATS[f].type,
    width: info.width,
    height: animated ? (meta.pageHeight ?? info.height) : info.height,
  };
}

/**
 * A resized copy in a modern format; never wider than the original. An original over 40
 * megapixels (or unreadable) is refused from its header, before anything is decoded.
 */
export async function renderRendition(original: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(original).metadata();
  } catch {
    throw appError('UNSUPPORTED_MEDIA_TYPE');
  }
  if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > UPLOAD_MAX_PIXELS) {
    throw appError('PAYLOAD_TOO_LARGE');
  }
  const image = sharp(original, { limitInputPixels: UPLOAD_MAX_PIXELS }).resize({ width, withoutEnlargement: true });
  return format === 'avif' ? image.avif({ quality: 55, effort: 3 }).toBuffer() : image.webp({ quality: 78 }).toBuffer();
}
