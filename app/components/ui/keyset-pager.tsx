import { useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronLeft, ChevronRight } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { PAGE_AFTER_PARAM } from '#domain/paging.ts';

/**
 * The address of the same list with its cursor parameter (`after`, or the list's own on a page of several lists)
 * set to `cursor` (or removed), keeping its other filters and the other lists' cursors.
 */
export function pageHref(pathname: string, search: string, cursor: string | null, param = PAGE_AFTER_PARAM) {
  const params = new URLSearchParams(search);
  params.delete(param);
  if (cursor) params.set(param, cursor);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The pager under an admin list's table (keyset paging, domain/paging.ts): "page k", a plain link to the first
 * page when this is not it, and one to the next page when there is one (`?after=<cursor>`, the address's other
 * parameters — search, status — kept). Plain links: it works without JavaScript. A refused cursor is said here.
 * A page of several lists gives each pager its own parameter (`param`) and a label naming its list.
 */
export function KeysetPager({
  page,
  next,
  badCursor = false,
  param = PAGE_AFTER_PARAM,
  label,
}: {
  page: number;
  next: string | null;
  badCursor?: boolean;
  /** The address parameter of this list's cursor, when the page has several lists. */
  param?: string;
  /** The navigation's name when a page has several pagers (the list's title). */
  label?: string;
}) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  if (page === 1 && !next && !badCursor) return null;
  return (
    <nav aria-label={label ?? t('pager.label')} className="mt-4 grid gap-2" data-testid="keyset-pager">
      {badCursor ? (
        <p role="status" className="text-sm text-destructive">
          {t('pager.badCursor')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {page > 1 ? (
          <Button asChild variant="outline">
            <a href={pageHref(pathname, search, null, param)} data-testid="pager-first">
              <ChevronLeft aria-hidden />
              {t('pager.first')}
            </a>
          </Button>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="pager-page">
          {t('pager.page', { page })}
        </p>
        {next ? (
          <Button asChild variant="outline">
            <a href={pageHref(pathname, search, next, param)} rel="next" data-testid="pager-next">
              {t('pager.next')}
              <ChevronRight aria-hidden />
            </a>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
