import type { FetcherWithComponents } from 'react-router';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import type { Matching, MatchingAnswer } from './matching-view.tsx';

type MatchingFetcher = FetcherWithComponents<MatchingAnswer>;

/** The lawyers invited so far, each with its state and a confirmed 'remove'. */
export function MatchingRecipients({
  recipients,
  fetcher,
}: {
  recipients: Matching['recipients'];
  fetcher: MatchingFetcher;
}) {
  const { t, lang } = useT();
  return (
    <section aria-labelledby="recipients-heading">
      <h2 id="recipients-heading" className="text-xl">
        {t('adminMatching.recipients')}
      </h2>
      {recipients.length === 0 ? (
        <p className="mt-2 text-muted-foreground">{t('adminMatching.noRecipients')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="matching-recipients">
          {recipients.map((r) => (
            <li
              key={r.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
            >
              <span>
                <span className="font-medium">{r.name}</span> · {r.email}
                {r.admin ? (
                  <span className="ml-2 rounded bg-muted px-1.5 text-xs">{t('adminMatching.admin')}</span>
                ) : null}
              </span>
              <div className="flex items-center gap-2">
                <StatusBadge kind="recipient" status={r.status} lang={lang} />
                <RemoveRecipient recipient={r} fetcher={fetcher} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Removes an invited lawyer from the question, after the confirmation: its button sends the form. */
function RemoveRecipient({
  recipient,
  fetcher,
}: {
  recipient: Matching['recipients'][number];
  fetcher: MatchingFetcher;
}) {
  const { t } = useT();
  const form = useForm({ answer: fetcher.data, fetcher, intent: 'remove' });
  return (
    <fetcher.Form {...form.props} method="post">
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="recipientId" value={recipient.id} />
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" size="sm" disabled={form.busy}>
            {t('adminMatching.remove')}
          </Button>
        }
        title={t('adminMatching.removeConfirm')}
        description={recipient.name}
        confirmLabel={t('adminMatching.remove')}
        cancelLabel={t('adminMatching.cancel')}
        destructive
        onConfirm={() => form.props.ref.current?.requestSubmit()}
      />
    </fetcher.Form>
  );
}
