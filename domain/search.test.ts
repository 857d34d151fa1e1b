import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_FORM, formValuesOf, parseSearchParams, searchQueryString } from './search.ts';

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
    const { filters } = parseSearchParams(new URLSearchParams('q=a&case=แพ่ง&budget=medium'));
    expect(parseSearchParams(new URLSearchParams(searchQueryString(formValuesOf(filters)))).filters).toEqual(
      filters,
    );
  });
});
