import { describe, expect, it } from 'vitest';
import { pageHref } from '#app/components/ui/keyset-pager.tsx';

describe('pageHref', () => {
  it("sets or removes the list's cursor, keeping the address's other parameters", () => {
    expect(pageHref('/th/admin/lawyers', '?q=สม&after=abc', 'def')).toBe(
      `/th/admin/lawyers?q=${encodeURIComponent('สม')}&after=def`,
    );
    expect(pageHref('/th/admin/lawyers', '?after=abc', null)).toBe('/th/admin/lawyers');
  });

  it("on a page of several lists, moves one list's cursor and keeps the other's", () => {
    expect(pageHref('/th/admin/reviews', '?held=h2&disputed=d3', 'h3', 'held')).toBe(
      '/th/admin/reviews?disputed=d3&held=h3',
    );
    expect(pageHref('/th/admin/reviews', '?held=h2&disputed=d3', null, 'disputed')).toBe(
      '/th/admin/reviews?held=h2',
    );
  });
});
