import { useLocation } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronLeft, ChevronRight } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { PAGE_AFTER_PARAM } from '#domain/paging.ts';

/** The address of the same list with `after` set to `cursor` (or removed), keeping its other filters. */
export function pageHref(pathname: string, search: string, cursor: string | null) {
  const params = new URLSearchParams(search);
  params.delete(PAGE_AFTER_PARAM);
  if (cursor) params.set(PAGE_AFTER_PARAM, cursor);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The pager under an admin list's table (keyset paging, domain/paging.ts): "page k", a plain link to the first
 * page when this is not it, and one to the next page when there is one (`?after=<cursor>`, the address's other
 * parameters — search, status — kept). Plain links: it works without JavaScript. A refused cursor is said here.
 */
export function KeysetPager({
  page,
  next,
  badCursor = false,
}: {
  page: number;
  next: string | null;
  badCursor?: boolean;
}) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  if (page === 1 && !next && !badCursor) return null;
  return (
    <nav aria-label={t('pager.label')} className="mt-4 grid gap-2" data-testid="keyset-pager">
      {badCursor ? (
        <p role="status" className="text-sm text-destructive">
          {t('pager.badCursor')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3">
        {page > 1 ? (
          <Button asChild variant="outline">
            <a href={pageHref(pathname, search, null)} data-testid="pager-first">
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
            <a href={pageHref(pathname, search, next)} rel="next" data-testid="pager-next">
              {t('pager.next')}
              <ChevronRight aria-hidden />
            </a>
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
