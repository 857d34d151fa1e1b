import { Accordion as AccordionPrimitive } from 'radix-ui';
import type * as React from 'react';
import { ChevronDown } from '#app/components/ui/icons.tsx';
import { cn } from '#app/lib/utils.ts';

/** shadcn-style accordion on Radix: `<Accordion type="single" collapsible>` for a single-open list. */
export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('rounded-xl border bg-card', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger>) {
  // The header is an h3: put the accordion under an h2.
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'flex min-h-11 flex-1 items-center justify-between gap-4 rounded-xl px-4 py-3 text-start font-medium transition-colors hover:bg-muted/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform" aria-hidden />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    // data-[state=closed]:hidden also hides a closed item's text when `forceMount` keeps it in the HTML.
    <AccordionPrimitive.Content className="overflow-hidden data-[state=closed]:hidden" {...props}>
      <div className={cn('px-4 pb-4 text-muted-foreground', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
