import type { Lang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
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
