import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Check, ExternalLink, IdCard, Pencil, Trash2, X } from '#app/components/ui/icons.tsx';
import { areaLabel, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatDate } from '#domain/dates.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import type { AdminApplicationAnswer } from './applications.server.ts';

const DONE_TOAST: Record<string, string> = {
  approve: 'adminApplications.toast.approved',
  reject: 'adminApplications.toast.rejected',
  delete: 'adminApplications.toast.deleted',
};

/** Sends the tab opened for the business card to its signed link, or closes it when there is none. */
function openCardLink(cardWindow: React.RefObject<Window | null>, url: string | null | undefined) {
  const w = cardWindow.current;
  cardWindow.current = null;
  if (!url) w?.close();
  else if (w) w.location.href = url;
  else window.open(url, '_blank', 'noopener');
}

/**
 * One application in the admin table, with its actions: edit (the form), delete (confirmed), and while
 * pending approve and reject (each confirmed; the server refuses them otherwise), the business card (a signed
 * link fetched on demand and opened in a new tab; a failure is ignored silently: docs/product-rules.md, "Administration") and,
 * once the applicant has a lawyer record, a link to it.
 */
export function ApplicationRow({
  application: a,
  onEdit,
}: {
  application: AdminApplication;
  onEdit: () => void;
}) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<AdminApplicationAnswer>();
  const busy = fetcher.state !== 'idle';
  const cardWindow = useRef<Window | null>(null);

  // Reported as soon as the answer arrives, while the page's data is still reloading: a deleted row is gone
  // (and this component with it) once the reload is done.
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) => {
    if (result.ok && result.intent === 'card') return { after: () => openCardLink(cardWindow, result.url) };
    // Obtaining the business-card link failed: ignored silently (spec), the empty tab is closed.
    if (!result.ok && result.intent === 'card') return { after: () => openCardLink(cardWindow, undefined) };
    if (result.ok) {
      const key = DONE_TOAST[result.intent];
      return key ? { toast: { title: t.dynamic(key), variant: 'success' } } : undefined;
    }
    return {
      toast: {
        title: t('adminApplications.actionFailed'),
        description: translateCode(t, result.code),
        variant: 'error',
      },
    };
  });

  const submit = (intent: string) => fetcher.submit({ intent, id: a.id }, { method: 'post' });

  function openCard() {
    // A tab opened now (inside the click) is not blocked; it gets the signed link when it arrives.
    try {
      const w = window.open('', '_blank');
      if (w) w.opener = null;
      cardWindow.current = w;
    } catch {
      cardWindow.current = null;
    }
    submit('card');
  }

  const pending = a.status === 'pending';
  const cancel = t('adminApplications.confirm.cancel');

  return (
    <tr className="border-b align-top last:border-b-0" data-testid="application-row" data-status={a.status}>
      <th scope="row" className="p-3 text-start font-normal">
        <p className="font-medium">{a.fullName}</p>
        <p className="text-sm text-muted-foreground wrap-anywhere">{a.applicantEmail}</p>
      </th>
      <td className="p-3 text-sm" data-label={t('adminApplications.table.license')}>
        {a.licenseNumber}
      </td>
      <td className="p-3 text-sm" data-label={t('adminApplications.table.areas')}>
        {a.experienceAreas.length ? a.experienceAreas.map((x) => areaLabel(x, lang)).join(', ') : '-'}
      </td>
      <td className="p-3 text-sm" data-label={t('adminApplications.table.province')}>
        {a.province ? provinceLabel(a.province, lang) : '-'}
      </td>
      <td className="p-3" data-label={t('adminApplications.table.status')}>
        <StatusBadge kind="application" status={a.status} lang={lang} />
      </td>
      <td className="whitespace-nowrap p-3 text-sm" data-label={t('adminApplications.table.date')}>
        <time dateTime={a.createdAt}>{formatDate(a.createdAt, lang)}</time>
      </td>
      <td className="p-3">
        <div className="flex flex-wrap gap-2 md:min-w-64">
          {pending ? (
            <>
              <ConfirmDialog
                trigger={
                  <Button type="button" disabled={busy}>
                    <Check aria-hidden />
                    {t('adminApplications.actions.approve')}
                  </Button>
                }
                title={t('adminApplications.confirm.approveTitle', { name: a.fullName })}
                description={t('adminApplications.confirm.approveBody')}
                confirmLabel={t('adminApplications.confirm.approve')}
                cancelLabel={cancel}
                onConfirm={() => submit('approve')}
              />
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" disabled={busy}>
                    <X aria-hidden />
                    {t('adminApplications.actions.reject')}
                  </Button>
                }
                title={t('adminApplications.confirm.rejectTitle', { name: a.fullName })}
                description={t('adminApplications.confirm.rejectBody')}
                confirmLabel={t('adminApplications.confirm.reject')}
                cancelLabel={cancel}
                onConfirm={() => submit('reject')}
                destructive
              />
            </>
          ) : null}
          <Button type="button" variant="outline" onClick={onEdit} disabled={busy}>
            <Pencil aria-hidden />
            {t('adminApplications.actions.edit')}
          </Button>
          <ConfirmDialog
            trigger={
              <Button type="button" variant="destructiveOutline" disabled={busy}>
                <Trash2 aria-hidden />
                {t('adminApplications.actions.delete')}
              </Button>
            }
            title={t('adminApplications.confirm.deleteTitle', { name: a.fullName })}
            description={t('adminApplications.confirm.deleteBody')}
            confirmLabel={t('adminApplications.confirm.delete')}
            cancelLabel={cancel}
            onConfirm={() => submit('delete')}
            destructive
          />
          {a.hasBusinessCard ? (
            <Button type="button" variant="ghost" onClick={openCard} disabled={busy}>
              <IdCard aria-hidden />
              {t('adminApplications.actions.businessCard')}
            </Button>
          ) : null}
          {a.lawyerId && a.status === 'approved' ? (
            <Button asChild variant="link">
              <Link to={href(`/lawyers/${a.lawyerId}`)}>
                <ExternalLink aria-hidden />
                {t('adminApplications.actions.profile')}
              </Link>
            </Button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
