import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { AppError } from '#domain/errors.ts';
import {
  ACCOUNT_DELETE_SIGN_IN_MINUTES,
  DELETE_ACCOUNT_RATE_LIMIT,
  deleteAccountSchema,
} from '#domain/schemas/personal-data.ts';
import { invalidatePublicData } from '../../cache/public-data.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  accounts,
  appointmentRequests,
  emailOutbox,
  lawyerApplications,
  lawyers,
  questionRecipients,
  questions,
  rateLimits,
  reviews,
  users,
  verifications,
} from '../../db/schema/index.ts';
import { KIND_STORAGE, UPLOAD_KINDS } from '../../files/keys.ts';
import type { FileStorage } from '../../files/storage.ts';
import { logger } from '../../logger.ts';
import { withdrawPublicAnswersOf } from '../answers/public-answer-record.ts';
import type { MatchContext } from '../questions/matching.ts';
import { rematchQuestions } from '../questions/rematch-questions.ts';
import { withdrawListingInvitations } from '../questions/withdraw-listing-invitations.ts';
import { consumeRateLimit, rateLimitError } from '../rate-limits/consume-rate-limit.ts';
import { uploadsInUse } from '../uploads/uploads-in-use.ts';

/** What an anonymised appointment request keeps instead of the person's name and phone (CHECK: not blank). */
export const ANONYMISED_NAME = DELETED_ACCOUNT_LABEL.th;
export const ANONYMISED_PHONE = '-';

