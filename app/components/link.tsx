import { forwardRef, useContext } from 'react';
import { type LinkProps, Link as RouterLink } from 'react-router';
import { PlainPageContext } from '#app/lib/page-scripts.ts';

/**
 * The site's link: React Router's `Link`, except on a plain page (no React in the browser, app/lib/page-scripts.ts),
 * where an address that is already absolute becomes the same `<a href>` without the router's work. The router
 * resolves every link's address against the route tree while rendering, a measurable share of a plain page's
 * render (docs/decisions/0027-kept-plain-pages.md), and nothing in the browser would use the rest of it there.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const plain = useContext(PlainPageContext);
  const href = plain ? absoluteHref(props.to) : null;
  if (href === null) return <RouterLink ref={ref} {...props} />;
  const {
    to: _to,
    prefetch: _prefetch,
    reloadDocument: _reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    discover: _discover,
    ...anchor
  } = props;
  return <a ref={ref} href={href} {...anchor} />;
});

/** The address of `to` when it needs no resolving (a path from the root), else null. */
function absoluteHref(to: LinkProps['to']): string | null {
  const path = typeof to === 'string' ? to : to.pathname;
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return `${path}${search}${hash}`;
}
