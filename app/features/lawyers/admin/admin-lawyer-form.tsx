import { useFetcher } from 'react-router';
import { refusalToast } from '#app/components/admin/answers.tsx';
import {
  ChoiceChecks,
  FieldGrid,
  SelectField,
  TextareaField,
  TextInputField,
} from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { ProvinceSelect } from '#app/components/form/lawyer-fields.tsx';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { FEE_UNIT_LABELS, FEE_UNITS } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { adminLawyerCreateSchema, adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import type { AdminLawyer, AdminLawyerAnswer } from './admin-lawyers.server.ts';

/**
 * The add form (name, title, province required; ONE fee amount stored as both fee_min and fee_max) and the
 * edit form (every field, fee_min and fee_max separately). Checked in the browser with the shared schema,
 * then posted to the route's action, which checks again. Refusals show next to the fields and in a toast
 * titled 'บันทึกไม่สำเร็จ'.
 */
export function AdminLawyerForm({
  mode,
  lawyer,
  onCreated,
}: {
  mode: 'create' | 'update';
  lawyer?: AdminLawyer;
  onCreated?: (id: string, name: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminLawyerAnswer>();
  const failed = t('adminLawyers.toast.saveFailed');
  const form = useForm({
    schema: mode === 'create' ? adminLawyerCreateSchema : adminLawyerUpdateSchema,
    answer: fetcher.data,
    fetcher,
    onInvalid: (found) =>
      toast({
        title: failed,
        description: t.dynamic(Object.values(found)[0] ?? 'adminLawyers.errors.required'),
        variant: 'error',
      }),
  });
  const idPrefix = mode === 'create' ? 'new-lawyer' : 'edit-lawyer';

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? {
          toast: {
            title: t(mode === 'create' ? 'adminLawyers.toast.created' : 'adminLawyers.toast.saved'),
            variant: 'success',
          },
          after: () => {
            if (mode === 'create' && result.id) onCreated?.(result.id, result.name ?? '');
          },
        }
      : { toast: refusalToast(t, failed, result) },
  );

  const fields = { form, idPrefix, lawyer };
  return (
    <fetcher.Form
      {...form.props}
      method="post"
      aria-label={t(mode === 'create' ? 'adminLawyers.form.addTitle' : 'adminLawyers.form.editTitle')}
      className="grid gap-6"
      data-testid={`${idPrefix}-form`}
    >
      <input type="hidden" name="intent" value={mode} />
      {lawyer ? <input type="hidden" name="id" value={lawyer.id} /> : null}

      <ListingFields {...fields} mode={mode} />
      {mode === 'update' && lawyer ? <DetailFields {...fields} lawyer={lawyer} /> : null}

      <div>
        <Button type="submit" variant="accent" disabled={form.busy} aria-busy={form.busy}>
          <Save aria-hidden />
          {form.busy
            ? t('adminLawyers.form.saving')
            : t(mode === 'create' ? 'adminLawyers.form.create' : 'adminLawyers.form.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** What every field group of the form is given: the form, the prefix of its fields' ids, the lawyer edited. */
interface GroupProps {
  form: FormKit;
  idPrefix: string;
  lawyer?: AdminLawyer;
}

type TextProps = Omit<React.ComponentProps<'input'>, 'id' | 'required' | 'className' | 'name' | 'form'> & {
  label: string;
  hint?: string;
  isRequired?: boolean;
};

/** One text input of the form, tied to its error (`form.field`). */
function LawyerText({
  form,
  idPrefix,
  lawyer: _lawyer,
  field,
  label,
  hint,
  isRequired,
  ...input
}: TextProps & GroupProps & { field: string }) {
  const { t } = useT();
  return (
    <TextInputField
      id={`${idPrefix}-${field}`}
      label={label}
      hint={hint}
      required={isRequired}
      requiredLabel={t('adminLawyers.fields.required')}
      {...form.field(field)}
      {...input}
    />
  );
}

/** A whole-number input of the form (experience, fees), filled with the lawyer's value. */
function LawyerNumber({
  field,
  hint,
  ...group
}: GroupProps & { field: 'experience' | 'fee' | 'feeMin' | 'feeMax'; hint?: string }) {
  const { t } = useT();
  const value = field === 'fee' ? null : group.lawyer?.[field];
  return (
    <LawyerText
      {...group}
      field={field}
      label={t(`adminLawyers.fields.${field}`)}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      defaultValue={value ?? ''}
    />
  );
}

/** The optional English and Chinese names and titles, in this order. */
const TRANSLATIONS = [
  { field: 'nameEn', lang: 'en', isName: true },
  { field: 'titleEn', lang: 'en', isName: false },
  { field: 'nameZh', lang: 'zh', isName: true },
  { field: 'titleZh', lang: 'zh', isName: false },
] as const;

/** The fields of both forms: names, titles, place, experience, fee, areas and languages. */
function ListingFields({ mode, ...group }: GroupProps & { mode: 'create' | 'update' }) {
  const { t, lang } = useT();
  const { form, idPrefix, lawyer } = group;
  return (
    <>
      <FieldGrid>
        <LawyerText
          {...group}
          field="name"
          label={t('adminLawyers.fields.name')}
          isRequired
          defaultValue={lawyer?.name ?? ''}
          autoComplete="off"
        />
        <LawyerText
          {...group}
          field="title"
          label={t('adminLawyers.fields.title')}
          hint={t('adminLawyers.fields.titleHint')}
          isRequired
          defaultValue={lawyer?.title ?? ''}
        />
        {TRANSLATIONS.map(({ field, lang: textLang, isName }) => (
          <LawyerText
            key={field}
            {...group}
            field={field}
            label={t(`adminLawyers.fields.${field}`)}
            hint={t('adminLawyers.fields.translationHint')}
            defaultValue={lawyer?.[field] ?? ''}
            autoComplete={isName ? 'off' : undefined}
            lang={textLang}
          />
        ))}
        <ProvinceSelect
          id={`${idPrefix}-province`}
          label={t('adminLawyers.fields.province')}
          placeholder={t('adminLawyers.fields.provincePlaceholder')}
          required
          requiredLabel={t('adminLawyers.fields.required')}
          defaultValue={lawyer?.province ?? ''}
          {...form.field('province')}
        />
        <LawyerText
          {...group}
          field="district"
          label={t('adminLawyers.fields.district')}
          defaultValue={lawyer?.district ?? ''}
        />
        <LawyerNumber {...group} field="experience" />
        {mode === 'create' ? (
          <LawyerNumber {...group} field="fee" hint={t('adminLawyers.fields.feeHint')} />
        ) : (
          <>
            <LawyerNumber {...group} field="feeMin" />
            <LawyerNumber {...group} field="feeMax" />
          </>
        )}
        <SelectField
          id={`${idPrefix}-feeUnit`}
          label={t('adminLawyers.fields.feeUnit')}
          {...form.field('feeUnit')}
          defaultValue={lawyer?.feeUnit ?? 'per_session'}
          options={FEE_UNITS.map((u) => ({ value: u, label: FEE_UNIT_LABELS[u][lang] }))}
        />
      </FieldGrid>

      <ChoiceChecks
        id={`${idPrefix}-experienceAreas`}
        legend={t('adminLawyers.fields.experienceAreas')}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
        defaultValues={lawyer?.experienceAreas}
        {...form.field('experienceAreas')}
      />
      <ChoiceChecks
        id={`${idPrefix}-languages`}
        legend={t('adminLawyers.fields.languages')}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        defaultValues={lawyer?.languages}
        {...form.field('languages')}
      />
    </>
  );
}

/** One of the edit form's one-line fields: contact, licence and availability. */
interface DetailText {
  field: 'phone' | 'email' | 'lineId' | 'website' | 'licenseNumber' | 'availability';
  type?: 'tel' | 'email' | 'url';
  inputMode?: 'tel' | 'email' | 'url';
  hint?: 'licenseHint' | 'availabilityHint';
  autoComplete?: 'off';
}

/** The edit form's one-line fields, in this order. */
const DETAIL_TEXTS: readonly DetailText[] = [
  { field: 'phone', type: 'tel', inputMode: 'tel' },
  { field: 'email', type: 'email', inputMode: 'email' },
  { field: 'lineId' },
  { field: 'website', type: 'url', inputMode: 'url' },
  { field: 'licenseNumber', hint: 'licenseHint', autoComplete: 'off' },
  { field: 'availability', hint: 'availabilityHint' },
];

/** A text of several lines (`lines`: a list typed one item per line, such as education). */
function LawyerTextarea({
  field,
  rows,
  lines,
  className = 'resize-y',
  ...group
}: GroupProps & {
  field: 'description' | 'address' | 'education' | 'achievements';
  rows: number;
  lines?: boolean;
  className?: string;
}) {
  const { t } = useT();
  const value = group.lawyer?.[field];
  return (
    <TextareaField
      id={`${group.idPrefix}-${field}`}
      label={t(`adminLawyers.fields.${field}`)}
      hint={lines ? t('adminLawyers.fields.listHint') : undefined}
      className={className}
      rows={rows}
      {...group.form.field(field)}
      defaultValue={Array.isArray(value) ? value.join('\n') : (value ?? '')}
    />
  );
}

/** The edit form's other fields: description, contact, licence, availability, address, lists. */
function DetailFields(group: GroupProps & { lawyer: AdminLawyer }) {
  const { t } = useT();
  return (
    <>
      <LawyerTextarea {...group} field="description" rows={5} className="min-h-28 resize-y" />
      <FieldGrid>
        {DETAIL_TEXTS.map(({ field, hint, ...input }) => (
          <LawyerText
            key={field}
            {...group}
            {...input}
            field={field}
            label={t(`adminLawyers.fields.${field}`)}
            hint={hint ? t(`adminLawyers.fields.${hint}`) : undefined}
            defaultValue={group.lawyer[field] ?? ''}
          />
        ))}
      </FieldGrid>
      <LawyerTextarea {...group} field="address" rows={2} />
      <FieldGrid>
        <LawyerTextarea {...group} field="education" rows={3} lines />
        <LawyerTextarea {...group} field="achievements" rows={3} lines />
      </FieldGrid>
    </>
  );
}
