import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldGrid, SelectField, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { ProvinceSelect } from '#app/components/form/lawyer-fields.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { FEE_UNIT_LABELS, FEE_UNITS } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { adminLawyerCreateSchema, adminLawyerUpdateSchema } from '#domain/schemas/admin-lawyer.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import type { AdminLawyer } from './admin-lawyers.server.ts';
import { ChoiceChecks, focusFirstInvalid, refusalText, useResult } from './bits.tsx';
import { type AdminActionResult, readLawyerForm } from './form-data.ts';

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
  const { t, lang } = useT();
  const fetcher = useFetcher<AdminActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submittedName = useRef('');
  const busy = fetcher.state !== 'idle';
  const prefix = mode === 'create' ? 'new-lawyer' : 'edit-lawyer';
  const idOf = (field: string) => `${prefix}-${field}`;
  const err = (field: string) => (errors[field] ? t.dynamic(errors[field]) : undefined);
  const clear = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _, ...rest } = e;
      return rest;
    });
  const required = t('adminLawyers.fields.required');
  const fail = (description: string) =>
    toast({ title: t('adminLawyers.toast.saveFailed'), description, variant: 'error' });

  useResult(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok) {
      toast({
        title: t(mode === 'create' ? 'adminLawyers.toast.created' : 'adminLawyers.toast.saved'),
        variant: 'success',
      });
      if (mode === 'create' && result.id) onCreated?.(result.id, submittedName.current);
      return;
    }
    setErrors(result.fields);
    focusFirstInvalid(formRef.current);
    fail(refusalText(t, result));
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = readLawyerForm(new FormData(e.currentTarget), mode);
    const parsed = (mode === 'create' ? adminLawyerCreateSchema : adminLawyerUpdateSchema).safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      focusFirstInvalid(e.currentTarget);
      fail(t.dynamic(Object.values(found)[0] ?? 'adminLawyers.errors.required'));
      return;
    }
    setErrors({});
    submittedName.current = parsed.data.name;
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const text = (
    field: string,
    props: Omit<React.ComponentProps<'input'>, 'id' | 'required' | 'className'> & {
      label: string;
      hint?: string;
      isRequired?: boolean;
    },
  ) => {
    const { label, hint, isRequired, ...input } = props;
    return (
      <TextInputField
        id={idOf(field)}
        label={label}
        hint={hint}
        required={isRequired}
        requiredLabel={required}
        error={err(field)}
        name={field}
        onChange={() => clear(field)}
        {...input}
      />
    );
  };
  const number = (field: string, label: string, value: number | null | undefined, hint?: string) =>
    text(field, {
      label,
      hint,
      type: 'number',
      inputMode: 'numeric',
      min: 0,
      step: 1,
      defaultValue: value ?? '',
    });
  const lines = (field: 'education' | 'achievements', label: string) => (
    <TextareaField
      id={idOf(field)}
      label={label}
      hint={t('adminLawyers.fields.listHint')}
      error={err(field)}
      className="resize-y"
      name={field}
      rows={3}
      defaultValue={lawyer?.[field].join('\n') ?? ''}
      onChange={() => clear(field)}
    />
  );

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

      <FieldGrid>
        {text('name', {
          label: t('adminLawyers.fields.name'),
          isRequired: true,
          defaultValue: lawyer?.name ?? '',
          autoComplete: 'off',
        })}
        {text('title', {
          label: t('adminLawyers.fields.title'),
          hint: t('adminLawyers.fields.titleHint'),
          isRequired: true,
          defaultValue: lawyer?.title ?? '',
        })}
        {text('nameEn', {
          label: t('adminLawyers.fields.nameEn'),
          hint: t('adminLawyers.fields.translationHint'),
          defaultValue: lawyer?.nameEn ?? '',
          autoComplete: 'off',
          lang: 'en',
        })}
        {text('titleEn', {
          label: t('adminLawyers.fields.titleEn'),
          hint: t('adminLawyers.fields.translationHint'),
          defaultValue: lawyer?.titleEn ?? '',
          lang: 'en',
        })}
        {text('nameZh', {
          label: t('adminLawyers.fields.nameZh'),
          hint: t('adminLawyers.fields.translationHint'),
          defaultValue: lawyer?.nameZh ?? '',
          autoComplete: 'off',
          lang: 'zh',
        })}
        {text('titleZh', {
          label: t('adminLawyers.fields.titleZh'),
          hint: t('adminLawyers.fields.translationHint'),
          defaultValue: lawyer?.titleZh ?? '',
          lang: 'zh',
        })}
        <ProvinceSelect
          id={idOf('province')}
          label={t('adminLawyers.fields.province')}
          placeholder={t('adminLawyers.fields.provincePlaceholder')}
          required
          requiredLabel={required}
          defaultValue={lawyer?.province ?? ''}
          error={err('province')}
          onChange={() => clear('province')}
        />
        {text('district', { label: t('adminLawyers.fields.district'), defaultValue: lawyer?.district ?? '' })}
        {number('experience', t('adminLawyers.fields.experience'), lawyer?.experience)}
        {mode === 'create' ? (
          number('fee', t('adminLawyers.fields.fee'), null, t('adminLawyers.fields.feeHint'))
        ) : (
          <>
            {number('feeMin', t('adminLawyers.fields.feeMin'), lawyer?.feeMin)}
            {number('feeMax', t('adminLawyers.fields.feeMax'), lawyer?.feeMax)}
          </>
        )}
        <SelectField
          id={idOf('feeUnit')}
          label={t('adminLawyers.fields.feeUnit')}
          error={err('feeUnit')}
          name="feeUnit"
          defaultValue={lawyer?.feeUnit ?? 'per_session'}
          options={FEE_UNITS.map((u) => ({ value: u, label: FEE_UNIT_LABELS[u][lang] }))}
        />
      </FieldGrid>

      <ChoiceChecks
        id={idOf('experienceAreas')}
        name="experienceAreas"
        legend={t('adminLawyers.fields.experienceAreas')}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
        defaultValues={lawyer?.experienceAreas}
        error={err('experienceAreas')}
        onChange={() => clear('experienceAreas')}
      />
      <ChoiceChecks
        id={idOf('languages')}
        name="languages"
        legend={t('adminLawyers.fields.languages')}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        defaultValues={lawyer?.languages}
        error={err('languages')}
        onChange={() => clear('languages')}
      />

      {mode === 'update' && lawyer ? (
        <>
          <TextareaField
            id={idOf('description')}
            label={t('adminLawyers.fields.description')}
            error={err('description')}
            className="min-h-28 resize-y"
            name="description"
            rows={5}
            defaultValue={lawyer.description ?? ''}
            onChange={() => clear('description')}
          />
          <FieldGrid>
            {text('phone', {
              label: t('adminLawyers.fields.phone'),
              type: 'tel',
              inputMode: 'tel',
              defaultValue: lawyer.phone ?? '',
            })}
            {text('email', {
              label: t('adminLawyers.fields.email'),
              type: 'email',
              inputMode: 'email',
              defaultValue: lawyer.email ?? '',
            })}
            {text('lineId', { label: t('adminLawyers.fields.lineId'), defaultValue: lawyer.lineId ?? '' })}
            {text('website', {
              label: t('adminLawyers.fields.website'),
              type: 'url',
              inputMode: 'url',
              defaultValue: lawyer.website ?? '',
            })}
            {text('licenseNumber', {
              label: t('adminLawyers.fields.licenseNumber'),
              hint: t('adminLawyers.fields.licenseHint'),
              defaultValue: lawyer.licenseNumber ?? '',
              autoComplete: 'off',
            })}
            {text('availability', {
              label: t('adminLawyers.fields.availability'),
              hint: t('adminLawyers.fields.availabilityHint'),
              defaultValue: lawyer.availability ?? '',
            })}
            {text('rating', {
              label: t('adminLawyers.fields.rating'),
              hint: t('adminLawyers.fields.ratingHint'),
              type: 'number',
              inputMode: 'decimal',
              min: 0,
              max: 5,
              step: 0.1,
              defaultValue: lawyer.rating ?? '',
            })}
            {number('reviews', t('adminLawyers.fields.reviews'), lawyer.reviews)}
          </FieldGrid>
          <TextareaField
            id={idOf('address')}
            label={t('adminLawyers.fields.address')}
            error={err('address')}
            className="resize-y"
            name="address"
            rows={2}
            defaultValue={lawyer.address ?? ''}
            onChange={() => clear('address')}
          />
          <FieldGrid>
            {lines('education', t('adminLawyers.fields.education'))}
            {lines('achievements', t('adminLawyers.fields.achievements'))}
          </FieldGrid>
        </>
      ) : null}

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
