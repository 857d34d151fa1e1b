import { useDeletionResult } from '#app/components/admin/answers.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { Pencil } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import type { AdminCategory } from './admin-categories.server.ts';

/** The one fetcher of category deletions, shared by the rows' buttons and the page that reports the result. */
const DELETE_FETCHER = 'admin-delete-category';

/** The result of a deletion, reported by the page (useDeletionResult): a toast with the name, then `onDeleted(id)`. */
export function useCategoryDeletion(onDeleted: (id: string) => void) {
  useDeletionResult({
    key: DELETE_FETCHER,
    texts: { failed: 'adminCategories.toast.saveFailed', deleted: 'adminCategories.toast.deleted' },
    onDeleted,
  });
}

/** The categories in display order, then name; edit and delete per row; a card per category on a phone. */
export function CategoryTable({
  categories,
  editingId,
  editLink,
}: {
  categories: AdminCategory[];
  editingId: string | null;
  editLink: (id: string) => string;
}) {
  const { t, lang } = useT();
  const label = {
    order: t('adminCategories.table.order'),
    slug: t('adminCategories.table.slug'),
    areas: t('adminCategories.table.areas'),
    icon: t('adminCategories.table.icon'),
    active: t('adminCategories.table.active'),
  };
  return (
    <DataTable
      caption={t('adminCategories.table.caption')}
      minWidthClass="md:min-w-[48rem]"
      testId="categories-table"
      columns={[
        { label: label.order },
        { label: t('adminCategories.table.name') },
        { label: label.slug },
        { label: label.areas },
        { label: label.icon },
        { label: label.active },
        { label: t('adminCategories.table.actions'), srOnly: true },
      ]}
    >
      {categories.map((c) => (
        <tr
          key={c.id}
          className={cn('border-b last:border-b-0', editingId === c.id && 'bg-primary/5')}
          data-testid="category-row"
          data-slug={c.slug}
        >
          <td className="px-3 py-2 align-middle tabular-nums" data-label={label.order}>
            {c.displayOrder}
          </td>
          <th scope="row" className="px-3 py-2 text-start align-middle font-normal">
            <span className="block font-medium">{c.name}</span>
            {c.description ? (
              <span className="line-clamp-2 block text-xs text-muted-foreground">{c.description}</span>
            ) : null}
          </th>
          <td className="px-3 py-2 align-middle font-mono text-xs wrap-anywhere" data-label={label.slug}>
            {c.slug}
          </td>
          <td className="px-3 py-2 align-middle" data-label={label.areas}>
            {c.experienceAreas.length ? c.experienceAreas.map((a) => caseTypeLabel(a, lang)).join(', ') : '—'}
          </td>
          <td className="px-3 py-2 align-middle font-mono text-xs" data-label={label.icon}>
            {c.icon ?? '—'}
          </td>
          <td className="px-3 py-2 align-middle" data-label={label.active}>
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium',
                c.active
                  ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
                  : 'bg-zinc-200 text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100',
              )}
            >
              {c.active ? t('adminCategories.table.activeYes') : t('adminCategories.table.activeNo')}
            </span>
          </td>
          <td className="px-3 py-2 align-middle">
            <div className="flex flex-wrap gap-2 md:justify-end">
              <Button asChild variant="outline" size="sm" className="min-h-11">
                <Link
                  to={editLink(c.id)}
                  preventScrollReset
                  aria-label={t('adminCategories.row.editFor', { name: c.name })}
                >
                  <Pencil aria-hidden />
                  {t('adminCategories.row.edit')}
                </Link>
              </Button>
              <DeleteButton section="adminCategories" fetcherKey={DELETE_FETCHER} id={c.id} name={c.name} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