export interface DeleteAccountContext {
  /** Where the person's uploads are: everything in their folders that nothing else uses goes after the commit. */
  storage?: FileStorage;
  /** Re-matching of the questions the person's listing had taken (the next batch, or the admin queue). */
  match?: MatchContext;
  now?: Date;
  /**
   * When the session that asks was signed in: an account without a password (made with LINE) confirms its deletion
   * by a sign-in less than ACCOUNT_DELETE_SIGN_IN_MINUTES old instead (docs/product-rules.md, "Sign in with LINE").
   */
  signedInAt?: Date;
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

/**
 * Who asks is the account's owner: the password of the e-mail sign-in (better-auth's 'credential' account), checked
 * with better-auth's own scrypt verifier; an account without one (made with LINE) by a sign-in of the last
 * ACCOUNT_DELETE_SIGN_IN_MINUTES.
 */
async function confirmDeletion(
  tx: Tx,
  userId: string,
  password: unknown,
  signedInAt: Date | undefined,
  now: Date,
) {
  const [credential] = await tx
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  if (!credential?.hash) {
    const recent =
      signedInAt !== undefined &&
      now.getTime() - signedInAt.getTime() <= ACCOUNT_DELETE_SIGN_IN_MINUTES * 60_000;
    if (!recent) throw new AppError('INVALID_INPUT', 'account.delete.errors.signInAgain');
    return;
  }
  const parsed = deleteAccountSchema.safeParse({ password });
  if (!parsed.success)
    throw new AppError(
      'INVALID_INPUT',
      parsed.error.issues[0]?.message ?? 'account.delete.errors.passwordRequired',
    );
  const valid = await verifyPassword({ hash: credential.hash, password: parsed.data.password }).catch(
    () => false,
  );
  if (!valid) throw new AppError('INVALID_INPUT', 'account.delete.errors.wrongPassword');
}

/**
 * Erasure (PDPA): deletes the signed-in person's account after checking their current password (`confirmDeletion`),
 * in ONE transaction — a wrong password changes nothing.
 *
 * - Questions they asked stay for the lawyers involved, without the asker: contact phone and LINE are erased,
 *   questions not yet closed are closed and their pending invitations expire (no new lawyer is invited or can
 *   accept); `created_by` becomes null when the user row goes (ON DELETE SET NULL). Their public answers are
 *   withdrawn.
 * - Messages keep their text; `sender_user_id` becomes null (ON DELETE SET NULL).
 * - Appointment requests they made while signed in are anonymised (name → a neutral placeholder, phone → '-',
 *   e-mail and description cleared); `user_id` becomes null.
 * - E-mails recorded for their address are deleted when the address is confirmed (an unconfirmed one may be
 *   someone else's); pending password-reset and similar tokens too.
 * - Lawyer applications are deleted (also by cascade). An own lawyer profile that is not verified is deleted;
 *   a verified directory listing is the network's and stays, unlinked (`user_id` null); the network removes it
 *   on request.
 * - The invitations of their listing end as when an administrator unlinks it (`withdrawListingInvitations`):
 *   a question it had accepted is open again and, after the commit, gets its next batch or waits in the admin
 *   queue (`ctx.match`).
 * - The user row goes last; sessions, sign-in methods, the profile, two-factor rows, invitations received and
 *   e-mail throttles go with it by cascade, which signs the person out everywhere.
 * - Admin audit-log entries they wrote stay for accountability, with `actor_user_id` null.
 * - Reviews they wrote stay with their stars (the listings' figures unchanged) but without their name and text
 *   ("former member"); their review rights go with the user row.
 *
 * After the commit, every file in their upload folders is removed from storage — avatars, business cards, transfer
 * slips, also uploads never attached to a form — except those a remaining row still uses (the avatar of the
 * verified listing that stays). A file that cannot be removed does not undo the deletion; it is logged. Attempts
 * are limited (DELETE_ACCOUNT_RATE_LIMIT) so that a stolen session cannot be used to guess the password.
 */
export async function deleteAccount(
  db: Db,
  userId: string,
  password: unknown,
  ctx: DeleteAccountContext = {},
): Promise<DeleteAccountResult> {
  const now = ctx.now ?? new Date();

  // Counted outside the transaction, so that a wrong password (which rolls back) still counts.
  const attempt = await consumeRateLimit(db, {
    key: attemptsKey(userId),
    max: DELETE_ACCOUNT_RATE_LIMIT.max,
    windowSeconds: DELETE_ACCOUNT_RATE_LIMIT.windowSeconds,
    now,
  });
  if (!attempt.allowed)
    throw rateLimitError('account.delete.errors.tooManyAttempts', attempt.retryAfterSeconds);

  const result = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
      .limit(1);
    if (!user) throw new AppError('NOT_FOUND');

    await confirmDeletion(tx, userId, password, ctx.signedInAt, now);

    // Questions asked: no contact details, no transfer slip nor what was read from it (its payment status
    // stays), closed, no pending invitations.
    const asked = await tx
      .update(questions)
      .set({
        contactPhone: null,
        contactLine: null,
        paymentSlipKey: null,
        paymentSlipSha256: null,
        paymentSlipTransferRef: null,
        updatedAt: now,
      })
      .where(eq(questions.createdBy, userId))
      .returning({ id: questions.id });
    const askedIds = asked.map((q) => q.id);
    // Their public answers are withdrawn (docs/product-rules.md, "Public answers"): the pages are gone at once.
    const withdrawnAnswers = await withdrawPublicAnswersOf(tx, askedIds, now);
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

    // E-mails to their address, only when the site confirmed it: an unconfirmed one may be someone else's.
    if (user.emailVerified)
      await tx.delete(emailOutbox).where(sql`lower(${emailOutbox.toAddress}) = lower(${user.email})`);
    // The LINE notices sent to their LINE account (its user id is the `accounts` row of provider 'line').
    await tx.execute(sql`
      DELETE FROM email_outbox WHERE channel = 'line' AND to_address IN (
        SELECT account_id FROM accounts WHERE user_id = ${userId} AND provider_id = 'line')`);
    await tx.delete(verifications).where(eq(verifications.value, userId));

    // The invitations of their listing end, as when an administrator unlinks it (docs/product-rules.md,
    // "Matching a question"): questions it had taken are open again, re-matched after the commit.
    const listings = await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.userId, userId));
    const reopened: string[] = [];
    for (const listing of listings) reopened.push(...(await withdrawListingInvitations(tx, listing.id, now)));

    await tx.delete(lawyerApplications).where(eq(lawyerApplications.userId, userId));
    await tx.delete(lawyers).where(and(eq(lawyers.userId, userId), eq(lawyers.verified, false)));
    const unlinked = await tx
      .update(lawyers)
      .set({ userId: null, updatedAt: now })
      .where(eq(lawyers.userId, userId))
      .returning({ id: lawyers.id });

    // Reviews they wrote keep their stars, so the listings' figures do not change, but lose the name and the
    // text: shown as a former member (docs/product-rules.md, "Reviews"). `author_id` becomes null with the user
    // row and `right_id` with their review rights (ON DELETE SET NULL, CASCADE).
    const anonymised = await tx
      .update(reviews)
      .set({ authorName: null, text: null })
      .where(eq(reviews.authorId, userId))
      .returning({ id: reviews.id });

    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(rateLimits).where(eq(rateLimits.key, attemptsKey(userId)));

    // Files of the person's folders that a remaining row still uses (their verified listing's avatar, or an
    // upload an administrator put on someone else's listing or application): kept.
    const kept = await uploadsInUse(tx, userId);
    return {
      email: user.email,
      unlinkedLawyerIds: unlinked.map((l) => l.id),
      kept,
      reopened,
      reviewsAnonymised: anonymised.length,
      answersUnpublished: withdrawnAnswers.some((w) => w.wasPublished),
    };
  });

  // A profile showing one of their reviews shows it without the name and text at once.
  // A public answer of theirs is gone at once too.
  if (result.reviewsAnonymised > 0 || result.answersUnpublished) await invalidatePublicData();
  if (ctx.match) await rematchQuestions(db, result.reopened, ctx.match);
  const removedFiles = ctx.storage ? await removeUploads(ctx.storage, userId, result.kept) : [];
  logger.info(
    { unlinkedLawyers: result.unlinkedLawyerIds.length, files: removedFiles.length },
    'account deleted',
  );
  return { userId, email: result.email, unlinkedLawyerIds: result.unlinkedLawyerIds, removedFiles };
}

/**
 * After the commit: removes every file in the person's upload folders (avatars, business cards, transfer slips;
 * also uploads never attached to a form) except the `kept` ones. A failure leaves a file behind and is logged
 * without the key (it names the person's folder); the account stays deleted.
 */
async function removeUploads(storage: FileStorage, userId: string, kept: Set<string>): Promise<string[]> {
  const removed: string[] = [];
  const failed = (folder: string, step: string, error: unknown) =>
    logger.error(
      { folder, step, err: error instanceof Error ? error.name : 'unknown' },
      'files of a deleted account not removed',
    );
  for (const kind of UPLOAD_KINDS) {
    const folder = KIND_STORAGE[kind].folder;
    const files = await storage.list(`${folder}/${userId}`).catch((error: unknown) => {
      failed(folder, 'list', error);
      return [];
    });
    for (const { key } of files) {
      if (kept.has(key)) continue;
      try {
        await storage.delete(key);
        removed.push(key);
      } catch (error) {
        failed(folder, 'delete', error);
      }
    }
  }
  return removed;
}
