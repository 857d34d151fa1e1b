import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_STATUSES, REVIEW_HOLD_REASONS, REVIEW_SOURCES, REVIEW_STATUSES } from '#domain/reviews.ts';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';
import { appointmentRequests } from './operations.ts';
import { questions } from './questions.ts';

export const reviewSource = pgEnum('review_source', REVIEW_SOURCES);
export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);
export const reviewHoldReason = pgEnum('review_hold_reason', REVIEW_HOLD_REASONS);
export const disputeStatus = pgEnum('review_dispute_status', DISPUTE_STATUSES);

/**
 * A person's right to review one lawyer, opened by the server only from what happened on Tanai
 * (docs/product-rules.md, "Reviews"): the asker of a question the lawyer accepted and answered in its thread, or
 * the person whose appointment with the lawyer was completed. One review per right; it lapses at `expires_at`.
 */
export const reviewRights = pgTable(
  'review_rights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    source: reviewSource('source').notNull(),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointmentRequests.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the person was e-mailed an invitation to review (once per right). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    /**
     * When the client said the meeting took place, on the review page: an appointment's right is used only after
     * it (the lawyer's "completed" alone is not enough); null for a question's right, whose thread shows it.
     */
    meetingConfirmedAt: timestamp('meeting_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'review_rights_source_matches',
      sql`(${t.source} = 'question' AND ${t.questionId} IS NOT NULL AND ${t.appointmentId} IS NULL)
        OR (${t.source} = 'appointment' AND ${t.appointmentId} IS NOT NULL AND ${t.questionId} IS NULL)`,
    ),
    check('review_rights_expiry_after_open', sql`${t.expiresAt} > ${t.openedAt}`),
    unique('review_rights_question_unique').on(t.userId, t.lawyerId, t.questionId),
    unique('review_rights_appointment_unique').on(t.userId, t.appointmentId),
    index('review_rights_user_idx').on(t.userId, t.openedAt.desc()),
  ],
);

/**
 * A review. Its stars stay when the author deletes the account; the name and text go (author_id, author_name and
 * text null: "former member"). `lawyers.rating` and `lawyers.reviews` are derived from the published ones.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One review per right; null once the right is gone with the author's account. */
    rightId: uuid('right_id').references(() => reviewRights.id, { onDelete: 'set null' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** "First L." at the time of writing; null when the author chose "สมาชิก Tanai" or has left. */
    authorName: text('author_name'),
    source: reviewSource('source').notNull(),
    /** When the consultation that opened the right happened (the right's opened_at): the month shown. */
    consultedAt: timestamp('consulted_at', { withTimezone: true }).notNull(),
    stars: integer('stars').notNull(),
    communication: integer('communication').notNull(),
    responsiveness: integer('responsiveness').notNull(),
    valueForMoney: integer('value_for_money').notNull(),
    text: text('text'),
    status: reviewStatus('status').notNull(),
    holdReason: reviewHoldReason('hold_reason'),
    /** An administrator's reason for rejecting or removing the review, shown to its author. */
    decisionReason: text('decision_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    disputeStatus: disputeStatus('dispute_status'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('reviews_right_unique').on(t.rightId),
    check('reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    check('reviews_communication_range', sql`${t.communication} BETWEEN 1 AND 5`),
    check('reviews_responsiveness_range', sql`${t.responsiveness} BETWEEN 1 AND 5`),
    check('reviews_value_range', sql`${t.valueForMoney} BETWEEN 1 AND 5`),
    check('reviews_text_length', sql`char_length(${t.text}) <= 2000`),
    check('reviews_reply_length', sql`char_length(${t.reply}) <= 1000`),
    index('reviews_lawyer_published_idx')
      .on(t.lawyerId, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('reviews_lawyer_created_idx').on(t.lawyerId, t.createdAt),
    index('reviews_author_idx').on(t.authorId),
    // The moderation lists, each a page at a time (server/services/admin/reviews/list-reviews-for-moderation.ts).
    index('reviews_held_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'held'`),
    index('reviews_disputed_idx')
      .on(t.disputedAt, t.id)
      .where(sql`${t.status} = 'published' AND ${t.disputeStatus} = 'open'`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewRightRow = typeof reviewRights.$inferSelect;
