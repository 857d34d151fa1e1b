import { inArray } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import type { Db } from '../../db/client.ts';
import { lawyers } from '../../db/schema/index.ts';
import type { PublishedAnswerSummary } from '../answers/similar-answers.ts';

/** A similar published answer as the triage links it: its page `/{lang}/answers/{slug}`. */
export interface SimilarAnswerView {
  slug: string;
  href: string;
  title: string;
  /** The language the answer is written in. */
  lang: string;
  caseType: string;
  province: string | null;
  /** The lawyer who answered, named in the page's language. */
  lawyer: { id: string; name: string };
}

/** A published answer whose lawyer carries the romanised name too (`lawyers.name_latin`, for `lawyerName`). */
export type AnswerWithNames = PublishedAnswerSummary & {
  lawyer: PublishedAnswerSummary['lawyer'] & { nameLatin: string | null };
};

/**
 * The answers with their lawyers' romanised names, which `PublishedAnswerSummary` leaves out, so that /en and /zh
 * name a lawyer without an English or Chinese name in Latin letters.
 */
export async function withRomanisedNames(
  db: Db,
  answers: PublishedAnswerSummary[],
): Promise<AnswerWithNames[]> {
  const ids = [...new Set(answers.map((a) => a.lawyer.id))];
  const rows = ids.length
    ? await db
        .select({ id: lawyers.id, nameLatin: lawyers.nameLatin })
        .from(lawyers)
        .where(inArray(lawyers.id, ids))
    : [];
  const latin = new Map(rows.map((r) => [r.id, r.nameLatin]));
  return answers.map((a) => ({ ...a, lawyer: { ...a.lawyer, nameLatin: latin.get(a.lawyer.id) ?? null } }));
}

/** The similar published answers of a triage, each linked to its page in the page's language. */
export const similarAnswerViews = (
  answers: readonly PublishedAnswerSummary[],
  lang: Lang,
): SimilarAnswerView[] =>
  answers.map((a) => ({
    slug: a.slug,
    href: `/${lang}/answers/${a.slug}`,
    title: a.title,
    lang: a.lang,
    caseType: a.caseType,
    province: a.province,
    lawyer: { id: a.lawyer.id, name: lawyerName(a.lawyer, lang) },
  }));
