import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import { type LawyerNames, lawyerName } from '#domain/lawyer-names.ts';
import type { DisputeStatus, ReviewStatus } from '#domain/reviews.ts';
import { parseInput } from '#domain/schemas/form.ts';
import { type ReviewDecision, reviewDecisionSchema } from '#domain/schemas/review.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { lawyers, type ReviewRow, reviews, users } from '../../../db/schema/index.ts';
import { logger } from '../../../logger.ts';
import type { Mailer } from '../../../mail/outbox.ts';
import {
  type AuthorDecision,
  disputeDecidedContent,
  reviewDecisionContent,
} from '../../../mail/review-moderation-templates.ts';
import type { EmailContent } from '../../../mail/templates.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { refreshLawyerRating } from '../../reviews/refresh-lawyer-rating.ts';
import { recordAudit } from '../audit.ts';

/** Refusals of a decision that does not fit the review's state (i18n keys of the `reviewsAdmin` section). */
export const NOT_HELD = 'reviewsAdmin.errors.notHeld';
export const NOT_DISPUTED = 'reviewsAdmin.errors.notDisputed';

/**
 * What each decision needs and does (docs/product-rules.md, "Reviews" and "Administration"): publish or reject a
 * held review; keep a disputed review (the dispute dismissed) or remove it (the dispute upheld, the review rejected).
 */
const DECISIONS: Record<
  ReviewDecision,
  { on: 'held' | 'disputed'; action: string; status: ReviewStatus; dispute?: DisputeStatus }
> = {
  publish: { on: 'held', action: 'review.publish', status: 'published' },
  reject: { on: 'held', action: 'review.reject', status: 'rejected' },
  keep: { on: 'disputed', action: 'review.keep', status: 'published', dispute: 'dismissed' },
  remove: { on: 'disputed', action: 'review.remove', status: 'rejected', dispute: 'upheld' },
};

/** What a decision's e-mails need: the mailer and the site's address for their links. */
export interface ReviewDecisionMail {
  mailer: Mailer;
  publicUrl: string;
}

type Recipient = { email: string; name: string; lang: Lang };

/**
 * An administrator's decision on a review: `reviewDecisionSchema` (a reason required to reject or remove), the
 * review locked and its state checked (CONFLICT when the decision does not fit it: the list was out of date), the
 * change, the listing's figures (`refreshLawyerRating`) and one audit entry in one `publicDataTransaction`. After
 * the commit: a rejected or removed review's author gets the reason; on a dispute, the author and the lawyer's
 * linked account are told the outcome. A deleted author gets nothing.
 */
export async function decideReview(
  db: Db,
  mail: ReviewDecisionMail,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; status: ReviewStatus; disputeStatus: DisputeStatus | null; emailed: number }> {
  requireAdmin(actor);
  const values = parseInput(reviewDecisionSchema, input);
  const { reviewId, decision, reason } = values;
  const rule = DECISIONS[decision];
  const decided = await publicDataTransaction(db, async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update').limit(1);
    if (!before) throw new AppError('NOT_FOUND');
    if (rule.on === 'held' && before.status !== 'held') throw new AppError('CONFLICT', NOT_HELD);
    if (rule.on === 'disputed' && (before.status !== 'published' || before.disputeStatus !== 'open'))
      throw new AppError('CONFLICT', NOT_DISPUTED);
    const [after] = await tx
      .update(reviews)
      .set({
        status: rule.status,
        ...(rule.dispute ? { disputeStatus: rule.dispute } : {}),
        ...(decision === 'publish' ? { publishedAt: now } : {}),
        ...(rule.status === 'rejected' ? { decisionReason: reason } : {}),
      })
      .where(eq(reviews.id, reviewId))
      .returning();
    if (!after) throw new Error('the review was not updated');
    await refreshLawyerRating(tx, before.lawyerId);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: rule.action,
      entityType: 'review',
      entityId: reviewId,
      before,
      after,
    });
    return { after, ...(await recipientsOf(tx, after)) };
  });

  const emailed = await sendDecisionMail(mail, decision, decided, reason ?? '');
  return {
    id: reviewId,
    status: decided.after.status,
    disputeStatus: decided.after.disputeStatus,
    emailed,
  };
}

const recipient = (row: { email: string; name: string; locale: string } | undefined): Recipient | null =>
  row ? { email: row.email, name: row.name, lang: isLang(row.locale) ? row.locale : 'th' } : null;

/** The review's author (gone when the account is deleted) and the account linked to its listing, if any. */
async function recipientsOf(tx: Tx, review: ReviewRow) {
  const [listing] = await tx
    .select({
      name: lawyers.name,
      nameEn: lawyers.nameEn,
      nameZh: lawyers.nameZh,
      nameLatin: lawyers.nameLatin,
      userId: lawyers.userId,
    })
    .from(lawyers)
    .where(eq(lawyers.id, review.lawyerId))
    .limit(1);
  const account = (id: string | null | undefined) =>
    id
      ? tx
          .select({ email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(eq(users.id, id))
          .limit(1)
          .then(([row]) => recipient(row))
      : Promise.resolve(null);
  return {
    names: listing ?? { name: '' },
    author: await account(review.authorId),
    lawyer: await account(listing?.userId),
  };
}

/** What each decision tells the review's author (e-mail kind `review-<decision>`); publishing tells nobody. */
const AUTHOR_DECISIONS: Record<ReviewDecision, AuthorDecision | null> = {
  publish: null,
  reject: 'rejected',
  remove: 'removed',
  keep: 'kept',
};

/** The decision's e-mails, each in its recipient's language; a failed send is logged. Returns how many went out. */
async function sendDecisionMail(
  { mailer, publicUrl }: ReviewDecisionMail,
  decision: ReviewDecision,
  decided: { after: ReviewRow; names: LawyerNames; author: Recipient | null; lawyer: Recipient | null },
  reason: string,
): Promise<number> {
  const { after, names, author, lawyer } = decided;
  const profile = (lang: Lang) => `${publicUrl}/${lang}/lawyers/${after.lawyerId}`;
  const own = (lang: Lang) => `${publicUrl}/${lang}/account/reviews`;
  const emails: { to: Recipient; kind: string; content: (r: Recipient) => EmailContent }[] = [];
  // What the author is told: a held review published tells nobody.
  const toAuthor = AUTHOR_DECISIONS[decision];
  if (author && toAuthor)
    emails.push({
      to: author,
      kind: `review-${toAuthor}`,
      content: (r) =>
        reviewDecisionContent(
          r.lang,
          r.name,
          // The lawyer by their name in the author's language (docs/product-rules.md, "Lawyer listings").
          lawyerName(names, r.lang),
          toAuthor,
          toAuthor === 'kept' ? null : reason,
          profile(r.lang),
        ),
    });
  if (lawyer && (decision === 'keep' || decision === 'remove'))
    emails.push({
      to: lawyer,
      kind: 'review-dispute-decided',
      content: (r) =>
        disputeDecidedContent(r.lang, r.name, decision === 'keep' ? 'kept' : 'removed', own(r.lang)),
    });
  let sent = 0;
  for (const { to, kind, content } of emails) {
    try {
      await mailer.send({ to: to.email, kind, locale: to.lang, ...content(to) });
      sent += 1;
    } catch (error) {
      logger.error(
        { err: error instanceof Error ? error.message : String(error), kind },
        'review e-mail failed',
      );
    }
  }
  return sent;
}
