import type * as React from 'react';
import type { LucideIcon } from './icons.tsx';

/** A card of a person's space (the account page): a section named by its heading, the heading led by an icon. */
export function CardSection({
  id,
  icon: Icon,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-5 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="flex items-center gap-2 text-lg">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
