import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CONSULTATION_FEE_PER_QUESTION, SLIP_DUPLICATE_MATCHES } from '#domain/fees.ts';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';

export const questionStatus = pgEnum('question_status', ['open', 'assigned', 'closed']);
export const recipientStatus = pgEnum('recipient_status', ['invited', 'accepted', 'declined', 'expired']);
export const paymentStatus = pgEnum('question_payment_status', ['unpaid', 'slip_sent', 'paid']);

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The asker; null once the asker has deleted their account (the thread stays for the lawyers). */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The question's text; both null once its asker has erased it (`textErasedAt`). */
    title: text('title'),
    content: text('content'),
    province: text('province'),
    /** The ask form's specialties (domain/specialties.ts), at least one; matching maps them onto case types. */
    specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The languages the asker can use (lawyers.languages values, domain/lawyer-languages.ts): the page's language by
     * default, changeable on the ask form; matching prefers lawyers who speak one of them (docs/product-rules.md,
     * "Matching a question").
     */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    contactPhone: text('contact_phone'),
    contactLine: text('contact_line'),
    status: questionStatus('status').notNull().default('open'),
    /**
     * Since when the question waits in the admin queue ("needs a lawyer"): auto-match found nobody, or two batches
     * expired unanswered (server/services/questions/admin-queue.ts). Null once a lawyer accepts or it is closed.
     */
    needsLawyerSince: timestamp('needs_lawyer_since', { withTimezone: true }),
    /** When the administrators were e-mailed about this question (once per question). */
    adminsAlertedAt: timestamp('admins_alerted_at', { withTimezone: true }),
    /**
     * The question's fee in baht, as configured when it was asked (QUESTION_FEE_BAHT), and its payment: the
     * asker sends a transfer slip, an administrator confirms (server/services/questions/send-payment-slip.ts,
     * confirm-question-payment.ts). Matching never waits for it.
     */
    feeBaht: integer('fee_baht').notNull().default(CONSULTATION_FEE_PER_QUESTION),
    paymentStatus: paymentStatus('payment_status').notNull().default('unpaid'),
    paymentSlipKey: text('payment_slip_key'),
    paymentSlipAt: timestamp('payment_slip_at', { withTimezone: true }),
    /**
     * The slip's fingerprint (server/files/slip-fingerprint.ts): the SHA-256 of the stored picture, and the bank
     * and transaction reference of its slip-verification QR (`{bank}:{reference}`) when one could be read. Each is
     * unique across questions: a slip counts for one question (send-payment-slip.ts).
     */
    paymentSlipSha256: text('payment_slip_sha256'),
    paymentSlipTransferRef: text('payment_slip_transfer_ref'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidConfirmedBy: text('paid_confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The asker's explicit consent to the handling of the sensitive data a question may hold (PDPA s.26,
     * `QUESTION_CONSENT_VERSION` of domain/privacy.ts) and when it was given; null for questions asked before it.
     */
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** When the asker erased the question's text (server/services/questions/erase-question-text.ts). */
    textErasedAt: timestamp('text_erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('questions_title_not_blank', sql`${t.title} ~ '[^[:space:]]'`),
    check('questions_content_not_blank', sql`${t.content} ~ '[^[:space:]]'`),
    check(
      'questions_text_or_erased',
      sql`(${t.textErasedAt} IS NULL AND ${t.title} IS NOT NULL AND ${t.content} IS NOT NULL)
        OR (${t.textErasedAt} IS NOT NULL AND ${t.title} IS NULL AND ${t.content} IS NULL)`,
    ),
    check('questions_consent_complete', sql`(${t.consentVersion} IS NULL) = (${t.consentedAt} IS NULL)`),
    check('questions_has_specialty', sql`cardinality(${t.specialties}) >= 1`),
    check('questions_fee_not_negative', sql`${t.feeBaht} >= 0`),
    // The member's questions and fees due, a page at a time, newest first (server/services/inbox/member-space.ts).
    index('questions_created_by_idx').on(
      t.createdBy,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The admin list, a page at a time (server/services/admin/questions/list-questions-for-admin.ts): newest
    // first, by status or not, and the waiting queue, longest waiting first.
    index('questions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('questions_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('questions_waiting_idx')
      .on(t.needsLawyerSince, t.id)
      .where(sql`${t.status} = 'open' AND ${t.needsLawyerSince} IS NOT NULL`),
    // The slips waiting for an administrator, counted on every admin page (server/services/accounts/waiting-counts.ts).
    index('questions_slip_sent_idx').on(t.id).where(sql`${t.paymentStatus} = 'slip_sent'`),
    index('questions_needs_lawyer_idx').on(t.needsLawyerSince).where(sql`${t.needsLawyerSince} IS NOT NULL`),
    uniqueIndex('questions_payment_slip_sha256_unique').on(t.paymentSlipSha256),
    uniqueIndex('questions_payment_slip_transfer_ref_unique').on(t.paymentSlipTransferRef),
  ],
);

/**
 * A transfer slip refused because another question holds it (server/services/questions/send-payment-slip.ts):
 * nothing of the slip is stored on the question; this row tells the administrators which question it was sent
 * for, which question holds it and how it matched.
 */
export const paymentSlipDuplicates = pgTable(
  'payment_slip_duplicates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The question that holds the slip; null once it is deleted. */
    duplicateOfQuestionId: uuid('duplicate_of_question_id').references(() => questions.id, {
      onDelete: 'set null',
    }),
    matched: text('matched', { enum: SLIP_DUPLICATE_MATCHES }).notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_slip_duplicates_matched', sql`${t.matched} IN ('image', 'transfer')`),
    index('payment_slip_duplicates_question_idx').on(t.questionId, t.attemptedAt.desc()),
  ],
);

export const questionRecipients = pgTable(
  'question_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    recipientUserId: text('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    /** 1..n for automatic batches, 0 for rows added by an admin. */
    assignedOrder: integer('assigned_order').notNull().default(0),
    status: recipientStatus('status').notNull().default('invited'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    check('question_recipients_order_non_negative', sql`${t.assignedOrder} >= 0`),
    check('question_recipients_expiry_after_invite', sql`${t.expiresAt} > ${t.invitedAt}`),
    unique('question_recipients_question_lawyer_unique').on(t.questionId, t.lawyerId),
    index('question_recipients_recipient_idx').on(t.recipientUserId, t.invitedAt.desc()),
    // The lawyer's desk a page at a time (server/services/questions/list-invited-cases.ts): the open invitations
    // expiring first, the accepted cases latest accepted first.
    index('question_recipients_desk_invited_idx')
      .on(t.recipientUserId, t.expiresAt, t.id)
      .where(sql`${t.status} = 'invited'`),
    index('question_recipients_desk_accepted_idx')
      .on(t.recipientUserId, t.respondedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'accepted'`),
    index('question_recipients_expiry_idx').on(t.status, t.expiresAt),
    // A listing's open invitations, counted for the listings that can make a matching batch
    // (server/services/questions/matching.ts, `rankedListings`).
    index('question_recipients_lawyer_open_idx')
      .on(t.lawyerId, t.expiresAt)
      .where(sql`${t.status} = 'invited'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Null once the sender has deleted their account. */
    senderUserId: text('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('messages_not_blank', sql`${t.message} ~ '[^[:space:]]'`),
    // A thread a page at a time, latest first and earlier on demand (server/services/questions/list-messages.ts).
    index('messages_question_idx').on(t.questionId, t.createdAt, t.id),
  ],
);

/** When a participant was last e-mailed about new messages of a question (at most one per 15 minutes). */
export const messageNotifications = pgTable(
  'message_notifications',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);

/**
 * Read receipts: when a participant (asker, accepted lawyer, admin) last read a question's thread, on any device
 * (server/services/questions/question-reads.ts). A message from someone else created after `readAt` is unread for
 * them; a question they never opened counts every such message.
 */
export const questionReads = pgTable(
  'question_reads',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_reads_user_idx').on(t.userId)],
);
