import { Form } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { Input, Label } from '#app/components/ui/input.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import type { PageData } from '#app/lib/paging.server.ts';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { formatDate } from '#domain/dates.ts';
import { QUESTION_STATUS_LABELS, QUESTION_STATUSES, WAITING_FILTER } from '#domain/statuses.ts';
import { DuplicateSlipFlag } from '../question-notices.tsx';
import { EmptyNote } from '../question-summary.tsx';
import type { loadAdminQuestions } from './admin-questions.server.ts';

type AdminQuestions = PageData<typeof loadAdminQuestions>;

/**
 * The administrators' list of questions (docs/product-rules.md, "Administration"): searched by text and filtered by
 * state, each row with its payment, a refused duplicate slip, how long it has waited for a lawyer, and its links.
 */
export function AdminQuestionList({
  rows,
  total,
  totalIsMore,
  q,
  status,
  page,
  next,
  badCursor,
}: AdminQuestions) {
  const { t, lang, href } = useT();
  const label = {
    asker: t('adminQuestions.asker'),
    status: t('adminQuestions.status'),
    recipients: t('adminQuestions.recipients'),
    created: t('adminQuestions.created'),
  };
  return (
    <section aria-labelledby="admin-questions-heading">
      <h1 id="admin-questions-heading" className="text-2xl">
        {t('adminQuestions.title')}
      </h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" role="search">
        <div className="grid gap-1.5">
          <Label htmlFor="aq-search">{t('adminQuestions.search')}</Label>
          <Input id="aq-search" name="q" defaultValue={q} className="w-64 max-w-full" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="aq-status">{t('adminQuestions.status')}</Label>
          <select
            id="aq-status"
            name="status"
            defaultValue={status}
            className="min-h-11 rounded-lg border border-input bg-background px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">{t('adminQuestions.allStatuses')}</option>
            <option value={WAITING_FILTER}>{t('adminQuestions.waitingFilter')}</option>
            {QUESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {QUESTION_STATUS_LABELS[s][lang]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">{t('adminQuestions.apply')}</Button>
      </Form>
      <p className="mt-4 text-sm text-muted-foreground" data-testid="admin-questions-total">
        {totalIsMore
          ? t('adminQuestions.totalMore', { count: total })
          : t('adminQuestions.total', { count: total })}
      </p>
      {rows.length === 0 ? (
        <EmptyNote className="mt-4">{t('adminQuestions.empty')}</EmptyNote>
      ) : (
        <DataTable
          caption={t('adminQuestions.title')}
          className="mt-3"
          minWidthClass="md:min-w-[44rem]"
          testId="admin-questions-table"
          columns={[
            { label: t('adminQuestions.questionTitle') },
            { label: label.asker },
            { label: label.status },
            { label: label.recipients },
            { label: label.created },
            { label: t('adminQuestions.match'), srOnly: true },
          ]}
        >
          {rows.map((r) => (
            <tr key={r.id} className="border-t align-top" data-testid="admin-question-row">
              <th scope="row" className="p-3 text-start font-medium">
                {r.title ?? (
                  <span className="italic text-muted-foreground">{t('question.erased.heading')}</span>
                )}
              </th>
              <td className="p-3" data-label={label.asker}>
                {r.askerName ?? DELETED_ACCOUNT_LABEL[lang]}
              </td>
              <td className="p-3" data-label={label.status}>
                <StatusBadge kind="question" status={r.status} lang={lang} />
                <span className="mt-1 block text-xs text-muted-foreground" data-payment={r.paymentStatus}>
                  {t(`question.payment.status.${r.paymentStatus}`)}
                </span>
                {r.duplicateSlip ? <DuplicateSlipFlag flag={r.duplicateSlip} /> : null}
                {r.waitingHours !== null ? (
                  <span
                    className="mt-1 block text-xs font-medium text-destructive"
                    data-testid="needs-lawyer"
                  >
                    {t('adminQuestions.needsLawyer')} ·{' '}
                    {t('adminQuestions.waitingFor', { count: r.waitingHours })}
                  </span>
                ) : null}
              </td>
              <td className="p-3 tabular-nums" data-label={label.recipients}>
                {r.recipients}
              </td>
              <td className="p-3" data-label={label.created}>
                {formatDate(r.createdAt, lang, { dateStyle: 'medium' })}
              </td>
              <td className="p-3">
                <div className="flex flex-wrap gap-2">
                  <Button asChild size="sm">
                    <Link to={href(`/admin/question-matching/${r.id}`)}>{t('adminQuestions.match')}</Link>
                  </Button>
                  <Button asChild size="sm" variant="outline">
                    <Link to={href(`/question/${r.id}`)}>{t('adminQuestions.details')}</Link>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <KeysetPager page={page} next={next} badCursor={badCursor} />
    </section>
  );
}
