import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { latinSpellings } from '#domain/romanize.ts';
import { listingAreas } from '#domain/schemas/practice.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import {
  APPLICATION_LISTING_COLUMNS,
  type LawyerApplicationRow,
  lawyers,
  profiles,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { isUniqueViolation } from '../../applications/db-errors.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { applicantOf, type DecisionMail, lockPending, markDecided, tellDecision } from './decision.ts';

/** The message of an approval that met a lawyer record created for the same user at the same moment. */
export const LAWYER_LINK_CONFLICT = 'adminApplications.errors.lawyerConflict';

/**
 * The lawyer columns copied from an application (docs/product-rules.md, "Applications"), with what the listing
 * needs to be
 * found: title, specialties, languages, fee or fee range with its unit, education. The areas become case
 * types (a specialty of the ask form is mapped as auto-match maps a question's, `listingAreas`), which the
 * search's case-type filter and auto-match compare; an older application's free-text areas are kept as they
 * are. An older application without these fields gives none (see `givenColumns`).
 */
function copiedColumns(a: LawyerApplicationRow) {
  const hasFee = a.feeMin !== null || a.feeMax !== null;
  const shared = Object.fromEntries(APPLICATION_LISTING_COLUMNS.map((key) => [key, a[key]])) as Pick<
    LawyerApplicationRow,
    (typeof APPLICATION_LISTING_COLUMNS)[number]
  >;
  return {
    name: a.fullName,
    nameLatin: latinSpellings(a.fullName),
    ...shared,
    experienceAreas: listingAreas(a.experienceAreas, a.experienceAreas).areas,
    feeUnit: hasFee ? (a.feeUnit ?? 'per_session') : null,
  };
}

/**
 * For an existing lawyer record only the fields the application actually gives are copied (a blank one, an
 * empty list, or 0 years of experience, keeps what the record has), so an application without a picture never
 * erases the lawyer's photo, and an older application without a fee keeps the listing's fee.
 */
function givenColumns(a: LawyerApplicationRow): Partial<ReturnType<typeof copiedColumns>> {
  const given = Object.entries(copiedColumns(a)).filter(([key, value]) => {
    if (value === null || value === '') return false;
    if (Array.isArray(value)) return value.length > 0;
    if (key === 'experience') return value !== 0;
    return true;
  });
  // The romanised name always follows the name (null for a name without Thai letters).
  return { ...Object.fromEntries(given), nameLatin: latinSpellings(a.fullName) };
}

/**
 * Approves a pending application (docs/product-rules.md, "Applications"), in one transaction with one audit entry:
 * creates a verified lawyer linked to the applicant — or, when the applicant already has a lawyer record
 * (`lawyers.user_id`), verifies and updates that one — copying the application's fields (`copiedColumns`); verified
 * and linked, with case-type areas, languages and fees, the listing is found by the search's filters and invited by
 * auto-match (server/services/questions/matching.ts). A member's profile becomes a lawyer's; the application
 * becomes approved with the reviewer and time. After the commit the applicant is e-mailed in their language with a
 * link to the public profile (a mail failure is logged, the approval stands). NOT_FOUND for an unknown id; CONFLICT
 * when the application is not pending.
 */
export async function approveApplication(
  db: Db,
  actor: Actor,
  id: string,
  mail: DecisionMail,
): Promise<{ id: string; lawyerId: string; emailed: boolean }> {
  requireAdmin(actor);
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const now = new Date();
  let result: { lawyerId: string; fullName: string; applicant: Awaited<ReturnType<typeof applicantOf>> };
  try {
    result = await publicDataTransaction(db, async (tx) => {
      const application = await lockPending(tx, id);
      const [existing] = await tx
        .select()
        .from(lawyers)
        .where(eq(lawyers.userId, application.userId))
        .for('update')
        .limit(1);
      const [lawyer] = existing
        ? await tx
            .update(lawyers)
            .set({ ...givenColumns(application), verified: true, verifiedAt: now, updatedAt: now })
            .where(eq(lawyers.id, existing.id))
            .returning()
        : await tx
            .insert(lawyers)
            .values({
              userId: application.userId,
              ...copiedColumns(application),
              verified: true,
              verifiedAt: now,
            })
            .returning();
      if (!lawyer) throw new Error('the lawyer was not stored');
      await tx
        .update(profiles)
        .set({ profileType: 'lawyer', updatedAt: now })
        .where(and(eq(profiles.userId, application.userId), eq(profiles.profileType, 'member')));
      const approved = await markDecided(tx, id, 'approved', actor.id, now);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'application.approve',
        entityType: 'lawyer_application',
        entityId: id,
        before: { application, lawyer: existing ?? null },
        after: { application: approved, lawyer },
      });
      return {
        lawyerId: lawyer.id,
        fullName: application.fullName,
        applicant: await applicantOf(tx, application.userId),
      };
    });
  } catch (error) {
    // A lawyer record for the same user created at the same moment (e.g. through /lawyers/new).
    if (isUniqueViolation(error, 'lawyers_user_id_unique'))
      throw new AppError('CONFLICT', LAWYER_LINK_CONFLICT);
    throw error;
  }

  const emailed = await tellDecision(db, mail, 'approved', result, `/lawyers/${result.lawyerId}`);
  return { id, lawyerId: result.lawyerId, emailed };
}
