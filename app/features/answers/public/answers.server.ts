import { data, redirect } from 'react-router';
import type { RequestContext } from '#app/context.server.ts';
import { ANSWER_PARAM_NAMES, answerFiltersQuery, parseAnswerFilters } from '#domain/answer-search.ts';
import { getPublishedAnswer, listPublishedAnswers } from '#server/services/answers/published-answers.ts';
import { similarPublishedAnswers } from '#server/services/answers/similar-answers.ts';
import { cachedPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

export type { AnswerFilters } from '#domain/answer-search.ts';
export type {
  PublishedAnswer,
  PublishedAnswerListItem,
} from '#server/services/answers/published-answers.ts';
export type { PublishedAnswerSummary } from '#server/services/answers/similar-answers.ts';

/**
 * `/{lang}/answers`: a page of published answers for the filters of the address (docs/product-rules.md, "Public
 * answers"). The plain GET form sends every field, empty ones too: such an address is redirected to the list's
 * own (`answerFiltersQuery`), so that each search has one address; parameters that are not the list's are kept.
 * A page past the last one answers 404; filtering by a lawyer names them (their listing, when public).
 */
export async function loadAnswers({ runtime }: RequestContext, url: URL) {
  const { filters, page } = parseAnswerFilters(url.searchParams);
  const params = [...url.searchParams];
  const own = new URLSearchParams(params.filter(([key]) => ANSWER_PARAM_NAMES.has(key)));
  const canonical = new URLSearchParams(answerFiltersQuery(filters, page));
  if (canonical.toString() !== own.toString()) {
    for (const [key, value] of params) if (!ANSWER_PARAM_NAMES.has(key)) canonical.append(key, value);
    throw redirect(canonical.size > 0 ? `${url.pathname}?${canonical}` : url.pathname);
  }
  const [result, lawyer] = await Promise.all([
    listPublishedAnswers(runtime.db, filters, page),
    filters.lawyerId
      ? cachedPublicLawyer(runtime.db, filters.lawyerId, runtime.config.contact.networkPhone)
      : null,
  ]);
  if (page > result.pageCount) throw data(null, { status: 404 });
  const named = lawyer
    ? { id: lawyer.id, name: lawyer.name, nameEn: lawyer.nameEn, nameZh: lawyer.nameZh }
    : null;
  return { filters, ...result, lawyer: named };
}

/**
 * `/{lang}/answers/{slug}`: a published answer and up to SIMILAR_ANSWERS_LIMIT similar ones; 404 for anything not
 * public (awaiting, rejected, withdrawn, a lawyer no longer verified).
 */
export async function loadAnswer({ runtime }: RequestContext, slug: string) {
  const answer = await getPublishedAnswer(runtime.db, slug);
  if (!answer) throw data(null, { status: 404 });
  const similar = await similarPublishedAnswers(runtime.db, {
    caseTypes: [answer.caseType],
    province: answer.province,
    exceptId: answer.id,
    title: answer.title,
  });
  return { answer, similar };
}
