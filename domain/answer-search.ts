import { isCaseType } from './case-types.ts';
import { isUuid } from './ids.ts';
import { isProvince } from './provinces.ts';

/**
 * The address of the list of published answers, `/{lang}/answers?q=&case=&province=&lawyer=&page=`
 * (docs/product-rules.md, "Public answers"): what it is filtered by, read from and written to the query.
 */

/** What the list of `/{lang}/answers` is filtered by: words, a case type, a province, a lawyer (empty: any). */
export interface AnswerFilters {
  q: string;
  caseType: string;
  province: string;
  lawyerId: string;
}

/** A search text is cut to this many characters; its first MAX_QUERY_WORDS words are matched (each must occur). */
const MAX_QUERY_CHARS = 200;
export const MAX_QUERY_WORDS = 8;

/** The filters and page of the list from its address (`?q=&case=&province=&lawyer=&page=`); unknown values are dropped. */
export function parseAnswerFilters(params: URLSearchParams): { filters: AnswerFilters; page: number } {
  const text = (name: string) => (params.get(name) ?? '').trim();
  const caseType = text('case');
  const province = text('province');
  const lawyerId = text('lawyer');
  const page = Number.parseInt(text('page'), 10);
  return {
    filters: {
      q: text('q').slice(0, MAX_QUERY_CHARS),
      caseType: isCaseType(caseType) ? caseType : '',
      province: isProvince(province) ? province : '',
      lawyerId: isUuid(lawyerId) ? lawyerId : '',
    },
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The parameters of the list's address. */
export const ANSWER_PARAM_NAMES: ReadonlySet<string> = new Set(['q', 'case', 'province', 'lawyer', 'page']);

/** The address of a list with these filters (and page), for links and the pager: only what filters, in one order. */
export function answerFiltersQuery(filters: AnswerFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.caseType) params.set('case', filters.caseType);
  if (filters.province) params.set('province', filters.province);
  if (filters.lawyerId) params.set('lawyer', filters.lawyerId);
  if (page > 1) params.set('page', String(page));
  return params.size > 0 ? `?${params}` : '';
}

export const hasAnswerFilters = (filters: AnswerFilters) =>
  Boolean(filters.q || filters.caseType || filters.province || filters.lawyerId);
