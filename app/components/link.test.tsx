import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainPageContext } from '#app/lib/page-scripts.ts';
import { Link } from './link.tsx';

const render = (plain: boolean, node: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/th/search']}>
      <PlainPageContext.Provider value={plain}>{node}</PlainPageContext.Provider>
    </MemoryRouter>,
  );

describe('Link', () => {
  it('is the same address as the router gives it, on a plain page and on a hydrating one', () => {
    const links = [
      <Link
        key="a"
        to="/th/search?case=%E0%B8%AD%E0%B8%B2%E0%B8%8D%E0%B8%B2#results"
        className="c"
        aria-label="x"
      >
        a
      </Link>,
      <Link
        key="b"
        to={{ pathname: '/en/lawyers/1', search: 'tab=reviews', hash: 'reviews' }}
        preventScrollReset
      >
        b
      </Link>,
      <Link key="c" to="/zh" reloadDocument hrefLang="zh">
        c
      </Link>,
    ];
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    const plain = render(true, links);
    const hydrating = render(false, links);
    expect(hrefs(plain)).toEqual(hrefs(hydrating));
    expect(hrefs(plain)).toEqual([
      '/th/search?case=%E0%B8%AD%E0%B8%B2%E0%B8%8D%E0%B8%B2#results',
      '/en/lawyers/1?tab=reviews#reviews',
      '/zh',
    ]);
    // The plain page's anchors carry the element's own attributes and none of the router's.
    expect(plain).toContain('class="c"');
    expect(plain).toContain('aria-label="x"');
    expect(plain).toContain('hrefLang="zh"');
    expect(plain).not.toContain('data-discover');
    expect(hydrating).toContain('data-discover');
  });

  it('leaves an address relative to the page to the router, even on a plain page', () => {
    expect(render(true, <Link to="lawyers">l</Link>)).toBe(render(false, <Link to="lawyers">l</Link>));
    expect(render(true, <Link to="lawyers">l</Link>)).toContain('data-discover');
  });
});
