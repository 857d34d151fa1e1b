import type { ReactNode } from 'react';
import { Link } from '#app/components/link.tsx';
import { ChevronLeft } from '#app/components/ui/icons.tsx';

/** The link back to the page a page belongs to (the account page, from its listing, appointments and reviews pages). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
    >
      <ChevronLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
