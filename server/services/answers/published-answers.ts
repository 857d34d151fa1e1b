import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type AnswerFilters, MAX_QUERY_WORDS } from '#domain/answer-search.ts';
import { ANSWERS_PAGE_SIZE } from '#domain/public-answers.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, publicAnswers } from '../../db/schema/index.ts';
import { containsPattern } from '../lawyers/search-lawyers.ts';
import { type PublishedAnswerSummary, publishedAnswerSummaryColumns } from './similar-answers.ts';

/**
 * The public side of published answers (docs/product-rules.md, "Public answers"): what `/{lang}/answers` lists and
 * searches, one answer's page, and the number a lawyer's profile shows. Only answers in status `published` whose
 * lawyer is verified are public (the rule of public profiles); withdrawn ones are gone at once. Read from the
 * database on every request: a withdrawal must take the page down at once.
 */

/** Published, and by a lawyer the public may see (verified, as public profiles). */
export const isPublicAnswer = and(eq(publicAnswers.status, 'published'), eq(lawyers.verified, true));

/** The words of a search text: split at spaces, each matched as a part of the title, the question or the answer. */
function wordConditions(q: string): SQL[] {
  const words = q.split(/\s+/).filter(Boolean).slice(0, MAX_QUERY_WORDS);
  return words.map(
    (word) =>
      or(
        ilike(publicAnswers.title, containsPattern(word)),
        ilike(publicAnswers.questionText, containsPattern(word)),
        ilike(publicAnswers.answerText, containsPattern(word)),
      )!,
  );
}

/** A list item: the summary and the start of the question. */
export interface PublishedAnswerListItem extends PublishedAnswerSummary {
  questionText: string;
}

export interface PublishedAnswerPage {
  items: PublishedAnswerListItem[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * One page of published answers, newest first (never ordered by lawyer: no ranking of lawyers by answers),
 * filtered by case type, province, lawyer and words (every word must occur in the title, question or answer).
 */
export async function listPublishedAnswers(
  db: Db,
  filters: AnswerFilters,
  page = 1,
  pageSize = ANSWERS_PAGE_SIZE,
): Promise<PublishedAnswerPage> {
  const where = and(
    isPublicAnswer,
    filters.caseType ? eq(publicAnswers.caseType, filters.caseType) : undefined,
    filters.province ? eq(publicAnswers.province, filters.province) : undefined,
    filters.lawyerId ? eq(publicAnswers.lawyerId, filters.lawyerId) : undefined,
    ...wordConditions(filters.q),
  );
  const [totals] = await db
    .select({ n: count() })
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(where);
  const total = totals?.n ?? 0;
  const items = await db
    .select({ ...publishedAnswerSummaryColumns, questionText: publicAnswers.questionText })
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(where)
    .orderBy(desc(publicAnswers.publishedAt), desc(publicAnswers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** A published answer's page: the redacted question, the answer and its lawyer. */
export interface PublishedAnswer extends PublishedAnswerSummary {
  questionText: string;
  answerText: string;
  answeredAt: Date | null;
  updatedAt: Date;
}

/** The public answer of a slug, or null when there is none or it is not public (not published, withdrawn). */
export async function getPublishedAnswer(db: Db, slug: string): Promise<PublishedAnswer | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return null;
  const [row] = await db
    .select({
      ...publishedAnswerSummaryColumns,
      questionText: publicAnswers.questionText,
      answerText: sql<string>`${publicAnswers.answerText}`,
      answeredAt: publicAnswers.answeredAt,
      updatedAt: publicAnswers.updatedAt,
    })
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(and(isPublicAnswer, eq(publicAnswers.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The statement that counts a lawyer's public answers: a part of the profile's figures (lawyers/profile-figures.ts). */
export const publishedAnswerCountQuery = (db: Db, lawyerId: string) =>
  db
    .select({ n: count() })
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(and(isPublicAnswer, eq(publicAnswers.lawyerId, lawyerId)));
