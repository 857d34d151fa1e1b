import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDate } from '#domain/dates.ts';
import type { AdminEmailView } from './emails.server.ts';

type Result = Answer<{ delivered: boolean }>;

const WHEN: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

const STATUS_STYLE: Record<string, string> = {
  failed: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  given_up: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};

/** "Send again now" of one e-mail, with its outcome as a toast (the page reloads the list after it). */
function ResendButton({ email }: { email: AdminEmailView }) {
  const { t } = useT();
  const fetcher = useFetcher<Result>();
  const form = useForm({ answer: fetcher.data, fetcher });
  const busy = form.busy;
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => ({
    toast:
      result.ok && result.delivered
        ? { title: t('adminEmails.toast.sent'), variant: 'success' }
        : result.ok
          ? { title: t('adminEmails.toast.notSent'), variant: 'error' }
          : {
              title: t('adminEmails.toast.failed'),
              description: result.code === 'adminEmails.toast.failed' ? undefined : refusalText(t, result),
              variant: 'error',
            },
  }));
  return (
    <fetcher.Form {...form.props} method="post">
      <input type="hidden" name="id" value={email.id} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="min-h-11"
        disabled={busy}
        aria-busy={busy}
        aria-label={t('adminEmails.resendFor', { to: email.toAddress })}
      >
        <Send aria-hidden />
        {t('adminEmails.resend')}
      </Button>
    </fetcher.Form>
  );
}

/** E-mails that failed or were given up: when, kind, recipient, status and attempts, last error, next attempt. */
export function EmailTable({ emails }: { emails: AdminEmailView[] }) {
  const { t, lang } = useT();
  const td = 'px-3 py-2 align-top';
  const label = {
    when: t('adminEmails.table.when'),
    kind: t('adminEmails.table.kind'),
    channel: t('adminEmails.table.channel'),
    status: t('adminEmails.table.status'),
    attempts: t('adminEmails.table.attempts'),
    error: t('adminEmails.table.error'),
    next: t('adminEmails.table.next'),
  };
  return (
    <DataTable
      caption={t('adminEmails.table.caption')}
      minWidthClass="md:min-w-[60rem]"
      testId="emails-table"
      columns={[
        { label: label.when },
        { label: label.kind },
        { label: label.channel },
        { label: t('adminEmails.table.to') },
        { label: label.status },
        { label: label.attempts },
        { label: label.error },
        { label: label.next },
        { label: t('adminEmails.table.actions'), srOnly: true },
      ]}
    >
      {emails.map((e) => (
        <tr key={e.id} className="border-b last:border-b-0" data-testid="email-row" data-status={e.status}>
          <td className={cn(td, 'whitespace-nowrap')} data-label={label.when}>
            <time dateTime={e.createdAt}>{formatDate(e.createdAt, lang, WHEN)}</time>
          </td>
          <td className={td} data-label={label.kind}>
            <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{e.kind}</code>
          </td>
          <td className={td} data-label={label.channel}>
            {t.dynamic(`adminEmails.channel.${e.channel}`)}
          </td>
          <th scope="row" className={cn(td, 'text-start font-normal wrap-anywhere')}>
            {e.toAddress}
          </th>
          <td className={td} data-label={label.status}>
            <span
              className={cn(
                'inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
                STATUS_STYLE[e.status] ?? 'bg-muted',
              )}
            >
              {t.dynamic(`adminEmails.status.${e.status}`)}
            </span>
          </td>
          <td className={cn(td, 'tabular-nums')} data-label={label.attempts}>
            {e.attempts}
          </td>
          <td className={cn(td, 'text-xs wrap-anywhere md:max-w-xs')} data-label={label.error}>
            {e.lastError ?? t('adminEmails.noError')}
          </td>
          <td className={cn(td, 'whitespace-nowrap')} data-label={label.next}>
            {e.nextAttemptAt ? (
              <time dateTime={e.nextAttemptAt}>{formatDate(e.nextAttemptAt, lang, WHEN)}</time>
            ) : (
              t('adminEmails.noNext')
            )}
          </td>
          <td className={td}>
            <div className="flex md:justify-end">
              {e.channel === 'email' ? <ResendButton email={e} /> : t('adminEmails.lineFallback')}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
