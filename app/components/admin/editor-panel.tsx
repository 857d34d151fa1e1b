import { useEffect, useRef } from 'react';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { X } from '#app/components/ui/icons.tsx';

/**
 * The panel an admin list screen opens above its table to add or edit a record (lawyers, categories): its
 * heading, which takes the focus when the panel opens or shows another record (`recordId`), the record's name
 * under it, and the close link back to the list (`closeTo`).
 */
export function EditorPanel({
  testId,
  title,
  subtitle,
  intro,
  closeTo,
  closeLabel,
  recordId,
  children,
}: {
  testId: string;
  title: string;
  subtitle?: string;
  intro?: string;
  closeTo: string;
  closeLabel: string;
  recordId?: string;
  children: React.ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `${testId}-heading`;
  useEffect(() => {
    void recordId;
    heading.current?.focus();
  }, [recordId]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl outline-none">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 break-words text-muted-foreground">{subtitle}</p> : null}
          {intro ? <p className="mt-1 text-sm text-muted-foreground">{intro}</p> : null}
        </div>
        <Button asChild variant="ghost" size="icon">
          <Link to={closeTo} aria-label={closeLabel} preventScrollReset>
            <X aria-hidden />
          </Link>
        </Button>
      </div>
      {children}
    </section>
  );
}
