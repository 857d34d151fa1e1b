import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info';
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

// One toast at a time (spec: at most one visible): a new toast replaces the previous one.
let current: ToastItem | null = null;
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** A toast to show: its title, an optional line below it, its kind. */
export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export function toast(input: ToastInput) {
  counter += 1;
  current = {
    id: counter,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'info',
    open: true,
  };
  emit();
}

export function dismissToast(id: number) {
  if (current && current.id === id) {
    current = { ...current, open: false };
    emit();
  }
}

/**
 * Closes the toast being shown, if any: a new page's flash message (`PageToast`, page-toast.tsx) replaces what an
 * earlier answer said, so a refusal never stays beside the message of what happened after it (one toast at a time).
 */
export function dismissShownToast() {
  if (current?.open) dismissToast(current.id);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The toast being shown (null before the first one). */
export function useToastItem(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}

const Toaster = lazy(() => import('./toaster.tsx'));

/**
 * Where toasts appear (rendered once by the root). The Radix view and its code load with the first toast, so a
 * page that never shows one never downloads them.
 */
export function ToastOutlet() {
  const item = useToastItem();
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
