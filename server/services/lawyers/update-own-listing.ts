import { eq } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { avatarPublicUrl } from '#domain/schemas/lawyer.ts';
import { OWN_LISTING_ERRORS, ownListingSchema } from '#domain/schemas/own-listing.ts';
import { listingFees } from '#domain/schemas/practice.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { ownProfileColumns } from './create-own-lawyer.ts';
import { type OwnListing, toOwnListing } from './own-listing.ts';

/**
 * A lawyer edits their own listing (`/account/lawyer`, domain/schemas/own-listing.ts): title (also in English and
 * Chinese), province,
 * district, specialties (stored as case types), languages, fee or fee range with its unit, experience,
 * education, contact fields, address, website, description and a new avatar (their own upload). Only the user
 * linked to the listing (`lawyers.user_id`) may: a signed-out caller is UNAUTHORIZED, anybody else
 * (another lawyer, an admin, who edits in admin/lawyers) gets NOT_FOUND, whether the listing exists or not,
 * and nothing changes. The name and the licence number are admin-only and never taken from this input; so
 * is the verified flag; the rating and reviews are derived from published reviews, never typed. Bad input throws `AppError` with `fields`
 * and changes nothing. A saved change empties the public data cache (`publicDataTransaction`), so the public
 * profile and search show it at once.
 */
export async function updateOwnListing(
  db: Db,
  viewer: Actor,
  input: Record<string, unknown>,
  now: Date = new Date(),
): Promise<OwnListing> {
  requireActor(viewer, 'lawyerform.errors.signIn');
  const lawyerId = input.lawyerId;
  if (!isUuid(lawyerId)) throw new AppError('NOT_FOUND', OWN_LISTING_ERRORS.notFound);
  return publicDataTransaction(db, async (tx) => {
    const [before] = await tx.select().from(lawyers).where(eq(lawyers.id, lawyerId)).for('update').limit(1);
    if (!before || before.userId !== viewer.id) throw new AppError('NOT_FOUND', OWN_LISTING_ERRORS.notFound);
    const data = parseInput(ownListingSchema(before), input);
    if (data.avatarKey && !isOwnUploadKey('avatar', data.avatarKey, viewer.id))
      throw inputError({ avatarKey: OWN_LISTING_ERRORS.avatarInvalid });
    const [after] = await tx
      .update(lawyers)
      .set({
        ...ownProfileColumns(data),
        titleEn: data.titleEn ?? null,
        titleZh: data.titleZh ?? null,
        languages: data.languages,
        ...listingFees(data),
        experience: data.experience ?? null,
        education: data.education,
        ...(data.avatarKey ? { avatarUrl: avatarPublicUrl(data.avatarKey) } : {}),
        updatedAt: now,
      })
      .where(eq(lawyers.id, before.id))
      .returning();
    if (!after) throw new Error('the listing was not stored');
    return toOwnListing(after);
  });
}
