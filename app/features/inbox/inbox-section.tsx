import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '#app/components/ui/toast.tsx';
import { EmptyNote } from '#app/features/questions/question-summary.tsx';
import { useT } from '#app/lib/lang.ts';

/** The inbox's message on arriving from a question the viewer may not open, or from asking one. */
export function useInboxNotice() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('denied') || params.get('asked')) {
      if (params.get('denied')) toast({ title: t('inbox.denied'), variant: 'error' });
      else toast({ title: t('ask.success'), variant: 'success' });
      const next = new URLSearchParams(params);
      next.delete('denied');
      next.delete('asked');
      setParams(next, { replace: true });
    }
  }, [params, setParams, t]);
}

/** A titled list of the inbox, or what it says when the list is empty. */
export function InboxSection({
  id,
  title,
  empty,
  footer,
  children,
}: {
  id: string;
  title: string;
  /** The text shown instead of the list when it has nothing. */
  empty: string | null;
  /** What follows the list (its pager). */
  footer?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl">
        {title}
      </h2>
      {empty ? <EmptyNote>{empty}</EmptyNote> : children}
      {footer}
    </section>
  );
}
