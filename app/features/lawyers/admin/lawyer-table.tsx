import { useSearchParams } from 'react-router';
import { Rating } from '#app/components/lawyers/lawyer-marks.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { CalendarClock, ExternalLink, Pencil } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { provinceLabel } from '#domain/provinces.ts';
import type { AdminLawyerRow } from './admin-lawyers.server.ts';
import { DeleteLawyer, FlagSwitch } from './row-actions.tsx';

/** `?q=…&edit=<id>` style links that keep the search. */
export function useListParams() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const key of ['edit', 'new']) next.delete(key);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
}

/**
 * The admin lawyer table: name, province/district, verified and network-member switches, the linked account's
 * e-mail, rating (read only: the figure and count of the published reviews), and edit / view / delete. On a phone a card per lawyer.
 */
export function LawyerTable({ rows, editingId }: { rows: AdminLawyerRow[]; editingId: string | null }) {
  const { t, lang, href } = useT();
  const link = useListParams();
  const label = {
    location: t('adminLawyers.table.location'),
    verified: t('adminLawyers.table.verified'),
    networkMember: t('adminLawyers.table.networkMember'),
    account: t('adminLawyers.table.account'),
    rating: t('adminLawyers.table.rating'),
  };
  return (
    <DataTable
      caption={t('adminLawyers.table.caption')}
      minWidthClass="md:min-w-[56rem]"
      testId="admin-lawyers-table"
      columns={[
        { label: t('adminLawyers.table.name') },
        { label: label.location },
        { label: label.verified },
        { label: label.networkMember },
        { label: label.account },
        { label: label.rating },
        { label: t('adminLawyers.table.actions'), srOnly: true },
      ]}
    >
      {rows.map((r) => (
        <tr
          key={r.id}
          className={cn('border-b last:border-b-0', editingId === r.id && 'bg-primary/5')}
          data-testid="admin-lawyer-row"
          data-lawyer-id={r.id}
        >
          <th scope="row" className="px-3 py-2 text-start align-middle font-normal">
            <span className="block font-medium">{r.name}</span>
            {r.title ? <span className="block text-xs text-muted-foreground">{r.title}</span> : null}
          </th>
          <td className="px-3 py-2 align-middle" data-label={label.location}>
            {r.province ? provinceLabel(r.province, lang) : '—'}
            {r.district ? <span className="block text-xs text-muted-foreground">{r.district}</span> : null}
          </td>
          <td className="px-3 py-2 align-middle" data-label={label.verified}>
            <FlagSwitch lawyerId={r.id} lawyerName={r.name} flag="verified" value={r.verified} />
          </td>
          <td className="px-3 py-2 align-middle" data-label={label.networkMember}>
            <FlagSwitch lawyerId={r.id} lawyerName={r.name} flag="networkMember" value={r.networkMember} />
          </td>
          <td className="px-3 py-2 align-middle wrap-anywhere md:max-w-56" data-label={label.account}>
            {r.accountEmail ?? (
              <span className="text-muted-foreground">{t('adminLawyers.table.noAccount')}</span>
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2 align-middle" data-label={label.rating}>
            {/* Read only: derived from the published reviews (docs/product-rules.md, "Reviews"). */}
            <Rating rating={r.rating} reviews={r.reviews} lang={lang} />
          </td>
          <td className="px-3 py-2 align-middle">
            <div className="flex flex-wrap gap-2 md:justify-end">
              <Button asChild variant="outline" size="sm" className="min-h-11">
                <Link
                  to={link({ edit: r.id })}
                  aria-label={t('adminLawyers.row.editFor', { name: r.name })}
                  preventScrollReset
                >
                  <Pencil aria-hidden />
                  {t('adminLawyers.row.edit')}
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon">
                <Link
                  to={`${href('/account/calendar')}?lawyer=${r.id}`}
                  aria-label={t('adminLawyers.row.calendarFor', { name: r.name })}
                >
                  <CalendarClock aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="ghost" size="icon">
                <Link
                  to={href(`/lawyers/${r.id}`)}
                  aria-label={t('adminLawyers.row.viewFor', { name: r.name })}
                >
                  <ExternalLink aria-hidden />
                </Link>
              </Button>
              <DeleteLawyer lawyerId={r.id} lawyerName={r.name} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
