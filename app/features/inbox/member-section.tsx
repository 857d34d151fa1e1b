import type * as React from 'react';
import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { CardSection } from '#app/components/ui/card-section.tsx';
import type { LucideIcon } from '#app/components/ui/icons.tsx';
import { EmptyNote } from '#app/features/questions/question-summary.tsx';
import { cn } from '#app/lib/utils.ts';

/**
 * A list of the member's space in its card: the list, or when it has nothing, what that means and a link to the
 * page where one starts (asking, searching).
 */
export function MemberSection({
  id,
  icon,
  title,
  empty,
  testId,
  footer,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** The empty list's words and its way on; null when the list has items. */
  empty: { text: string; to: string; label: string; variant: 'accent' | 'outline' } | null;
  testId: string;
  /** What follows the list (its pager). */
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <CardSection id={id} icon={icon} title={title}>
      {empty ? (
        <EmptyNote>
          {empty.text}
          <Link
            to={empty.to}
            className={cn(buttonVariants({ variant: empty.variant }), 'mx-auto mt-3 flex w-fit')}
          >
            {empty.label}
          </Link>
        </EmptyNote>
      ) : (
        <ul className="mt-3 grid gap-3" data-testid={testId}>
          {children}
        </ul>
      )}
      {footer}
    </CardSection>
  );
}
