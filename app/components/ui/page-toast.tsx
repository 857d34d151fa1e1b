import { useEffect } from 'react';
import { X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { PAGE_TOAST_ID } from '#app/lib/page-scripts.ts';
import { TOAST_DURATION_MS } from '#domain/limits.ts';
import { dismissShownToast } from './toast.tsx';

/**
 * The toast of every page that the server or the page script writes (root.tsx): a flash message after a redirect
 * (app/lib/flash.ts), or what a copy button did. The page script (app/lib/page-scripts.ts) closes it after the
 * toast duration or with its button. Toasts of a hydrated page's own actions use `toast()` (toast.tsx).
 *
 * On a hydrated page a flash message also arrives with a redirect in the browser (a form's action, a page one
 * may not open; the root's loader runs again after a redirect): each new one (`id`) is shown, then closed after
 * the same duration, and the toast an earlier answer showed (`toast()`) is closed: one toast at a time.
 */
export function PageToast({ text, id }: { text: string | null; id: string | null }) {
  const { t } = useT();
  useEffect(() => {
    const region = document.getElementById(PAGE_TOAST_ID);
    if (!id || !region) return;
    dismissShownToast();
    region.hidden = false;
    const timer = setTimeout(() => {
      region.hidden = true;
    }, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <div
      id={PAGE_TOAST_ID}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      hidden={!text}
      suppressHydrationWarning
      data-testid="page-toast"
      className="fixed right-4 bottom-4 z-[100] flex w-[calc(100%-2rem)] max-w-sm items-start gap-3 rounded-xl border border-border bg-popover p-4 pr-10 text-popover-foreground shadow-lg"
    >
      <p data-toast-text="" className="font-medium" suppressHydrationWarning>
        {text}
      </p>
      <button
        type="button"
        data-toast-close=""
        aria-label={t('toast.close')}
        className="absolute top-2 right-2 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
