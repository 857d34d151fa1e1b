import { eq } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { avatarPublicUrl, ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { requireActor } from '../guard.ts';

/** The message of a second own profile: the user already has one. */
export const OWN_LAWYER_EXISTS = 'lawyerform.errors.alreadyExists';

/** A second own profile refused (CONFLICT), with the existing one's id (`id`), to send them there. */
const ownLawyerExists = (lawyerId: string | null) =>
  new AppError('CONFLICT', OWN_LAWYER_EXISTS, lawyerId ? { id: lawyerId } : {});

const ownLawyerId = async (db: Pick<Db, 'select'>, userId: string) => {
  const [row] = await db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.userId, userId)).limit(1);
  return row?.id ?? null;
};

/**
 * The lawyer columns a user writes on their own profile (docs/product-rules.md, "A lawyer's own listing"), from
 * the creation form and the own-listing editor alike; blank optional fields are stored as null.
 */
export function ownProfileColumns(data: {
  title: string;
  province?: string | undefined;
  district?: string | undefined;
  specialties: string[];
  phone?: string | undefined;
  email?: string | undefined;
  lineId?: string | undefined;
  address?: string | undefined;
  website?: string | undefined;
  description?: string | undefined;
}) {
  return {
    title: data.title,
    province: data.province,
    district: data.district ?? null,
    experienceAreas: data.specialties,
    phone: data.phone ?? null,
    email: data.email ?? null,
    lineId: data.lineId ?? null,
    address: data.address ?? null,
    website: data.website ?? null,
    description: data.description ?? null,
  };
}

/**
 * Creates the signed-in user's own lawyer profile (`/lawyers/new`, docs/product-rules.md,
 * "Lawyer listings"): linked to the user, unverified (not public) until an admin verifies it. Name,
 * title, province and specialties are required ('ข้อมูลไม่ครบ'), and the licence number; the avatar must
 * be the user's own upload. A user has at most one profile: a second one is refused with
 * `AppError` CONFLICT with `OWN_LAWYER_EXISTS` and the existing listing's `id`, also when two arrive at once (lawyers.user_id is unique).
 * Bad input throws `AppError` with `fields` and stores nothing. Like every write to the lawyers table it goes
 * through `publicDataTransaction` (server/cache/public-data.ts), although an unverified listing is in no public
 * read yet.
 */
export async function createOwnLawyer(db: Db, viewer: Actor, input: unknown): Promise<{ id: string }> {
  requireActor(viewer, 'lawyerform.errors.signIn');
  const data = parseInput(ownLawyerSchema, input);
  if (data.avatarKey && !isOwnUploadKey('avatar', data.avatarKey, viewer.id))
    throw inputError({ avatarKey: 'lawyerform.errors.avatarInvalid' });
  try {
    return await publicDataTransaction(db, async (tx) => {
      const existing = await ownLawyerId(tx, viewer.id);
      if (existing) throw ownLawyerExists(existing);
      const [row] = await tx
        .insert(lawyers)
        .values({
          userId: viewer.id,
          name: data.name,
          nameLatin: latinSpellings(data.name),
          licenseNumber: data.licenseNumber,
          ...ownProfileColumns(data),
          avatarUrl: data.avatarKey ? avatarPublicUrl(data.avatarKey) : null,
          verified: false,
        })
        .returning({ id: lawyers.id });
      if (!row) throw new Error('the lawyer profile was not stored');
      return row;
    });
  } catch (error) {
    // Two submissions at the same moment: the unique user_id let one through.
    if (isUniqueViolation(error, 'lawyers_user_id_unique'))
      throw ownLawyerExists(await ownLawyerId(db, viewer.id));
    throw error;
  }
}
