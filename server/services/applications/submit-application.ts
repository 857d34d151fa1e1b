import { and, eq } from 'drizzle-orm';
import { AppError, inputError } from '#domain/errors.ts';
import type { FeeUnit } from '#domain/fees.ts';
import { APPLICATION_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { type ApplicationInput, applicationSchema } from '#domain/schemas/application.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { avatarPublicUrl } from '#domain/schemas/lawyer.ts';
import { listingFees } from '#domain/schemas/practice.ts';
import type { Db } from '../../db/client.ts';
import { lawyerApplications } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { isUniqueViolation } from './db-errors.ts';
import { foreignUploadKeyErrors } from './own-upload-key.ts';

/**
 * The listing columns of an application (title, specialties as case types, languages, fee or fee range with
 * its unit, education), as approval copies them to the lawyer record.
 */
export function applicationListingColumns(data: {
  title?: string | undefined;
  areas: string[];
  languages: string[];
  feeMin?: number | undefined;
  feeMax?: number | undefined;
  feeUnit?: FeeUnit | undefined;
  education: string[];
}) {
  return {
    title: data.title ?? null,
    experienceAreas: data.areas,
    languages: data.languages,
    ...listingFees(data),
    education: data.education,
  };
}

/** The applicant: the signed-in user, with the account's e-mail (the form's default). */
export type Applicant = (NonNullable<Actor> & { email?: string }) | null;

/** The message of a second application while one is pending. */
export const ALREADY_PENDING = 'apply.errors.alreadyPending';
const ONE_PENDING_INDEX = 'lawyer_applications_one_pending_idx';

/**
 * Parses application input with the shared schema and checks that the avatar and business-card keys are
 * the applicant's own uploads (never trusting the browser).
 */
export function parseApplication(input: unknown, userId: string): ApplicationInput {
  const checked = parseInput(applicationSchema, input);
  const data = checked;
  const fields = foreignUploadKeyErrors(data, userId);
  if (Object.keys(fields).length > 0) throw inputError(fields);
  return data;
}

/**
 * Stores a lawyer application for the signed-in user (docs/product-rules.md, "Applications"), status pending.
 * One pending application per user: a second one while the first is pending is refused with CONFLICT,
 * also when two arrive at once (the partial unique index decides). After a rejection (or approval) the user
 * may apply again. A blank e-mail becomes the account's. Title, at least one specialty (stored as case types,
 * which search and auto-match compare), at least one language and the fee are required: approval copies them
 * to the listing. Bad input throws `AppError` with `fields`
 * (INVALID_INPUT, field errors) and stores nothing. At most APPLICATION_RATE_LIMIT stored applications per
 * user (RATE_LIMITED 'ratelimit.apply'); the slot is taken in the transaction, so a refused one costs none.
 */
export async function submitApplication(
  db: Db,
  viewer: Applicant,
  input: unknown,
  /** Tests only: another limit than APPLICATION_RATE_LIMIT, the rate limit's clock. */
  options: { rateLimit?: RateLimitRule; now?: Date } = {},
): Promise<{ id: string }> {
  if (!viewer) throw new AppError('UNAUTHORIZED', 'apply.errors.signIn');
  const data = parseApplication(input, viewer.id);
  try {
    return await db.transaction(async (tx) => {
      await enforceRateLimit(
        tx,
        'apply',
        viewer.id,
        options.rateLimit ?? APPLICATION_RATE_LIMIT,
        options.now,
      );
      const [pending] = await tx
        .select({ id: lawyerApplications.id })
        .from(lawyerApplications)
        .where(and(eq(lawyerApplications.userId, viewer.id), eq(lawyerApplications.status, 'pending')))
        .limit(1);
      if (pending) throw new AppError('CONFLICT', ALREADY_PENDING);
      const [row] = await tx
        .insert(lawyerApplications)
        .values({
          userId: viewer.id,
          fullName: data.fullName,
          licenseNumber: data.licenseNumber,
          phone: data.phone ?? null,
          email: data.email ?? viewer.email?.trim() ?? null,
          lineId: data.lineId ?? null,
          ...applicationListingColumns(data),
          province: data.province ?? null,
          district: data.district ?? null,
          address: data.address ?? null,
          website: data.website ?? null,
          experience: data.experience,
          description: data.description ?? null,
          avatarUrl: data.avatarKey ? avatarPublicUrl(data.avatarKey) : null,
          businessCardKey: data.businessCardKey ?? null,
          status: 'pending',
        })
        .returning({ id: lawyerApplications.id });
      if (!row) throw new Error('the application was not stored');
      return row;
    });
  } catch (error) {
    // Two submissions at the same moment: both saw no pending row, the index let one through.
    if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw new AppError('CONFLICT', ALREADY_PENDING);
    throw error;
  }
}
