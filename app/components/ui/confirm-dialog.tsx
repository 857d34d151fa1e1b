import { AlertDialog } from 'radix-ui';
import type * as React from 'react';
import { buttonVariants } from './button.tsx';
import { TriangleAlert } from './icons.tsx';

/**
 * A confirmation before an action that needs one (delete, approve, reject). Keyboard: focus starts on
 * Cancel, Esc cancels, Enter on the confirm button confirms. A `destructive` one (what cannot be undone) has a
 * warning sign in its title and the destructive confirm button; its description says what will be lost.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = false,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-xl">
          <AlertDialog.Title className="flex items-start gap-2 text-lg font-semibold">
            {destructive ? (
              <TriangleAlert className="mt-1 size-5 shrink-0 text-destructive" aria-hidden />
            ) : null}
            {title}
          </AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="text-muted-foreground" data-testid="confirm-description">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
              data-destructive={destructive || undefined}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
