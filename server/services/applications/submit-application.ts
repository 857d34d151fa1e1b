import { and, eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { APPLICATION_RATE_LIMIT, type RateLimitRule } from '#domain/limits.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { avatarPublicUrl } from '#domain/schemas/lawyer.ts';
import type { Db } from '../../db/client.ts';
import { lawyerApplications } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';
import { requireActor } from '../guard.ts';
import { enforceRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { applicationFormColumns } from './application-columns.ts';
import { isUniqueViolation } from './db-errors.ts';
import { parseWithOwnUploads } from './own-upload-key.ts';

/** The applicant: the signed-in user, with the account's e-mail (the form's default). */
export type Applicant = (NonNullable<Actor> & { email?: string }) | null;

/** The message of a second application while one is pending. */
export const ALREADY_PENDING = 'apply.errors.alreadyPending';
const ONE_PENDING_INDEX = 'lawyer_applications_one_pending_idx';

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
  requireActor(viewer, 'apply.errors.signIn');
  const data = parseWithOwnUploads(applicationSchema, input, viewer.id);
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
          ...applicationFormColumns(data),
          email: data.email ?? viewer.email?.trim() ?? null,
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
