import { useState } from 'react';
import { useFetcher } from 'react-router';
import { refusalToast } from '#app/components/admin/answers.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { selectClass } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES, caseTypeLabel } from '#domain/case-types.ts';
import { CLAIM_INVITATION_REPEAT_DAYS, CLAIM_INVITATIONS_PER_RUN } from '#domain/claims.ts';
import { formatDate } from '#domain/dates.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { AdminApplicationAnswer, ClaimCoverageRow } from './applications.server.ts';

type Totals = Pick<ClaimCoverageRow, 'invitable' | 'notInvitable' | 'canInvite' | 'lastInvitedAt'>;

/** The rows added up (the latest invitation of any). */
function sum(rows: readonly Totals[]): Totals {
  return rows.reduce<Totals>(
    (a, r) => ({
      invitable: a.invitable + r.invitable,
      notInvitable: a.notInvitable + r.notInvitable,
      canInvite: a.canInvite + r.canInvite,
      lastInvitedAt: [a.lastInvitedAt, r.lastInvitedAt].filter(Boolean).sort().at(-1) ?? null,
    }),
    { invitable: 0, notInvitable: 0, canInvite: 0, lastInvitedAt: null },
  );
}

/** The figures of each case type, or of each province of one case type (with their total). */
function CoverageTable({
  rows,
  byProvince,
}: {
  rows: (Totals & { key: string; label: string })[];
  byProvince: boolean;
}) {
  const { t, lang } = useT();
  const label = {
    invitable: t('claim.admin.coverage.invitable'),
    notInvitable: t('claim.admin.coverage.notInvitable'),
    canInvite: t('claim.admin.coverage.canInvite'),
    lastInvited: t('claim.admin.coverage.lastInvited'),
  };
  return (
    <DataTable
      caption={t('claim.admin.coverage.caption')}
      testId="coverage-table"
      columns={[
        { label: byProvince ? t('claim.admin.coverage.province') : t('claim.admin.coverage.caseType') },
        ...Object.values(label).map((l) => ({ label: l, end: true })),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.key} className={`border-b last:border-b-0 ${byProvince ? 'last:font-medium' : ''}`}>
          <th scope="row" className="p-3 text-start font-normal">
            {r.label}
          </th>
          <td className="p-3 text-end tabular-nums" data-label={label.invitable}>
            {r.invitable}
          </td>
          <td
            className={`p-3 text-end tabular-nums ${r.notInvitable > 0 ? 'text-destructive' : ''}`}
            data-label={label.notInvitable}
          >
            {r.notInvitable}
          </td>
          <td className="p-3 text-end tabular-nums" data-label={label.canInvite}>
            {r.canInvite}
          </td>
          <td className="whitespace-nowrap p-3 text-end" data-label={label.lastInvited}>
            {r.lastInvitedAt ? formatDate(r.lastInvitedAt, lang) : t('claim.admin.coverage.never')}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * How many verified listings can be invited to questions, and how many cannot for want of an account, per case type
 * (all provinces) or, for one case type, per province (docs/product-rules.md, "Claiming a listing"); and claim
 * invitations sent to the listings shown (a case type, and a province when one is chosen).
 */
export function ClaimCoverage({ coverage }: { coverage: ClaimCoverageRow[] }) {
  const { t, lang } = useT();
  const [caseType, setCaseType] = useState('');
  const [province, setProvince] = useState('');
  const fetcher = useFetcher<AdminApplicationAnswer>();
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? {
          toast: {
            title: t('claim.admin.coverage.sent', {
              sent: result.sent ?? 0,
              remaining: result.remaining ?? 0,
            }),
            variant: 'success',
          },
        }
      : { toast: refusalToast(t, t('claim.errors.failed'), result) },
  );
  const rows = caseType
    ? coverage
        .filter((r) => r.caseType === caseType)
        .map((r) => ({
          key: r.province ?? '',
          label: r.province ? provinceLabel(r.province, lang) : t('claim.admin.coverage.noProvince'),
          ...r,
        }))
    : CASE_TYPES.map(({ value }) => ({
        key: value,
        label: caseTypeLabel(value, lang),
        ...sum(coverage.filter((r) => r.caseType === value)),
      }));
  const chosen = province ? rows.filter((r) => r.key === province) : rows;
  const total = sum(chosen);
  return (
    <section className="grid gap-4" aria-labelledby="coverage-heading">
      <h2 id="coverage-heading" className="text-xl">
        {t('claim.admin.coverage.title')}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t('claim.admin.coverage.intro', {
          days: CLAIM_INVITATION_REPEAT_DAYS,
          max: CLAIM_INVITATIONS_PER_RUN,
        })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          {t('claim.admin.coverage.caseType')}
          <select
            className={selectClass}
            value={caseType}
            data-testid="coverage-case-type"
            onChange={(e) => {
              setCaseType(e.target.value);
              setProvince('');
            }}
          >
            <option value="">{t('claim.admin.coverage.allCaseTypes')}</option>
            {CASE_TYPES.map(({ value }) => (
              <option key={value} value={value}>
                {caseTypeLabel(value, lang)}
              </option>
            ))}
          </select>
        </label>
        {caseType ? (
          <label className="grid gap-1 text-sm">
            {t('claim.admin.coverage.province')}
            <select className={selectClass} value={province} onChange={(e) => setProvince(e.target.value)}>
              <option value="">{t('claim.admin.coverage.allProvinces')}</option>
              {rows
                .filter((r) => r.key)
                .map((r) => (
                  <option key={r.key} value={r.key}>
                    {r.label}
                  </option>
                ))}
            </select>
          </label>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button
              type="button"
              variant="accent"
              disabled={fetcher.state !== 'idle' || !caseType || total.canInvite === 0}
              data-testid="claim-invite"
            >
              <Send aria-hidden />
              {t('claim.admin.coverage.send')}
            </Button>
          }
          title={t('claim.admin.coverage.sendTitle', {
            count: Math.min(total.canInvite, CLAIM_INVITATIONS_PER_RUN),
          })}
          description={t('claim.admin.coverage.sendBody', { max: CLAIM_INVITATIONS_PER_RUN })}
          confirmLabel={t('claim.admin.coverage.send')}
          cancelLabel={t('claim.admin.cancel')}
          onConfirm={() => fetcher.submit({ intent: 'claim-invite', caseType, province }, { method: 'post' })}
        />
      </div>
      <CoverageTable
        rows={
          caseType ? [...chosen, { key: 'total', label: t('claim.admin.coverage.total'), ...total }] : chosen
        }
        byProvince={Boolean(caseType)}
      />
    </section>
  );
}
