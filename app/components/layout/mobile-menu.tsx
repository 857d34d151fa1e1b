import { type ReactNode, useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Menu } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * The menu of small screens: a `popover` panel opened by its button (`popovertarget`), with no script: the browser
 * shows it on top, closes it on Escape or a click outside and gives focus back to the button. On a hydrated page a
 * link chosen inside closes it (the page changes without a page load there).
 */
export function MobileMenu({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useT();
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-menu`;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('header.openMenu')}
        popoverTarget={panelId}
        data-testid="menu-button"
      >
        <Menu aria-hidden />
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click only closes the panel after a link is chosen; keys close it natively (Escape). */}
      <div
        id={panelId}
        popover="auto"
        role="dialog"
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 overflow-y-auto max-w-[85vw] bg-background p-4 text-foreground shadow-xl backdrop:bg-black/40 [&:popover-open]:flex [&:popover-open]:flex-col [&:popover-open]:gap-2"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) e.currentTarget.hidePopover();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('header.menu')}
        </h2>
        {children}
        <Button
          type="button"
          variant="outline"
          className="mt-auto"
          popoverTarget={panelId}
          popoverTargetAction="hide"
        >
          {t('header.closeMenu')}
        </Button>
      </div>
    </>
  );
}
