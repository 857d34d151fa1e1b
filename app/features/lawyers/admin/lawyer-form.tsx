import { useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import {
  ChoiceChecks,
  FieldGrid,
  SelectField,
  TextareaField,
  TextInputField,
} from '#app/components/form/field.tsx';
import { formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import { ProvinceSelect } from '#app/components/form/lawyer-fields.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { FEE_UNIT_LABELS, FEE_UNITS } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { adminLawyerCreateSchema, adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import type { AdminLawyer } from './admin-lawyers.server.ts';

/**
 * The add form (name, title, province required; ONE fee amount stored as both fee_min and fee_max) and the
 * edit form (every field, fee_min and fee_max separately). Checked in the browser with the shared schema,
 * then posted to the route's action, which checks again. Refusals show next to the fields and in a toast
 * titled 'บันทึกไม่สำเร็จ'.
 */
export function LawyerForm({
  mode,
  lawyer,
  onCreated,
}: {
  mode: 'create' | 'update';
  lawyer?: AdminLawyer;
  onCreated?: (id: string, name: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { err, show, clear } = useFormErrors(
    formRef,
    fetcher.data?.ok === false ? fetcher.data.fields : undefined,
  );
  const busy = fetcher.state !== 'idle';
  const prefix = mode === 'create' ? 'new-lawyer' : 'edit-lawyer';
  const fail = (description: string) =>
    ({ title: t('adminLawyers.toast.saveFailed'), description, variant: 'error' }) as const;

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
      : { toast: fail(refusalText(t, result)) },
  );

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = formValues(
      e.currentTarget,
      mode === 'create' ? adminLawyerCreateSchema : adminLawyerUpdateSchema,
    );
    const parsed = (mode === 'create' ? adminLawyerCreateSchema : adminLawyerUpdateSchema).safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      show(found);
      toast(fail(t.dynamic(Object.values(found)[0] ?? 'adminLawyers.errors.required')));
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const kit: FieldKit = { idOf: (field) => `${prefix}-${field}`, err, clear, lawyer };
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(mode === 'create' ? 'adminLawyers.form.addTitle' : 'adminLawyers.form.editTitle')}
      className="grid gap-6"
      data-testid={`${prefix}-form`}
    >
      <input type="hidden" name="intent" value={mode} />
      {lawyer ? <input type="hidden" name="id" value={lawyer.id} /> : null}

      <ListingFields kit={kit} mode={mode} />
      {mode === 'update' && lawyer ? <DetailFields kit={kit} lawyer={lawyer} /> : null}

      <div>
        <Button type="submit" variant="accent" disabled={busy} aria-busy={busy}>
          <Save aria-hidden />
          {busy
            ? t('adminLawyers.form.saving')
            : t(mode === 'create' ? 'adminLawyers.form.create' : 'adminLawyers.form.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** What the field groups of the form share: the ids of its fields, their errors, the lawyer being edited. */
interface FieldKit {
  idOf: (field: string) => string;
  err: (field: string) => string | undefined;
  clear: (field: string) => void;
  lawyer?: AdminLawyer;
}

type TextProps = Omit<React.ComponentProps<'input'>, 'id' | 'required' | 'className'> & {
  label: string;
  hint?: string;
  isRequired?: boolean;
};

/** One text input of the form, wired to its error. */
function LawyerText({
  kit,
  field,
  label,
  hint,
  isRequired,
  ...input
}: TextProps & { kit: FieldKit; field: string }) {
  const { t } = useT();
  return (
    <TextInputField
      id={kit.idOf(field)}
      label={label}
      hint={hint}
      required={isRequired}
      requiredLabel={t('adminLawyers.fields.required')}
      error={kit.err(field)}
      name={field}
      onChange={() => kit.clear(field)}
      {...input}
    />
  );
}

/** A whole-number input of the form (experience, fees). */
function LawyerNumber({
  kit,
  field,
  label,
  value,
  hint,
}: {
  kit: FieldKit;
  field: string;
  label: string;
  value: number | null | undefined;
  hint?: string;
}) {
  return (
    <LawyerText
      kit={kit}
      field={field}
      label={label}
      hint={hint}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      defaultValue={value ?? ''}
    />
  );
}

/** A list typed one item per line (education, achievements). */
function LawyerLines({
  kit,
  field,
  label,
}: {
  kit: FieldKit;
  field: 'education' | 'achievements';
  label: string;
}) {
  const { t } = useT();
  return (
    <TextareaField
      id={kit.idOf(field)}
      label={label}
      hint={t('adminLawyers.fields.listHint')}
      error={kit.err(field)}
      className="resize-y"
      name={field}
      rows={3}
      defaultValue={kit.lawyer?.[field].join('\n') ?? ''}
      onChange={() => kit.clear(field)}
    />
  );
}

/** The fields of both forms: names, titles, place, experience, fee, areas and languages. */
function ListingFields({ kit, mode }: { kit: FieldKit; mode: 'create' | 'update' }) {
  const { t, lang } = useT();
  const lawyer = kit.lawyer;
  return (
    <>
      <FieldGrid>
        <LawyerText
          kit={kit}
          field="name"
          label={t('adminLawyers.fields.name')}
          isRequired
          defaultValue={lawyer?.name ?? ''}
          autoComplete="off"
        />
        <LawyerText
          kit={kit}
          field="title"
          label={t('adminLawyers.fields.title')}
          hint={t('adminLawyers.fields.titleHint')}
          isRequired
          defaultValue={lawyer?.title ?? ''}
        />
        <LawyerText
          kit={kit}
          field="nameEn"
          label={t('adminLawyers.fields.nameEn')}
          hint={t('adminLawyers.fields.translationHint')}
          defaultValue={lawyer?.nameEn ?? ''}
          autoComplete="off"
          lang="en"
        />
        <LawyerText
          kit={kit}
          field="titleEn"
          label={t('adminLawyers.fields.titleEn')}
          hint={t('adminLawyers.fields.translationHint')}
          defaultValue={lawyer?.titleEn ?? ''}
          lang="en"
        />
        <LawyerText
          kit={kit}
          field="nameZh"
          label={t('adminLawyers.fields.nameZh')}
          hint={t('adminLawyers.fields.translationHint')}
          defaultValue={lawyer?.nameZh ?? ''}
          autoComplete="off"
          lang="zh"
        />
        <LawyerText
          kit={kit}
          field="titleZh"
          label={t('adminLawyers.fields.titleZh')}
          hint={t('adminLawyers.fields.translationHint')}
          defaultValue={lawyer?.titleZh ?? ''}
          lang="zh"
        />
        <ProvinceSelect
          id={kit.idOf('province')}
          label={t('adminLawyers.fields.province')}
          placeholder={t('adminLawyers.fields.provincePlaceholder')}
          required
          requiredLabel={t('adminLawyers.fields.required')}
          defaultValue={lawyer?.province ?? ''}
          error={kit.err('province')}
          onChange={() => kit.clear('province')}
        />
        <LawyerText
          kit={kit}
          field="district"
          label={t('adminLawyers.fields.district')}
          defaultValue={lawyer?.district ?? ''}
        />
        <LawyerNumber
          kit={kit}
          field="experience"
          label={t('adminLawyers.fields.experience')}
          value={lawyer?.experience}
        />
        {mode === 'create' ? (
          <LawyerNumber
            kit={kit}
            field="fee"
            label={t('adminLawyers.fields.fee')}
            value={null}
            hint={t('adminLawyers.fields.feeHint')}
          />
        ) : (
          <>
            <LawyerNumber
              kit={kit}
              field="feeMin"
              label={t('adminLawyers.fields.feeMin')}
              value={lawyer?.feeMin}
            />
            <LawyerNumber
              kit={kit}
              field="feeMax"
              label={t('adminLawyers.fields.feeMax')}
              value={lawyer?.feeMax}
            />
          </>
        )}
        <SelectField
          id={kit.idOf('feeUnit')}
          label={t('adminLawyers.fields.feeUnit')}
          error={kit.err('feeUnit')}
          name="feeUnit"
          defaultValue={lawyer?.feeUnit ?? 'per_session'}
          options={FEE_UNITS.map((u) => ({ value: u, label: FEE_UNIT_LABELS[u][lang] }))}
        />
      </FieldGrid>

      <ChoiceChecks
        id={kit.idOf('experienceAreas')}
        name="experienceAreas"
        legend={t('adminLawyers.fields.experienceAreas')}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
        defaultValues={lawyer?.experienceAreas}
        error={kit.err('experienceAreas')}
        onChange={() => kit.clear('experienceAreas')}
      />
      <ChoiceChecks
        id={kit.idOf('languages')}
        name="languages"
        legend={t('adminLawyers.fields.languages')}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        defaultValues={lawyer?.languages}
        error={kit.err('languages')}
        onChange={() => kit.clear('languages')}
      />
    </>
  );
}

/** The edit form's other fields: description, contact, licence, availability, address, lists. */
function DetailFields({ kit, lawyer }: { kit: FieldKit; lawyer: AdminLawyer }) {
  const { t } = useT();
  return (
    <>
      <TextareaField
        id={kit.idOf('description')}
        label={t('adminLawyers.fields.description')}
        error={kit.err('description')}
        className="min-h-28 resize-y"
        name="description"
        rows={5}
        defaultValue={lawyer.description ?? ''}
        onChange={() => kit.clear('description')}
      />
      <FieldGrid>
        <LawyerText
          kit={kit}
          field="phone"
          label={t('adminLawyers.fields.phone')}
          type="tel"
          inputMode="tel"
          defaultValue={lawyer.phone ?? ''}
        />
        <LawyerText
          kit={kit}
          field="email"
          label={t('adminLawyers.fields.email')}
          type="email"
          inputMode="email"
          defaultValue={lawyer.email ?? ''}
        />
        <LawyerText
          kit={kit}
          field="lineId"
          label={t('adminLawyers.fields.lineId')}
          defaultValue={lawyer.lineId ?? ''}
        />
        <LawyerText
          kit={kit}
          field="website"
          label={t('adminLawyers.fields.website')}
          type="url"
          inputMode="url"
          defaultValue={lawyer.website ?? ''}
        />
        <LawyerText
          kit={kit}
          field="licenseNumber"
          label={t('adminLawyers.fields.licenseNumber')}
          hint={t('adminLawyers.fields.licenseHint')}
          defaultValue={lawyer.licenseNumber ?? ''}
          autoComplete="off"
        />
        <LawyerText
          kit={kit}
          field="availability"
          label={t('adminLawyers.fields.availability')}
          hint={t('adminLawyers.fields.availabilityHint')}
          defaultValue={lawyer.availability ?? ''}
        />
      </FieldGrid>
      <TextareaField
        id={kit.idOf('address')}
        label={t('adminLawyers.fields.address')}
        error={kit.err('address')}
        className="resize-y"
        name="address"
        rows={2}
        defaultValue={lawyer.address ?? ''}
        onChange={() => kit.clear('address')}
      />
      <FieldGrid>
        <LawyerLines kit={kit} field="education" label={t('adminLawyers.fields.education')} />
        <LawyerLines kit={kit} field="achievements" label={t('adminLawyers.fields.achievements')} />
      </FieldGrid>
    </>
  );
}
