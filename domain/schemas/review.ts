import { z } from 'zod';
import { isUuid } from '../ids.ts';
import {
  personalDataIn,
  REVIEW_DECISION_REASON_MAX,
  REVIEW_DISPUTE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from '../reviews.ts';

/**
 * The review forms (docs/product-rules.md, "Reviews"), shared by the forms and the services: a client's review,
 * the lawyer's reply and dispute, and an administrator's decision. Form values arrive as strings; numbers are
 * read strictly (never rounded or clamped). Messages are i18n keys (section `reviews`).
 */

export const REVIEW_ERRORS = {
  rightNotFound: 'reviews.errors.rightNotFound',
  notFound: 'reviews.errors.notFound',
  stars: 'reviews.errors.stars',
  subRating: 'reviews.errors.subRating',
  tooLong: 'reviews.errors.tooLong',
  personalData: 'reviews.errors.personalData',
  replyRequired: 'reviews.errors.replyRequired',
  reasonRequired: 'reviews.errors.reasonRequired',
  decision: 'reviews.errors.decision',
} as const;

const E = REVIEW_ERRORS;

const idField = (message: string) => z.string(message).trim().refine(isUuid, message);

/** A whole number of stars 1–5, typed in a form ('4') or given as a number; anything else is `message`. */
const starsField = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number(message).int(message).min(1, message).max(5, message),
  );

/** Public text (a review, a reply): at most `max` characters and no personal data (`personalDataIn`). */
const publicText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, E.tooLong)
    // Longer text is refused already; it is not searched.
    .refine((v) => v.length > max || personalDataIn(v).length === 0, E.personalData);

/** Trimmed text, '' or missing read as null. */
const blankToNull = (v: unknown) => {
  if (v === undefined || v === null) return null;
  return typeof v === 'string' && v.trim() === '' ? null : v;
};

/** A checkbox: ticked ('on', 'true', true) or not (missing, '', 'false', false). */
const checkbox = z.preprocess(
  (v) => v === true || (typeof v === 'string' && ['on', 'true'].includes(v.trim().toLowerCase())),
  z.boolean(),
);

/**
 * A client's review of a lawyer, through one review right: overall stars and the three sub-ratings (each 1–5),
 * an optional text, and whether to show the reviewer's name ("First L.") or "สมาชิก Tanai".
 */
export const reviewSchema = z.object({
  rightId: idField(E.rightNotFound),
  stars: starsField(E.stars),
  communication: starsField(E.subRating),
  responsiveness: starsField(E.subRating),
  valueForMoney: starsField(E.subRating),
  text: z.preprocess(blankToNull, publicText(REVIEW_TEXT_MAX).nullable()),
  showName: checkbox,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** The reviewed lawyer's public reply (one per review). */
export const reviewReplySchema = z.object({
  reviewId: idField(E.notFound),
  text: z.string(E.replyRequired).trim().min(1, E.replyRequired).pipe(publicText(REVIEW_REPLY_MAX)),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

/** The reviewed lawyer's dispute of a review, with the reason an administrator reads. */
export const reviewDisputeSchema = z.object({
  reviewId: idField(E.notFound),
  reason: z
    .string(E.reasonRequired)
    .trim()
    .min(1, E.reasonRequired)
    .max(REVIEW_DISPUTE_REASON_MAX, E.tooLong),
});
export type ReviewDisputeInput = z.infer<typeof reviewDisputeSchema>;

/**
 * An administrator's decision on a review: publish or reject a held review; keep a disputed review (the dispute
 * dismissed) or remove it (the dispute upheld). A rejection and a removal need a reason (shown to the author).
 */
export const REVIEW_DECISIONS = ['publish', 'reject', 'keep', 'remove'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** The decisions that need a reason. */
export const REVIEW_DECISIONS_WITH_REASON: readonly ReviewDecision[] = ['reject', 'remove'];

export const reviewDecisionSchema = z
  .object({
    reviewId: idField(E.notFound),
    decision: z.enum(REVIEW_DECISIONS, E.decision),
    reason: z.preprocess(
      blankToNull,
      z.string(E.reasonRequired).trim().max(REVIEW_DECISION_REASON_MAX, E.tooLong).nullable(),
    ),
  })
  .superRefine((value, ctx) => {
    if (REVIEW_DECISIONS_WITH_REASON.includes(value.decision) && value.reason === null)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: E.reasonRequired });
  });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
