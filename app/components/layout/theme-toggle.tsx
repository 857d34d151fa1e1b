import { Moon, Sun } from 'lucide-react';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * The theme switch. The page script (app/lib/page-scripts.ts) switches the theme, stores it and sets the label to
 * what the next click does; the server's label is for the light theme, which the script corrects at once.
 */
export function ThemeToggle() {
  const { t } = useT();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={t('theme.toDark')}
      data-label-dark={t('theme.toDark')}
      data-label-light={t('theme.toLight')}
      data-theme-toggle=""
      data-testid="theme-toggle"
      suppressHydrationWarning
    >
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </Button>
  );
}
