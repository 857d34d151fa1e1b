import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { AppError } from '#domain/errors.ts';
import { DELETE_ACCOUNT_RATE_LIMIT, deleteAccountSchema } from '#domain/schemas/personal-data.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  appointmentRequests,
  emailOutbox,
  lawyerApplications,
  lawyers,
  profiles,
  questionRecipients,
  questions,
  rateLimits,
  users,
  verifications,
} from '../../db/schema/index.ts';
import { isOwnUploadKey, isUploadKey } from '../../files/keys.ts';
import type { FileStorage } from '../../files/storage.ts';
import { logger } from '../../logger.ts';
import { consumeRateLimit, RateLimitError } from '../rate-limits/consume-rate-limit.ts';

/** What an anonymised appointment request keeps instead of the person's name and phone (CHECK: not blank). */
export const ANONYMISED_NAME = DELETED_ACCOUNT_LABEL.th;
export const ANONYMISED_PHONE = '-';

const PUBLIC_FILE_PREFIX = '/files/public/';

export interface DeleteAccountContext {
  /** Uploaded files of the person (business cards, avatars nobody else uses) are removed after the commit. */
  storage?: FileStorage;
  now?: Date;
}

export interface DeleteAccountResult {
  userId: string;
  email: string;
  /** Verified directory listings that stay (the network's), now without a linked account. */
  unlinkedLawyerIds: string[];
  /** Storage keys removed after the commit. */
  removedFiles: string[];
}

/** The counter of deletion attempts of one account (better-auth's table; see consume-rate-limit.ts). */
const attemptsKey = (userId: string) => `app:delete-account:${userId}`;

/** The storage key of an avatar URL of this site ('/files/public/avatars/…'), or null. */
function avatarKey(url: string | null | undefined): string | null {
  if (!url?.startsWith(PUBLIC_FILE_PREFIX)) return null;
  const key = url.slice(PUBLIC_FILE_PREFIX.length);
  return isUploadKey('avatar', key) ? key : null;
}

