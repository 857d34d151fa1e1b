import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { SIMILAR_ANSWERS_LIMIT } from '#domain/public-answers.ts';
import type { Db } from '../../db/client.ts';
import { lawyers, publicAnswers } from '../../db/schema/index.ts';

/** A published answer as lists show it: its page, its redacted title, where it is filed, and who answered. */
export interface PublishedAnswerSummary {
  id: string;
  slug: string;
  lang: string;
  title: string;
  caseType: string;
  province: string | null;
  publishedAt: Date;
  lawyer: { id: string; name: string; nameEn: string | null; nameZh: string | null };
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
  lawyer: { id: lawyers.id, name: lawyers.name, nameEn: lawyers.nameEn, nameZh: lawyers.nameZh },
};

/**
 * Up to SIMILAR_ANSWERS_LIMIT published answers of the same case types (domain/case-types.ts), those of the same
 * province first, then the newest: "similar questions" on an answer's page and in the triage (docs/product-rules.md,
 * "Public answers").
 */
export async function similarPublishedAnswers(
  db: Db,
  query: { caseTypes: readonly string[]; province?: string | null; exceptId?: string },
  limit = SIMILAR_ANSWERS_LIMIT,
): Promise<PublishedAnswerSummary[]> {
  if (query.caseTypes.length === 0) return [];
  return db
    .select(publishedAnswerSummaryColumns)
    .from(publicAnswers)
    .innerJoin(lawyers, eq(lawyers.id, publicAnswers.lawyerId))
    .where(
      and(
        eq(publicAnswers.status, 'published'),
        inArray(publicAnswers.caseType, [...query.caseTypes]),
        query.exceptId ? ne(publicAnswers.id, query.exceptId) : undefined,
      ),
    )
    .orderBy(
      desc(sql`${publicAnswers.province} IS NOT DISTINCT FROM ${query.province ?? null}`),
      sql`array_position(${sql.param([...query.caseTypes])}::text[], ${publicAnswers.caseType})`,
      desc(publicAnswers.publishedAt),
    )
    .limit(limit);
}
