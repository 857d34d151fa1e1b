// Drawn portraits for the demo's fictional lawyers, made at seed time from the installed DiceBear "Lorelei" style
// (line drawings, CC0 1.0: node_modules/@dicebear/lorelei/LICENSE); nothing is fetched. Each is stored as a public
// WebP avatar under the illustrations folder (illustrationKey, domain/uploads.ts), so it reads as an illustration
// everywhere, and the lawyer's own upload replaces it (docs/product-rules.md, "Uploads").
import { lorelei } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';
import sharp from 'sharp';
import { illustrationKey } from '#domain/uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { isFileExistsError } from '../../files/storage.ts';

/** Pixels a side: twice the largest avatar shown (128 CSS px on a profile), for sharp screens. */
export const PORTRAIT_PX = 256;

/** Skin tones from light to deep brown, the lighter and middle ones more often, as among people in Thailand. */
const SKIN = ['f8dcc0', 'f1c9a5', 'eab98f', 'e0ac7e', 'd39a6a', 'c68a5a', 'b07448', '8d5a36'];
/** Black and dark brown hair mostly, some brown and some grey. */
const HAIR = ['1c1714', '1c1714', '1c1714', '1c1714', '1c1714', '2e211a', '2e211a', '4a3326', '8c8c8c'];
/** Soft backgrounds that read as a drawing, not a studio photo. */
const BACKGROUND = ['dbe7f3', 'e4ecdf', 'f1e6d6', 'e9e1f0', 'dfeeee', 'f3e0e0'];
/** Open eyes looking ahead and friendly mouths: a listing's picture does not wink, frown or stick its tongue out. */
const EYES = [2, 4, 6, 8, 10, 12, 13, 14, 16, 20, 21, 24].map(variant) as ['variant02'];
const MOUTHS = [
  'happy01',
  'happy02',
  'happy03',
  'happy04',
  'happy05',
  'happy06',
  'happy13',
  'happy14',
] as const;
/** Every hair but the spiky crest and the bald top-knot (variants 23 and 34). */
const HAIRSTYLES = Array.from({ length: 48 }, (_, i) => i + 1)
  .filter((n) => n !== 23 && n !== 34)
  .map(variant) as ['variant01'];

function variant(n: number) {
  return `variant${String(n).padStart(2, '0')}`;
}

/**
 * The SVG of the portrait of `slug` (a demo listing's stable name, such as `demo.lawyer002`): the same slug
 * always draws the same person, whatever the listing's generated id.
 */
export function demoPortraitSvg(slug: string): string {
  return createAvatar(lorelei, {
    seed: slug,
    size: PORTRAIT_PX,
    skinColor: SKIN,
    hairColor: HAIR,
    backgroundColor: BACKGROUND,
    hair: HAIRSTYLES,
    eyes: EYES,
    mouth: [...MOUTHS],
    beardProbability: 0,
    frecklesProbability: 0,
    hairAccessoriesProbability: 0,
    earringsProbability: 15,
    glassesProbability: 25,
  }).toString();
}

/**
 * Draws and stores the portraits of the given listings under `illustrationKey(id)`, all at once: sharp renders
 * them on its own threads while the caller writes the database. A portrait already stored under the key (the same
 * listing seeded before) is kept.
 */
export async function storeDemoPortraits(
  storage: FileStorage,
  listings: readonly { id: string; slug: string }[],
): Promise<void> {
  await Promise.all(
    listings.map(async ({ id, slug }) => {
      const key = illustrationKey(id);
      const body = await sharp(Buffer.from(demoPortraitSvg(slug)))
        .webp({ quality: 80, effort: 2 })
        .toBuffer();
      await storage.put(key, body, 'image/webp').catch((error: unknown) => {
        if (!isFileExistsError(error)) throw error;
      });
    }),
  );
}
