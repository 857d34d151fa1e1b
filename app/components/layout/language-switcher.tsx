import { useLocation } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { switchLangPath, useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { LANG_SWITCHER_LABELS, LANGS } from '#domain/i18n.ts';

/** TH | EN | 中文: swaps only the language prefix, keeping the rest of the path and the query. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, lang } = useT();
  const location = useLocation();
  return (
    <nav aria-label={t('actions.language')} className={cn('flex items-center text-sm', className)}>
      {LANGS.map((l, i) => (
        <span key={l} className="flex items-center">
          {i > 0 ? (
            <span aria-hidden className="px-0.5 text-muted-foreground">
              |
            </span>
          ) : null}
          <Link
            to={switchLangPath(location.pathname, location.search, l)}
            // A full page load: the browser holds only one language's texts (i18n/texts.ts).
            reloadDocument
            hrefLang={l}
            lang={l}
            aria-current={l === lang ? 'true' : undefined}
            className={cn(
              'inline-flex min-h-11 min-w-9 items-center justify-center rounded-md px-1.5 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              l === lang ? 'font-semibold text-primary' : 'text-muted-foreground',
            )}
          >
            {LANG_SWITCHER_LABELS[l]}
          </Link>
        </span>
      ))}
    </nav>
  );
}
