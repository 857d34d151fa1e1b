import { useEffect, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Moon, Sun } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { applyTheme, currentTheme, type Theme } from '#app/lib/theme.ts';

export function ThemeToggle() {
  const { t } = useT();
  // The real theme is only known in the browser (the inline head script set it before paint).
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => {
    setTheme(currentTheme());
  }, []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
      data-testid="theme-toggle"
      onClick={() => {
        const target: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
        applyTheme(target);
        setTheme(target);
      }}
    >
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="block dark:hidden" aria-hidden />
    </Button>
  );
}
