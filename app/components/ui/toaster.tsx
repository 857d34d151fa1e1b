import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#domain/limits.ts';
import { dismissToast, useToastItem } from './toast.tsx';

/** The toast itself (Radix Toast): loaded by `ToastOutlet` with the first toast, never on a page without one. */
export default function Toaster() {
  const { t } = useT();
  const item = useToastItem();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.announce')}
    >
      {item ? (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          type={item.variant === 'error' ? 'foreground' : 'background'}
          data-variant={item.variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'error' && 'border-destructive/40 bg-destructive-soft text-foreground',
            item.variant === 'success' && 'border-success/40 bg-success-soft text-foreground',
            item.variant === 'info' && 'border-border bg-popover text-popover-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-medium">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm text-muted-foreground">
                {item.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t('toast.close')}
            className="absolute right-2 top-2 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label={t('toast.region')}
        className="fixed bottom-0 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
