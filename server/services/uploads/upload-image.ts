import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '#domain/errors.ts';
import { type RateLimitRule, UPLOAD_RATE_LIMIT } from '#domain/limits.ts';
import type { Db } from '../../db/client.ts';
import { processImage, uploadError } from '../../files/images.ts';
import {
  KIND_STORAGE,
  OWNER_ID_PATTERN,
  publicFileUrl,
  UPLOAD_KINDS,
  type UploadKind,
} from '../../files/keys.ts';
import { type FileStorage, isFileExistsError } from '../../files/storage.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';

/**
 * The client's file name is never used for storage; it is still checked, because a name with path parts means
 * a broken or hostile client.
 */
const fileNameSchema = z
  .string()
  .max(255)
  .refine((name) => !/[/\\\0]/.test(name) && !name.includes('..'));

export const uploadKindSchema = z.enum(UPLOAD_KINDS);

/**
 * Counts one upload attempt of the signed-in user: at most UPLOAD_RATE_LIMIT, or an `AppError`
 * (RATE_LIMITED, 'ratelimit.upload'). POST /api/uploads calls it before reading the body, so a refused upload
 * is neither read, decoded nor stored; attempts that fail later still count (their decoding is the cost).
 */
export async function claimUploadSlot(
  db: Db,
  viewer: { id: string },
  /** Tests only: another limit than UPLOAD_RATE_LIMIT, the rate limit's clock. */
  options: { rateLimit?: RateLimitRule; now?: Date } = {},
): Promise<void> {
  await enforceRateLimit(db, 'upload', viewer.id, options.rateLimit ?? UPLOAD_RATE_LIMIT, options.now);
}

/**
 * Stores an uploaded image of the signed-in user (docs/product-rules.md, "Uploads"): checked and re-encoded by
 * processImage, then written under a new key in the user's own folder, `avatars/{userId}/{uuid}.webp` or
 * `business-cards/{userId}/{uuid}.jpg`. Nothing is overwritten. Avatars get their public URL; business cards
 * get none (they are read only through signed links, see file-links.ts).
 */
export async function uploadImage(
  storage: FileStorage,
  viewer: { id: string } | null,
  kind: UploadKind,
  file: { name: string; bytes: Buffer },
): Promise<{ key: string; url: string | null }> {
  if (!viewer) throw uploadError('signedOut');
  if (!uploadKindSchema.safeParse(kind).success) throw uploadError('invalid');
  if (!fileNameSchema.safeParse(file.name).success) throw uploadError('badName');
  if (!OWNER_ID_PATTERN.test(viewer.id)) throw new AppError('FORBIDDEN');

  const image = await processImage(file.bytes, kind);
  const { folder, ext, contentType } = KIND_STORAGE[kind];

  // A fresh UUID never collides in practice; should it, another one is drawn rather than overwriting.
  for (let attempt = 0; attempt < 3; attempt++) {
    const key = `${folder}/${viewer.id}/${randomUUID()}.${ext}`;
    try {
      await storage.put(key, image.body, contentType);
      return { key, url: publicFileUrl(key) };
    } catch (err) {
      if (!isFileExistsError(err)) throw err;
    }
  }
  throw uploadError('failed');
}
