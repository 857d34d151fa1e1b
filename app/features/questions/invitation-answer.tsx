import type { FetcherWithComponents } from 'react-router';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Check, X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';

/**
 * An invited lawyer's answer to an invitation (inbox and question pages): accept or decline, posted with the
 * invitation's `recipientId` to the page's action (respondToInvitation in questions.server.ts).
 */
export function InvitationAnswer({
  recipientId,
  fetcher,
  className,
  children,
}: {
  recipientId: string;
  fetcher: FetcherWithComponents<unknown>;
  className?: string;
  children?: React.ReactNode;
}) {
  const { t } = useT();
  const form = useForm({ answer: fetcher.data, fetcher });
  return (
    <fetcher.Form {...form.props} method="post" className={cn('flex flex-wrap gap-2', className)}>
      {children}
      <input type="hidden" name="recipientId" value={recipientId} />
      <Button type="submit" name="intent" value="accept" size="sm" disabled={form.busy}>
        <Check aria-hidden />
        {t('inbox.accept')}
      </Button>
      <Button type="submit" name="intent" value="decline" size="sm" variant="outline" disabled={form.busy}>
        <X aria-hidden />
        {t('inbox.decline')}
      </Button>
    </fetcher.Form>
  );
}
