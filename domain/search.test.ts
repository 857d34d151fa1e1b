import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH_FORM,
  formValuesOf,
  hasFilters,
  parseSearchParams,
  searchQueryString,
} from './search.ts';

describe('search query string', () => {
  it('is empty for the default form', () => {
    expect(searchQueryString(EMPTY_SEARCH_FORM)).toBe('');
  });

  it('trims the name and sends it only when non-empty', () => {
    expect(searchQueryString({ ...EMPTY_SEARCH_FORM, lawyerName: '   ' })).toBe('');
    expect(
      new URLSearchParams(searchQueryString({ ...EMPTY_SEARCH_FORM, lawyerName: '  สมชาย ' })).get('q'),
    ).toBe('สมชาย');
  });

  it("omits case, language and budget when 'all', and province when 'all' or empty", () => {
    const qs = searchQueryString({
      lawyerName: '',
      caseType: 'อาญา',
      province: 'all',
      language: 'all',
      budget: 'low',
      sort: 'recommended',
    });
    const p = new URLSearchParams(qs);
    expect([...p.keys()]).toEqual(['case', 'budget']);
    expect(p.get('case')).toBe('อาญา');
    const full = new URLSearchParams(
      searchQueryString({
        lawyerName: 'a',
        caseType: 'แพ่ง',
        province: 'เชียงใหม่',
        language: 'จีน',
        budget: 'high',
        sort: 'recommended',
      }),
    );
    expect(Object.fromEntries(full)).toEqual({
      q: 'a',
      case: 'แพ่ง',
      province: 'เชียงใหม่',
      language: 'จีน',
      budget: 'high',
    });
  });
});

describe('search order', () => {
  it("is in the address unless 'recommended' or unknown, after the filters", () => {
    expect(searchQueryString({ ...EMPTY_SEARCH_FORM, sort: 'recommended' })).toBe('');
    expect(searchQueryString({ ...EMPTY_SEARCH_FORM, sort: 'bogus' })).toBe('');
    expect(searchQueryString({ ...EMPTY_SEARCH_FORM, budget: 'low', sort: 'fee' })).toBe(
      'budget=low&sort=fee',
    );
    for (const sort of ['rating', 'fee', 'experience']) {
      expect(searchQueryString({ ...EMPTY_SEARCH_FORM, sort })).toBe(`sort=${sort}`);
    }
  });

  it("is read from the address, falling back to 'recommended' (no sort) for unknown values", () => {
    expect(parseSearchParams(new URLSearchParams('sort=experience')).filters).toEqual({ sort: 'experience' });
    expect(parseSearchParams(new URLSearchParams('sort=recommended')).filters).toEqual({});
    expect(parseSearchParams(new URLSearchParams('sort=cheapest')).filters).toEqual({});
    expect(formValuesOf({}).sort).toBe('recommended');
  });

  it('is not a filter', () => {
    expect(hasFilters({ sort: 'fee' })).toBe(false);
    expect(hasFilters({ sort: 'fee', q: 'a' })).toBe(true);
  });
});

describe('search params', () => {
  it('read known filters and ignore unknown values', () => {
    const { filters, page } = parseSearchParams(
      new URLSearchParams('q=%20x%20&case=bogus&province=เชียง&language=จีน&budget=huge&page=3'),
    );
    expect(filters).toEqual({ q: 'x', province: 'เชียง', language: 'จีน' });
    expect(page).toBe(3);
  });

  it('clamp the page', () => {
    expect(parseSearchParams(new URLSearchParams('page=-4')).page).toBe(1);
    expect(parseSearchParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(parseSearchParams(new URLSearchParams('page=9999')).page).toBe(50);
  });

  it('round-trip through the form values', () => {
    const { filters } = parseSearchParams(new URLSearchParams('q=a&case=แพ่ง&budget=medium&sort=rating'));
    expect(filters.sort).toBe('rating');
    expect(parseSearchParams(new URLSearchParams(searchQueryString(formValuesOf(filters)))).filters).toEqual(
      filters,
    );
  });
});
