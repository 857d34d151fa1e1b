import { useLocation, useRouteLoaderData } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Moon, Sun } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import type { RootData } from '#app/root.tsx';

/**
 * The theme switch. With JavaScript the page script (app/lib/page-scripts.ts) switches the theme in the page,
 * stores it and sets the label to what the next click does. Without it, the button posts its form
 * (app/lib/theme.server.ts): the server keeps the choice and sends the page back in that theme.
 */
export function ThemeToggle() {
  const { t, href } = useT();
  const location = useLocation();
  const theme = useRouteLoaderData<RootData>('root')?.theme;
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <form method="post" action={href('/theme')} className="contents">
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        name="theme"
        value={next}
        variant="ghost"
        size="icon"
        aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
        data-label-dark={t('theme.toDark')}
        data-label-light={t('theme.toLight')}
        data-theme-toggle=""
        data-testid="theme-toggle"
        suppressHydrationWarning
      >
        <Sun className="hidden dark:block" aria-hidden />
        <Moon className="block dark:hidden" aria-hidden />
      </Button>
    </form>
  );
}
