import { useState } from 'react';
import { toast } from '#app/components/ui/toast.tsx';

/**
 * A busy flag (which disables the form's button) around one async action. An exception is shown as a toast
 * with its message, or with the translated fallback when it has none (docs/product-rules.md, "Accounts and roles").
 */
export function useBusyAction(
  fallbackMessage: string,
): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      toast({ title: err instanceof Error && err.message ? err.message : fallbackMessage, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
