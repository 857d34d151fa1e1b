import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { SIMILAR_ANSWERS_LIMIT } from '#domain/public-answers.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, publicAnswers } from '../../db/schema/index.ts';
import { showable, wordsOf } from '../../triage/features.ts';
import { containsPattern } from '../lawyers/search-lawyers.ts';

/** A published answer as lists show it: its page, its redacted title, where it is filed, and who answered. */
export interface PublishedAnswerSummary {
  id: string;
  slug: string;
  lang: string;
  title: string;
  caseType: string;
  province: string | null;
  publishedAt: Date;
  lawyer: {
    id: string;
    name: string;
    nameEn: string | null;
    nameZh: string | null;
    nameLatin: string | null;
  };
}

/** The columns of a `PublishedAnswerSummary`, for every list of published answers. */
export const publishedAnswerSummaryColumns = {
  id: publicAnswers.id,
  slug: sql<string>`${publicAnswers.slug}`,
  lang: publicAnswers.lang,
  title: publicAnswers.title,
  caseType: publicAnswers.caseType,
  province: publicAnswers.province,
  publishedAt: sql<Date>`${publicAnswers.publishedAt}`.mapWith(publicAnswers.publishedAt),
  lawyer: {
    id: lawyers.id,
    name: lawyers.name,
    nameEn: lawyers.nameEn,
    nameZh: lawyers.nameZh,
    nameLatin: lawyers.nameLatin,
  },
};

/** At most this many words of a title are compared with the others' titles. */
const TITLE_WORDS_MAX = 8;

/** The words of a title worth comparing (the triage's words: domain words, no particles or single characters). */
export function titleWords(title: string): string[] {
  return [...new Set(wordsOf(title).filter(showable))].slice(0, TITLE_WORDS_MAX);
}

/**
 * Up to SIMILAR_ANSWERS_LIMIT published answers of the same case types (domain/case-types.ts) by lawyers the public
 * may see (verified): those whose titles share the most words with `title` first, then those of the same province,
 * then the first case type's, then the newest: "similar questions" on an answer's page and in the triage
 * (docs/product-rules.md, "Public answers").
 */
export async function similarPublishedAnswers(
  db: Db,
  query: { caseTypes: readonly string[]; province?: string | null; exceptId?: string; title?: string },
  limit = SIMILAR_ANSWERS_LIMIT,
): Promise<PublishedAnswerSummary[]> {
  if (query.caseTypes.length === 0) return [];
  const words = query.title ? titleWords(query.title) : [];
  // How many of the title's words each title holds (none compared without a title).
  const overlap =
    words.length > 0
      ? [
          desc(
            sql`(${sql.join(
              words.map((w) => sql`(${publicAnswers.title} ILIKE ${containsPattern(w)})::int`),
              sql` + `,
            )})`,
          ),
        ]
      : [];
  return db
    .select(publishedAnswerSummaryColumns)
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(
      and(
        eq(publicAnswers.status, 'published'),
        eq(lawyers.verified, true),
        inArray(publicAnswers.caseType, [...query.caseTypes]),
        query.exceptId ? ne(publicAnswers.id, query.exceptId) : undefined,
      ),
    )
    .orderBy(
      ...overlap,
      desc(sql`${publicAnswers.province} IS NOT DISTINCT FROM ${query.province ?? null}`),
      sql`array_position(${sql.param([...query.caseTypes])}::text[], ${publicAnswers.caseType})`,
      desc(publicAnswers.publishedAt),
    )
    .limit(limit);
}
