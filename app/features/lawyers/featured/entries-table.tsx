import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { DataTable } from '#app/components/ui/data-table.tsx';
import { Save, Trash2 } from '#app/components/ui/icons.tsx';
import { FieldError, Input, selectClass } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { DISPLAY_ORDER_MAX, featuredUpdateSchema, PIN_POSITIONS } from '#domain/schemas/featured.ts';
import type { FeaturedAnswer, FeaturedEntry } from './featured.server.ts';
import { FEATURED_TEXT_VALUES, featuredCodeText } from './featured-text.ts';

/** The delete's one fetcher, kept by the table: the deleted row leaves the page as it reloads. */
const FEATURED_DELETE_FETCHER = 'featured-delete';

/**
 * The featured entries in the home page's order. Each row is its own form (inputs joined to it with the
 * `form` attribute, so the table stays a table), saved on its own; delete asks first, and the table reports it.
 */
export function EntriesTable({ entries }: { entries: FeaturedEntry[] }) {
  const { t } = useT();
  const deleter = useFetcher<FeaturedAnswer>({ key: FEATURED_DELETE_FETCHER });
  useAnswer(deleter.data, deleter.state !== 'submitting', (r) => ({
    toast: r.ok
      ? { title: t('adminFeatured.done.deleted', { name: r.name }), variant: 'success' }
      : { title: featuredCodeText(t, r.code), variant: 'error' },
  }));
  // The entry the home page shows: the first active entry of a verified lawyer.
  const onHome = entries.find((e) => e.active && e.verified)?.id;
  if (entries.length === 0)
    return (
      <p className="mt-3 rounded-xl border border-dashed p-6 text-center text-muted-foreground">
        {t('adminFeatured.list.empty')}
      </p>
    );
  return (
    <DataTable
      caption={t('adminFeatured.list.title')}
      className="mt-3"
      minWidthClass="md:min-w-[44rem]"
      testId="featured-table"
      columns={[
        { label: t('adminFeatured.list.lawyer') },
        { label: t('adminFeatured.list.pin') },
        { label: t('adminFeatured.list.order') },
        { label: t('adminFeatured.list.active') },
        { label: t('adminFeatured.list.actions'), srOnly: true },
      ]}
    >
      {entries.map((e) => (
        // A saved change re-creates the row, so its inputs start from the stored values again.
        <EntryRow
          key={`${e.id}:${e.pinPosition}:${e.displayOrder}:${e.active}`}
          entry={e}
          onHome={e.id === onHome}
          onDelete={() => deleter.submit({ intent: 'delete', id: e.id }, { method: 'post' })}
        />
      ))}
    </DataTable>
  );
}

/**
 * What a control of a row's form takes (it stands in its own cell, joined to the form by the `form` attribute):
 * its name, its label, its message tied to it (`aria-invalid`, `aria-describedby`) and cleared as it changes.
 */
function rowControl(form: FormKit, formId: string, name: string, label: string) {
  const { error, onChange } = form.field(name);
  return {
    name,
    form: formId,
    onChange,
    'aria-label': label,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${formId}-${name}-error` : undefined,
  };
}

/** The message of a row's control, under it. */
function RowError({ form, formId, name }: { form: FormKit; formId: string; name: string }) {
  return <FieldError id={`${formId}-${name}-error`}>{form.error(name)}</FieldError>;
}

function EntryRow({
  entry,
  onHome,
  onDelete,
}: {
  entry: FeaturedEntry;
  onHome: boolean;
  onDelete: () => void;
}) {
  const { t, lang } = useT();
  const fetcher = useFetcher<FeaturedAnswer>();
  const form = useForm({
    schema: featuredUpdateSchema,
    answer: fetcher.data,
    fetcher,
    values: FEATURED_TEXT_VALUES,
  });
  const formId = `featured-row-${entry.id}`;
  const name = entry.name;
  useAnswer(fetcher.data, true, (r) => ({
    toast: !r.ok
      ? { title: featuredCodeText(t, r.code), variant: 'error' }
      : !r.changed
        ? { title: t('adminFeatured.done.unchanged'), variant: 'info' }
        : { title: t('adminFeatured.done.saved', { name }), variant: 'success' },
  }));
  const place = [entry.province ? provinceLabel(entry.province, lang) : null, entry.district]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr
      className="border-t align-top"
      data-testid="featured-row"
      data-name={name}
      data-pin={entry.pinPosition ?? ''}
      data-active={entry.active}
    >
      <th scope="row" className="px-3 py-3 text-start font-normal">
        <span className="font-medium">{name}</span>
        {place ? <span className="block text-muted-foreground">{place}</span> : null}
        <span className="mt-1 flex flex-wrap gap-1">
          {onHome ? (
            <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
              {t('adminFeatured.list.onHome')}
            </span>
          ) : null}
          {entry.verified ? null : (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {t('adminFeatured.list.notPublic')}
            </span>
          )}
        </span>
      </th>
      <td className="px-3 py-3" data-label={t('adminFeatured.list.pin')}>
        <select
          {...rowControl(form, formId, 'pinPosition', t('adminFeatured.list.pinFor', { name }))}
          defaultValue={entry.pinPosition === null ? '' : String(entry.pinPosition)}
          className={`${selectClass} min-w-36`}
        >
          <option value="">{t('adminFeatured.list.noPin')}</option>
          {PIN_POSITIONS.map((p) => (
            <option key={p} value={String(p)}>
              {t('adminFeatured.list.pinOption', { n: p })}
            </option>
          ))}
        </select>
        <RowError form={form} formId={formId} name="pinPosition" />
      </td>
      <td className="px-3 py-3" data-label={t('adminFeatured.list.order')}>
        <Input
          {...rowControl(form, formId, 'displayOrder', t('adminFeatured.list.orderFor', { name }))}
          type="number"
          inputMode="numeric"
          min={0}
          max={DISPLAY_ORDER_MAX}
          step={1}
          required
          defaultValue={entry.displayOrder}
          className="w-28"
        />
        <RowError form={form} formId={formId} name="displayOrder" />
      </td>
      <td className="px-3 py-3" data-label={t('adminFeatured.list.active')}>
        <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            name="active"
            value="true"
            form={formId}
            defaultChecked={entry.active}
            className="size-5 accent-primary"
          />
          <span className="sr-only">{t('adminFeatured.list.activeFor', { name })}</span>
        </label>
      </td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          <fetcher.Form {...form.props} method="post" id={formId}>
            <input type="hidden" name="id" value={entry.id} />
            <Button
              type="submit"
              name="intent"
              value="save"
              variant="outline"
              disabled={form.busy}
              aria-label={t('adminFeatured.list.saveFor', { name })}
            >
              <Save aria-hidden />
              {t('adminFeatured.list.save')}
            </Button>
          </fetcher.Form>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="destructiveOutline"
                disabled={form.busy}
                aria-label={t('adminFeatured.list.deleteFor', { name })}
              >
                <Trash2 aria-hidden />
                {t('adminFeatured.list.delete')}
              </Button>
            }
            title={t('adminFeatured.confirmDelete.title', { name })}
            description={t('adminFeatured.confirmDelete.description')}
            confirmLabel={t('adminFeatured.confirmDelete.confirm')}
            cancelLabel={t('adminFeatured.confirmDelete.cancel')}
            destructive
            onConfirm={onDelete}
          />
        </div>
      </td>
    </tr>
  );
}
