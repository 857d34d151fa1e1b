import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '#app/lib/utils.ts';

// The look every button shares is one class, `btn` (app/app.css), rather than the same utilities on each button of a
// page; the variants and sizes add utilities, which win over it.
export const buttonVariants = cva('btn', {
  variants: {
    variant: {
      default: 'bg-primary text-primary-foreground hover:bg-primary/90',
      // Hover darkens: a lighter (translucent) amber would lose the text contrast (WCAG AA) in the light theme.
      accent: 'bg-accent text-accent-foreground hover:bg-[color-mix(in_oklab,var(--color-accent)_88%,black)]',
      outline: 'border border-border bg-background hover:bg-muted',
      // What cannot be undone (deleting one’s account, erasing a question’s text): the destructive colour, its text at AA contrast in both themes.
      destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      // The button that opens the confirmation of a deletion in a list (a row's "Delete"): the destructive colour
      // on the background, filled on hover; the confirmation itself then uses `destructive`.
      destructiveOutline:
        'border border-destructive bg-background text-destructive hover:bg-destructive hover:text-destructive-foreground',
      ghost: 'hover:bg-muted',
      link: 'text-primary underline-offset-4 hover:underline',
    },
    size: {
      default: 'px-4 py-2',
      sm: 'min-h-9 px-3',
      lg: 'min-h-12 px-6 text-base',
      icon: 'size-11',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

export function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp className={cn(buttonVariants({ variant, size, className }))} {...props} />;
}
