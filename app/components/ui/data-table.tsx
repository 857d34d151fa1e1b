import type * as React from 'react';

/**
 * The frame of an admin table: scrolls sideways inside its own box on a phone (never the page), a caption for
 * screen readers, and one header row; a column may be labelled for screen readers only (actions).
 */
export function DataTable({
  caption,
  columns,
  minWidthClass,
  testId,
  children,
}: {
  caption: string;
  columns: { label: string; srOnly?: boolean }[];
  /** A Tailwind min-width class such as 'min-w-[48rem]'. */
  minWidthClass: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const th = 'px-3 py-2 text-start text-xs font-medium uppercase tracking-wide text-muted-foreground';
  return (
    <div className="relative min-w-0 overflow-x-auto rounded-xl border bg-card">
      <table className={`w-full ${minWidthClass} border-collapse text-sm`} data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/40">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={th}>
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
