import { useFetcher } from 'react-router';
import { refusalToast } from '#app/components/admin/answers.tsx';
import { TextareaField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { hasFields } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Check, X } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { CLAIM_REASON_MAX } from '#domain/claims.ts';
import { formatDateTime } from '#domain/dates.ts';
import { claimRejectSchema } from '#domain/schemas/claim.ts';
import { thaiLang } from '#domain/text.ts';
import type { AdminApplicationAnswer, AdminClaim } from './applications.server.ts';

/** The licence number named, the listing's beside it, and whether they match (compared normalised). */
function LicenseCompared({ claim: c }: { claim: AdminClaim }) {
  const { t } = useT();
  const verdict =
    c.licenseMatches === null
      ? t('claim.admin.licenseNone')
      : c.licenseMatches
        ? t('claim.admin.licenseMatches')
        : t('claim.admin.licenseDiffers');
  return (
    <p>
      <span className="font-medium">{c.licenseNumber}</span>{' '}
      <span className={c.licenseMatches === false ? 'text-destructive' : 'text-muted-foreground'}>
        ({verdict})
      </span>
      {c.listingLicense ? (
        <span className="block text-muted-foreground">
          {t('claim.admin.listingLicense', { license: c.listingLicense })}
        </span>
      ) : null}
    </p>
  );
}

/**
 * One claim waiting for a decision (docs/product-rules.md, "Claiming a listing"): the listing, the claimant's
 * account, the licence named, how the listing's e-mail was proven; approve (confirmed) or reject with a reason.
 */
export function ClaimCard({ claim: c }: { claim: AdminClaim }) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<AdminApplicationAnswer>();
  const form = useForm({ schema: claimRejectSchema, answer: fetcher.data, fetcher, intent: 'claim-reject' });
  // Reported as soon as the answer arrives: the card leaves the list when the page's data is reloaded.
  useAnswer(fetcher.data, fetcher.state !== 'submitting', (result) => {
    if (result.ok)
      return {
        toast: {
          title: t(result.intent === 'claim-approve' ? 'claim.admin.approved' : 'claim.admin.rejected'),
          variant: 'success',
        },
      };
    return hasFields(result) ? undefined : { toast: refusalToast(t, t('claim.errors.failed'), result) };
  });
  const busy = fetcher.state !== 'idle';
  const proof = c.proof === 'invitation_link' ? 'claim.admin.proofLink' : 'claim.admin.proofCode';
  return (
    <li
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:grid-cols-2"
      data-testid="claim-card"
    >
      <dl className="grid gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t('claim.admin.listing')}</dt>
          <dd>
            <a href={href(`/lawyers/${c.lawyerId}`)} className="font-medium text-primary hover:underline">
              <span lang={thaiLang(c.listingName, lang)}>{c.listingName}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('claim.admin.claimant')}</dt>
          <dd>
            <span className="font-medium">{c.claimantName}</span>
            <span className="block wrap-anywhere text-muted-foreground">{c.claimantEmail}</span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('claim.admin.license')}</dt>
          <dd>
            <LicenseCompared claim={c} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('claim.admin.proof')}</dt>
          <dd className="wrap-anywhere">
            {t(proof, { email: c.provenAddress ?? '' })}
            {c.provenAt ? (
              <time className="block text-muted-foreground" dateTime={c.provenAt}>
                {formatDateTime(c.provenAt, lang)}
              </time>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="grid content-start gap-3">
        <ConfirmDialog
          trigger={
            <Button type="button" disabled={busy} className="w-fit" data-testid="claim-approve">
              <Check aria-hidden />
              {t('claim.admin.approve')}
            </Button>
          }
          title={t('claim.admin.approveTitle', { name: c.claimantName ?? c.claimantEmail })}
          description={t('claim.admin.approveBody')}
          confirmLabel={t('claim.admin.approve')}
          cancelLabel={t('claim.admin.cancel')}
          onConfirm={() => fetcher.submit({ intent: 'claim-approve', id: c.id }, { method: 'post' })}
        />
        <fetcher.Form {...form.props} method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="claim-reject" />
          <input type="hidden" name="id" value={c.id} />
          <TextareaField
            id={`claim-reason-${c.id}`}
            {...form.field('reason')}
            label={t('claim.admin.reason')}
            rows={2}
            maxLength={CLAIM_REASON_MAX}
          />
          <Button
            type="submit"
            variant="outline"
            disabled={busy}
            className="w-fit"
            data-testid="claim-reject"
          >
            <X aria-hidden />
            {t('claim.admin.confirmReject')}
          </Button>
        </fetcher.Form>
      </div>
    </li>
  );
}
