import { useState } from 'react';
import { fieldBinding } from '#app/components/form/form-state.tsx';
import { Check } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { CASE_TYPES, type CaseType } from '#domain/case-types.ts';
import { FEE_UNIT_LABELS, FEE_UNITS, type FeeUnit } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { EXPERIENCE_MIN } from '#domain/limits.ts';
import { PROVINCES, provinceLabel } from '#domain/provinces.ts';
import { EXPERIENCE_MAX, FEE_MAX } from '#domain/schemas/practice.ts';
import { thaiLang } from '#domain/text.ts';
import { areasNamed, toggleArea } from './areas-text.ts';
import { ChoiceChecks, FieldGrid, SelectField, TextareaField, TextInputField } from './field.tsx';

/** How a form shows and clears the (translated) error of a field, by the field's name. */
type ErrorLookup = {
  err: (field: string) => string | undefined;
  clear: (field: string) => void;
};

/**
 * Specialties typed comma separated (docs/product-rules.md, "Applications"), with the 10 case types as quick-pick chips that
 * add their name in the page's language to the text, or remove it (typed in any language: `areaFromName`, the rule the
 * server reads them by). The chips are toggle buttons (aria-pressed).
 */
export function AreasField({
  id,
  name,
  label,
  hint,
  error,
  required,
  requiredLabel,
  defaultValue = '',
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  defaultValue?: string;
  onChange?: () => void;
}) {
  const { t, lang } = useT();
  const [text, setText] = useState(defaultValue);
  const selected = areasNamed(text);
  const toggle = (value: CaseType) => {
    setText(toggleArea(text, value, lang));
    onChange?.();
  };
  return (
    <div className="grid gap-3">
      <TextInputField
        id={id}
        label={label}
        required={required}
        requiredLabel={requiredLabel}
        hint={hint}
        error={error}
        name={name}
        value={text}
        autoComplete="off"
        onChange={(e) => {
          setText(e.target.value);
          onChange?.();
        }}
      />
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm text-muted-foreground">{t('lawyerform.areas.quickPick')}</legend>
        <div className="flex flex-wrap gap-2">
          {CASE_TYPES.map((c) => {
            const on = selected.includes(c.value);
            return (
              <button
                key={c.key}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(c.value)}
                data-testid={`area-chip-${c.key}`}
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm transition-colors',
                  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                  on
                    ? 'border-primary bg-primary/10 font-medium text-foreground'
                    : 'border-border bg-background hover:bg-muted',
                )}
              >
                {on ? <Check className="size-4 text-primary" aria-hidden /> : null}
                {c.label[lang]}
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** A province picker named "province" (the Thai name is the value), labelled in the interface language. */
export function ProvinceSelect({
  id,
  label,
  placeholder,
  error,
  required,
  requiredLabel,
  defaultValue = '',
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  error?: string;
  required?: boolean;
  requiredLabel?: string;
  defaultValue?: string;
  /** The chosen province when the form holds it (a controlled select); `defaultValue` is then left out. */
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { lang } = useT();
  return (
    <SelectField
      id={id}
      label={label}
      required={required}
      requiredLabel={requiredLabel}
      error={error}
      name="province"
      {...(value === undefined ? { defaultValue } : { value })}
      onChange={onChange}
      placeholder={placeholder}
      options={PROVINCES.map((p) => ({ value: p.th, label: provinceLabel(p.th, lang) }))}
    />
  );
}

type ContactField = 'phone' | 'email' | 'lineId' | 'website';

/**
 * The optional contact fields of a lawyer or an application in a two-column grid: phone, e-mail, LINE id
 * and website, with the ids `<idPrefix>-phone`, `-email`, `-line` and `-website`. `autofill` offers the
 * browser's autofill (people entering their own details), off where an admin types someone else's.
 */
export function ContactFields({
  idPrefix,
  labels,
  hints = {},
  defaults = {},
  autofill = false,
  err,
  clear,
}: ErrorLookup & {
  idPrefix: string;
  labels: Record<ContactField, string>;
  hints?: { email?: string; website?: string };
  defaults?: Partial<Record<ContactField, string>>;
  autofill?: boolean;
}) {
  const field = fieldBinding(err, clear);
  return (
    <FieldGrid>
      <TextInputField
        id={`${idPrefix}-phone`}
        label={labels.phone}
        {...field('phone')}
        type="tel"
        inputMode="tel"
        autoComplete={autofill ? 'tel' : undefined}
        defaultValue={defaults.phone}
      />
      <TextInputField
        id={`${idPrefix}-email`}
        label={labels.email}
        hint={hints.email}
        {...field('email')}
        type="email"
        inputMode="email"
        autoComplete={autofill ? 'email' : undefined}
        defaultValue={defaults.email}
      />
      <TextInputField
        id={`${idPrefix}-line`}
        label={labels.lineId}
        {...field('lineId')}
        autoComplete="off"
        defaultValue={defaults.lineId}
      />
      <TextInputField
        id={`${idPrefix}-website`}
        label={labels.website}
        hint={hints.website}
        {...field('website')}
        type="url"
        inputMode="url"
        autoComplete={autofill ? 'url' : undefined}
        defaultValue={defaults.website}
      />
    </FieldGrid>
  );
}

/**
 * The practice fields of a lawyer application (the applicant's form and the admin's): areas, province,
 * district, years of experience and office address, all labelled with the apply texts; ids are
 * `<idPrefix>-areas`, `-province`, `-district`, `-experience` and `-address`. `autofill` as in ContactFields.
 * `areasRequired`: at least one specialty (the applicant's form).
 */
export function ApplicationPracticeFields({
  idPrefix,
  defaults = {},
  autofill = false,
  areasRequired = false,
  err,
  clear,
}: ErrorLookup & {
  idPrefix: string;
  defaults?: { areas?: string; province?: string; district?: string; experience?: number; address?: string };
  autofill?: boolean;
  areasRequired?: boolean;
}) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const optional = (label: string) => `${label} (${t('apply.fields.optional')})`;
  return (
    <>
      <AreasField
        id={`${idPrefix}-areas`}
        name="areas"
        label={areasRequired ? t('apply.fields.areas') : optional(t('apply.fields.areas'))}
        required={areasRequired}
        requiredLabel={t('apply.fields.required')}
        hint={t('apply.fields.areasHint')}
        defaultValue={defaults.areas}
        error={err('areas')}
        onChange={() => clear('areas')}
      />
      <FieldGrid>
        <ProvinceSelect
          id={`${idPrefix}-province`}
          label={optional(t('apply.fields.province'))}
          placeholder={t('apply.fields.provincePlaceholder')}
          defaultValue={defaults.province}
          error={err('province')}
          onChange={() => clear('province')}
        />
        <TextInputField
          id={`${idPrefix}-district`}
          label={optional(t('apply.fields.district'))}
          {...field('district')}
          defaultValue={defaults.district}
        />
        <TextInputField
          id={`${idPrefix}-experience`}
          label={t('apply.fields.experience')}
          hint={t('apply.fields.experienceHint')}
          {...field('experience')}
          type="number"
          inputMode="numeric"
          min={EXPERIENCE_MIN}
          max={EXPERIENCE_MAX}
          step={1}
          defaultValue={defaults.experience ?? EXPERIENCE_MIN}
        />
      </FieldGrid>
      <TextareaField
        id={`${idPrefix}-address`}
        label={optional(t('apply.fields.address'))}
        className="resize-y"
        {...field('address')}
        rows={2}
        autoComplete={autofill ? 'street-address' : undefined}
        defaultValue={defaults.address}
        lang={thaiLang(defaults.address, lang)}
      />
    </>
  );
}

/**
 * What a listing needs to be found by the search's language and budget filters (docs/product-rules.md, "Lawyer
 * listings"): the
 * languages (checkbox chips of the 7 lawyer languages), the fee and, for a range, "up to" (one fee is
 * stored as both; domain/schemas/practice.ts), the fee unit and the education (one item per line).
 * Labelled with the lawyerform texts; ids are `<idPrefix>-languages`, `-fee-min`, `-fee-max`, `-fee-unit`
 * and `-education`.
 * `required`: at least one language and the fee (the applicant's form).
 */
export function ListingDetailsFields({
  idPrefix,
  defaults = {},
  required = false,
  err,
  clear,
}: ErrorLookup & {
  idPrefix: string;
  defaults?: {
    languages?: readonly string[];
    feeMin?: number | null;
    feeMax?: number | null;
    feeUnit?: FeeUnit | null;
    education?: readonly string[];
  };
  required?: boolean;
}) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const requiredLabel = t('lawyerform.fields.required');
  const optional = (label: string) => `${label} (${t('lawyerform.fields.optional')})`;
  const amount = (field: 'feeMin' | 'feeMax') => ({
    name: field,
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    max: FEE_MAX,
    step: 1,
    defaultValue: defaults[field] ?? '',
    error: err(field),
    onChange: () => clear(field),
  });
  return (
    <>
      <ChoiceChecks
        id={`${idPrefix}-languages`}
        name="languages"
        legend={required ? t('lawyerform.fields.languages') : optional(t('lawyerform.fields.languages'))}
        hint={t('lawyerform.fields.languagesHint')}
        required={required}
        requiredLabel={requiredLabel}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        defaultValues={defaults.languages}
        error={err('languages')}
        onChange={() => clear('languages')}
      />
      <FieldGrid>
        <TextInputField
          id={`${idPrefix}-fee-min`}
          label={required ? t('lawyerform.fields.fee') : optional(t('lawyerform.fields.fee'))}
          required={required}
          requiredLabel={requiredLabel}
          hint={t('lawyerform.fields.feeHint')}
          {...amount('feeMin')}
        />
        <TextInputField
          id={`${idPrefix}-fee-max`}
          label={optional(t('lawyerform.fields.feeMax'))}
          hint={t('lawyerform.fields.feeMaxHint')}
          {...amount('feeMax')}
        />
        <SelectField
          id={`${idPrefix}-fee-unit`}
          label={t('lawyerform.fields.feeUnit')}
          {...field('feeUnit')}
          defaultValue={defaults.feeUnit ?? 'per_session'}
          options={FEE_UNITS.map((u) => ({ value: u, label: FEE_UNIT_LABELS[u][lang] }))}
        />
      </FieldGrid>
      <TextareaField
        id={`${idPrefix}-education`}
        label={optional(t('lawyerform.fields.education'))}
        hint={t('lawyerform.fields.educationHint')}
        className="resize-y"
        {...field('education')}
        rows={3}
        defaultValue={defaults.education?.join('\n') ?? ''}
        lang={thaiLang(defaults.education?.join('\n'), lang)}
      />
    </>
  );
}
