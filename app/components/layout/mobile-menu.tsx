import { type ReactNode, useId, useRef } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { Menu } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * The menu of small screens: a native modal <dialog> (the browser traps focus, closes on Escape and gives focus
 * back to the button), so it costs no script beyond this component. A link chosen inside closes it.
 */
export function MobileMenu({ className, children }: { className?: string; children: ReactNode }) {
  const { t } = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className={className}
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Menu aria-hidden />
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape (native); the click is for the backdrop and the links. */}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-background p-4 text-foreground shadow-xl backdrop:bg-black/40 open:flex open:flex-col open:gap-2"
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself, outside its content) or on a link closes it.
          if (e.target === e.currentTarget || (e.target as HTMLElement).closest('a')) close();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {t('header.menu')}
        </h2>
        {children}
        <Button variant="outline" className="mt-auto" onClick={close}>
          {t('header.closeMenu')}
        </Button>
      </dialog>
    </>
  );
}
