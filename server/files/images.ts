import { fileTypeFromBuffer } from 'file-type';
import PQueue from 'p-queue';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { AppError } from '#domain/errors.ts';
import {
  AVATAR_MAX_PX,
  IMAGE_DECODES_AT_ONCE,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '#domain/limits.ts';
import { hasOnlyImageData } from './image-bounds.ts';
import { KIND_STORAGE, type UploadKind } from './keys.ts';

/** Business cards are kept readable but not larger than this many pixels per side. */
export const BUSINESS_CARD_MAX_PX = 2000;

/** Why an upload was refused: the client translates `uploads.errors.<reason>`. */
export const UPLOAD_ERROR_REASONS = [
  'notImage',
  'tooLarge',
  'tooManyPixels',
  'badName',
  'unreadable',
  'signedOut',
  'invalid',
  'failed',
] as const;
export type UploadErrorReason = (typeof UPLOAD_ERROR_REASONS)[number];

export const uploadError = (reason: UploadErrorReason) =>
  new AppError(reason === 'signedOut' ? 'UNAUTHORIZED' : 'INVALID_INPUT', `uploads.errors.${reason}`);

export interface ProcessedImage {
  body: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/** The format names sharp reports for the accepted MIME types. */
const SHARP_FORMAT: Record<(typeof UPLOAD_IMAGE_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The queue of decodes: IMAGE_DECODES_AT_ONCE at a time in this process, the others wait in order. */
const decodeQueue = new PQueue({ concurrency: IMAGE_DECODES_AT_ONCE });

/** Runs other decoding of a picture in the same queue (reading a transfer slip's QR: slip-fingerprint.ts). */
export const inDecodeQueue = <T>(work: () => Promise<T>): Promise<T> => decodeQueue.add(work);

/** Decodes under way and waiting for their turn in this process. */
export const imageDecodes = () => ({ running: decodeQueue.pending, waiting: decodeQueue.size });

/**
 * Checks an uploaded image and re-encodes it (docs/product-rules.md, "Uploads"):
 * - at most UPLOAD_MAX_BYTES;
 * - JPEG, PNG or WebP by content (the declared type and file name are never looked at), so SVG, HTML, PDF and
 *   anything else is refused;
 * - nothing after the image's end (polyglots: a picture with a ZIP, HTML or PHP appended);
 * - at most UPLOAD_MAX_PIXELS by the dimensions its header declares, read before anything is decoded (a small
 *   file can declare huge dimensions: a decompression bomb), and sharp refuses to decode more than that anyway;
 * - decoded by sharp, at most IMAGE_DECODES_AT_ONCE at a time (refused when it cannot), turned upright by its
 *   EXIF orientation, and written anew with no metadata at all (no EXIF, GPS, XMP or comments): avatars as WebP
 *   within AVATAR_MAX_PX, business cards as JPEG within BUSINESS_CARD_MAX_PX (and so are transfer slips).
 */
export async function processImage(bytes: Buffer, kind: UploadKind): Promise<ProcessedImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw uploadError('tooLarge');
  if (bytes.length === 0) throw uploadError('notImage');

  const sniffed = await fileTypeFromBuffer(bytes);
  const mime = sniffed?.mime as (typeof UPLOAD_IMAGE_TYPES)[number] | undefined;
  if (!mime || !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime)) throw uploadError('notImage');
  if (!hasOnlyImageData(bytes, mime)) throw uploadError('notImage');

  const input = () => sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning', pages: 1 });
  let meta: Metadata;
  try {
    // The header only (no decoding), read without the pixel limit so that too many pixels has its own answer.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'warning', pages: 1 }).metadata();
  } catch {
    throw uploadError('unreadable');
  }
  // libvips picks its decoder from the content too; both must agree.
  if (meta.format !== SHARP_FORMAT[mime]) throw uploadError('notImage');
  if (!meta.width || !meta.height) throw uploadError('unreadable');
  if (meta.width * meta.height > UPLOAD_MAX_PIXELS) throw uploadError('tooManyPixels');
  return decodeQueue.add(() => reencode(input, kind));
}

/** Decodes the checked picture and writes it anew (see processImage). */
async function reencode(input: () => Sharp, kind: UploadKind): Promise<ProcessedImage> {
  try {
    const target = KIND_STORAGE[kind];
    const pipeline = input().autoOrient();
    const encoded =
      kind === 'avatar'
        ? pipeline
            .resize(AVATAR_MAX_PX, AVATAR_MAX_PX, { fit: 'inside', withoutEnlargement: true })
            .webp({ quality: 82 })
        : pipeline
            .resize(BUSINESS_CARD_MAX_PX, BUSINESS_CARD_MAX_PX, { fit: 'inside', withoutEnlargement: true })
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      body: data,
      contentType: target.contentType,
      ext: target.ext,
      width: info.width,
      height: info.height,
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw uploadError('unreadable');
  }
}
