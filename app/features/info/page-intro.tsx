import type * as React from 'react';

/** The top of an information page: its one h1, a lead paragraph and optional extras (a badge). */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: React.ReactNode;
  lead: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-primary/10 to-background">
      <div className="page pt-10 pb-8 sm:pt-14">
        <h1 className="text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </section>
  );
}
