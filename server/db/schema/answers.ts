import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';
import { questions } from './questions.ts';

/**
 * A public answer's life (docs/product-rules.md, "Public answers"): the asker opts in (`awaiting_lawyer`), the
 * lawyer who answered writes or approves the public answer (`awaiting_review`), an administrator checks the redacted
 * text and publishes it (`published`) or sends it back with a reason (`rejected`); the asker may withdraw at any
 * time (`withdrawn`), which unpublishes at once.
 */
export const publicAnswerStatus = pgEnum('public_answer_status', [
  'awaiting_lawyer',
  'awaiting_review',
  'published',
  'rejected',
  'withdrawn',
]);

/**
 * The public, redacted form of an answered question: never the thread itself. The texts here are the redacted ones
 * (domain/redaction.ts), checked by the asker, the lawyer and an administrator; the question's own text stays private.
 */
export const publicAnswers = pgTable(
  'public_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One public answer per question. */
    questionId: uuid('question_id')
      .notNull()
      .unique()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** The lawyer who answered and is named on the page. */
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    /** The address of the published page, `/{lang}/answers/{slug}`: set when it is first published, never changed. */
    slug: text('slug').unique(),
    /** The language the texts are written in (th, en, zh). */
    lang: text('lang').notNull(),
    /** The case type (domain/case-types.ts) it is listed under, and the province, if any. */
    caseType: text('case_type').notNull(),
    province: text('province'),
    /** The redacted question: title and text. */
    title: text('title').notNull(),
    questionText: text('question_text').notNull(),
    /** The public answer the lawyer wrote or approved; null until then. */
    answerText: text('answer_text'),
    status: publicAnswerStatus('status').notNull().default('awaiting_lawyer'),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why an administrator sent it back (shown to the lawyer and the asker). */
    rejectedReason: text('rejected_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('public_answers_lang', sql`${t.lang} IN ('th', 'en', 'zh')`),
    check('public_answers_title_not_blank', sql`${t.title} ~ '[^[:space:]]'`),
    check('public_answers_question_not_blank', sql`${t.questionText} ~ '[^[:space:]]'`),
    check(
      'public_answers_published_complete',
      sql`${t.status} <> 'published' OR (${t.slug} IS NOT NULL AND ${t.answerText} IS NOT NULL AND ${t.publishedAt} IS NOT NULL)`,
    ),
    check('public_answers_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('public_answers_published_idx')
      .on(t.caseType, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    index('public_answers_lawyer_idx').on(t.lawyerId, t.status),
    index('public_answers_status_idx').on(t.status, t.updatedAt.desc()),
  ],
);
