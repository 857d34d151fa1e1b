import type * as React from 'react';
import { cn } from '#app/lib/utils.ts';

/**
 * The frame of every admin table: a caption for screen readers and one header row; a column may be labelled for
 * screen readers only (actions). From the md width up a table (scrolling sideways inside its own box when wider
 * than it, never the page); below it a card per row, each cell under its column's name: a cell names its column
 * with `data-label` (the `.data-table` rules in app/app.css), the row's own name (`<th scope="row">`) and the
 * actions need none.
 */
export function DataTable({
  caption,
  columns,
  minWidthClass,
  testId,
  className,
  children,
}: {
  caption: string;
  columns: { label: string; srOnly?: boolean; end?: boolean }[];
  /** A Tailwind min-width class from the md width up, such as 'md:min-w-[48rem]'. */
  minWidthClass?: string;
  testId?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const th = 'px-3 py-2 text-xs font-medium uppercase tracking-wide text-muted-foreground';
  return (
    <div className={cn('relative min-w-0 overflow-x-auto md:rounded-xl md:border md:bg-card', className)}>
      <table className={cn('data-table w-full border-collapse text-sm', minWidthClass)} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cn(th, c.end ? 'text-end' : 'text-start')}>
                {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