/**
 * Erasure (PDPA): deletes the signed-in person's account after checking their current password, in ONE
 * transaction — a wrong password changes nothing.
 *
 * - Questions they asked stay for the lawyers involved, without the asker: contact phone and LINE are erased,
 *   questions not yet closed are closed and their pending invitations expire (no new lawyer is invited or can
 *   accept); `created_by` becomes null when the user row goes (ON DELETE SET NULL).
 * - Messages keep their text; `sender_user_id` becomes null (ON DELETE SET NULL).
 * - Appointment requests they made while signed in are anonymised (name → a neutral placeholder, phone → '-',
 *   e-mail and description cleared); `user_id` becomes null.
 * - E-mails recorded for their address are deleted; pending password-reset and similar tokens too.
 * - Lawyer applications are deleted (also by cascade). An own lawyer profile that is not verified is deleted;
 *   a verified directory listing is the network's and stays, unlinked (`user_id` null); the network removes it
 *   on request.
 * - The user row goes last; sessions, sign-in methods, the profile, two-factor rows, invitations received and
 *   e-mail throttles go with it by cascade, which signs the person out everywhere.
 * - Admin audit-log entries they wrote stay for accountability, with `actor_user_id` null.
 *
 * After the commit, their uploaded files that nothing else uses are removed from storage (business cards;
 * avatars not used by a remaining listing). Attempts are limited (DELETE_ACCOUNT_RATE_LIMIT) so that a stolen
 * session cannot be used to guess the password.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: unknown,
  ctx: DeleteAccountContext = {},
): Promise<DeleteAccountResult> {
  const parsed = deleteAccountSchema.safeParse({ password });
  if (!parsed.success)
    throw new AppError(
      'INVALID_INPUT',
      parsed.error.issues[0]?.message ?? 'account.delete.errors.passwordRequired',
    );
  const now = ctx.now ?? new Date();

  // Counted outside the transaction, so that a wrong password (which rolls back) still counts.
  const attempt = await consumeRateLimit(db, {
    key: attemptsKey(userId),
    max: DELETE_ACCOUNT_RATE_LIMIT.max,
    windowSeconds: DELETE_ACCOUNT_RATE_LIMIT.windowSeconds,
    now,
  });
  if (!attempt.allowed)
    throw new RateLimitError('account.delete.errors.tooManyAttempts', attempt.retryAfterSeconds);

  const result = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND');

    // The password of the e-mail sign-in (better-auth's 'credential' account), checked with better-auth's own
    // scrypt verifier. Without one (no password set), the deletion cannot be confirmed.
    const [credential] = await tx
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
      .limit(1);
    const valid = credential?.hash
      ? await verifyPassword({ hash: credential.hash, password: parsed.data.password }).catch(() => false)
      : false;
    if (!valid) throw new AppError('INVALID_INPUT', 'account.delete.errors.wrongPassword');

    // Questions asked: no contact details, no transfer slip (its payment status stays), closed, no pending
    // invitations.
    const slips = await tx
      .select({ key: questions.paymentSlipKey })
      .from(questions)
      .where(and(eq(questions.createdBy, userId), isNotNull(questions.paymentSlipKey)));
    const asked = await tx
      .update(questions)
      .set({ contactPhone: null, contactLine: null, paymentSlipKey: null, updatedAt: now })
      .where(eq(questions.createdBy, userId))
      .returning({ id: questions.id });
    const askedIds = asked.map((q) => q.id);
    if (askedIds.length > 0) {
      await tx
        .update(questions)
        .set({ status: 'closed' })
        .where(and(inArray(questions.id, askedIds), ne(questions.status, 'closed')));
      await tx
        .update(questionRecipients)
        .set({ status: 'expired' })
        .where(
          and(inArray(questionRecipients.questionId, askedIds), eq(questionRecipients.status, 'invited')),
        );
    }

    await tx
      .update(appointmentRequests)
      .set({ name: ANONYMISED_NAME, phone: ANONYMISED_PHONE, email: null, description: null })
      .where(eq(appointmentRequests.userId, userId));

    await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = lower(${user.email})`);
    await tx.delete(verifications).where(eq(verifications.value, userId));

    const applications = await tx
      .delete(lawyerApplications)
      .where(eq(lawyerApplications.userId, userId))
      .returning({ avatarUrl: lawyerApplications.avatarUrl, cardKey: lawyerApplications.businessCardKey });
    const removedLawyers = await tx
      .delete(lawyers)
      .where(and(eq(lawyers.userId, userId), eq(lawyers.verified, false)))
      .returning({ avatarUrl: lawyers.avatarUrl });
    const unlinked = await tx
      .update(lawyers)
      .set({ userId: null, updatedAt: now })
      .where(eq(lawyers.userId, userId))
      .returning({ id: lawyers.id });
    const [profile] = await tx
      .select({ avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.userId, userId));

    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(rateLimits).where(eq(rateLimits.key, attemptsKey(userId)));

    // Files of the person's own folder that no remaining row uses.
    const cards = applications
      .map((a) => a.cardKey)
      .filter((k): k is string => k !== null && isOwnUploadKey('business-card', k, userId));
    const slipFiles = slips
      .map((s) => s.key)
      .filter((k): k is string => k !== null && isOwnUploadKey('payment-slip', k, userId));
    const avatars = [
      ...new Set(
        [...applications, ...removedLawyers, ...(profile ? [profile] : [])]
          .map((r) => avatarKey(r.avatarUrl))
          .filter((k): k is string => k !== null && isOwnUploadKey('avatar', k, userId)),
      ),
    ];
    const stillUsed = avatars.length
      ? await tx
          .select({ avatarUrl: lawyers.avatarUrl })
          .from(lawyers)
          .where(
            inArray(
              lawyers.avatarUrl,
              avatars.map((k) => `${PUBLIC_FILE_PREFIX}${k}`),
            ),
          )
      : [];
    const used = new Set(stillUsed.map((r) => avatarKey(r.avatarUrl)));
    return {
      email: user.email,
      unlinkedLawyerIds: unlinked.map((l) => l.id),
      files: [...new Set([...cards, ...slipFiles]), ...avatars.filter((k) => !used.has(k))],
    };
  });

  const removedFiles: string[] = [];
  if (ctx.storage) {
    for (const key of result.files) {
      try {
        await ctx.storage.delete(key);
        removedFiles.push(key);
      } catch (error) {
        logger.error({ err: String(error), key }, 'file of a deleted account not removed');
      }
    }
  }
  logger.info(
    { unlinkedLawyers: result.unlinkedLawyerIds.length, files: removedFiles.length },
    'account deleted',
  );
  return { userId, email: result.email, unlinkedLawyerIds: result.unlinkedLawyerIds, removedFiles };
}
