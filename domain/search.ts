import type { BudgetBand } from './budget.ts';
import { isBudgetBand } from './budget.ts';
import type { CaseType } from './case-types.ts';
import { isCaseType } from './case-types.ts';
import type { LawyerLanguage } from './lawyer-languages.ts';
import { isLawyerLanguage } from './lawyer-languages.ts';

/** The value of a select that means "no filter" (spec: quick-search defaults). */
export const ALL = 'all';

/**
 * The orders of the search results: 'recommended' (the default: rating, best first, unrated last), 'rating'
 * (rating, then the number of reviews), 'fee' (the lowest fee asked first: per session, then per hour, no fee last) and 'experience' (most
 * years first, unknown last); each ends with the id, so that pages never overlap or skip
 * (server/services/lawyers/search-lawyers.ts).
 */
export const SEARCH_SORTS = ['recommended', 'rating', 'fee', 'experience'] as const;

export type SearchSort = (typeof SEARCH_SORTS)[number];

/** The default order, left out of the address like 'all'. */
export const DEFAULT_SORT = 'recommended' satisfies SearchSort;

export function isSearchSort(x: unknown): x is SearchSort {
  return typeof x === 'string' && (SEARCH_SORTS as readonly string[]).includes(x);
}

/**
 * The search as the URL carries it: the filters q, case, province, language, budget (docs/product-rules.md, "Search
 * and the home page"), and the order of the results (`sort`, absent for the default), which filters nothing.
 */
export interface SearchFilters {
  q?: string;
  caseType?: CaseType;
  province?: string;
  language?: LawyerLanguage;
  budget?: BudgetBand;
  sort?: Exclude<SearchSort, 'recommended'>;
}

/** The quick-search / filter form's values (defaults 'all', name and province empty). */
export interface SearchFormValues {
  lawyerName: string;
  caseType: string;
  province: string;
  language: string;
  budget: string;
  sort: string;
}

export const EMPTY_SEARCH_FORM: SearchFormValues = {
  lawyerName: '',
  caseType: ALL,
  province: '',
  language: ALL,
  budget: ALL,
  sort: DEFAULT_SORT,
};

/** The parameters of a search's address, in the order `searchQueryString` writes them, then `page`. */
export const SEARCH_PARAM_NAMES: ReadonlySet<string> = new Set([
  'q',
  'case',
  'province',
  'language',
  'budget',
  'sort',
  'page',
]);

/** The most pages 'load more' can accumulate in one URL (12 × 50 = 600 cards). */
export const MAX_SEARCH_PAGE = 50;

/**
 * The query string for /{lang}/search: q trimmed and only if non-empty; case, language and budget unless
 * 'all'; province unless 'all' or empty; sort unless 'recommended' (or not an order).
 */
export function searchQueryString(form: SearchFormValues): string {
  const params = new URLSearchParams();
  const q = form.lawyerName.trim();
  if (q) params.set('q', q);
  if (form.caseType && form.caseType !== ALL) params.set('case', form.caseType);
  const province = form.province.trim();
  if (province && province !== ALL) params.set('province', province);
  if (form.language && form.language !== ALL) params.set('language', form.language);
  if (form.budget && form.budget !== ALL) params.set('budget', form.budget);
  if (isSearchSort(form.sort) && form.sort !== DEFAULT_SORT) params.set('sort', form.sort);
  return params.toString();
}

/** Reads the filters from URL parameters; unknown values mean "no filter" rather than an error. */
export function parseSearchParams(params: URLSearchParams): { filters: SearchFilters; page: number } {
  const filters: SearchFilters = {};
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  const caseType = params.get('case');
  if (isCaseType(caseType)) filters.caseType = caseType;
  const province = params.get('province')?.trim().slice(0, 60);
  if (province && province !== ALL) filters.province = province;
  const language = params.get('language');
  if (isLawyerLanguage(language)) filters.language = language;
  const budget = params.get('budget');
  if (isBudgetBand(budget)) filters.budget = budget;
  const sort = params.get('sort');
  if (isSearchSort(sort) && sort !== DEFAULT_SORT) filters.sort = sort;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { filters, page: Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_SEARCH_PAGE) : 1 };
}

/** The form values that show the given filters. */
export function formValuesOf(filters: SearchFilters): SearchFormValues {
  return {
    lawyerName: filters.q ?? '',
    caseType: filters.caseType ?? ALL,
    province: filters.province ?? '',
    language: filters.language ?? ALL,
    budget: filters.budget ?? ALL,
    sort: filters.sort ?? DEFAULT_SORT,
  };
}

/** Whether the search narrows the results (the order does not). */
export const hasFilters = ({ sort: _order, ...f }: SearchFilters) =>
  Object.values(f).some((v) => v !== undefined);
