import { useState } from 'react';
import { Check } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { CASE_TYPES, type CaseType } from '#domain/case-types.ts';
import { FEE_UNIT_LABELS, FEE_UNITS, type FeeUnit } from '#domain/fees.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { provinceOptions } from '#domain/provinces.ts';
import { FEE_MAX } from '#domain/schemas/practice.ts';
import { thaiLang } from '#domain/text.ts';
import { areasNamed, toggleArea } from './areas-text.ts';
import {
  ChoiceChecks,
  FieldGrid,
  type FieldProps,
  SelectField,
  TextareaField,
  TextInputField,
} from './field.tsx';
import type { FormKit } from './use-form.ts';

/** The text section a lawyer form's fields are labelled from: the application's, or the lawyer form's. */
export type FieldTexts = 'apply' | 'lawyerform';

const LABEL_KEYS = {
  apply: { required: 'apply.fields.required', optional: 'apply.fields.optional' },
  lawyerform: { required: 'lawyerform.fields.required', optional: 'lawyerform.fields.optional' },
} as const;

/** The labels of a form's required and optional fields, in the texts of `texts`. */
export function useFieldLabels(texts: FieldTexts) {
  const { t } = useT();
  return {
    required: t(LABEL_KEYS[texts].required),
    optional: (label: string) => t('punctuation.aside', { text: label, note: t(LABEL_KEYS[texts].optional) }),
  };
}

/** An `<ImageUpload>` tied to the form as any field: its message shown, cleared when a file is uploaded or removed. */
export function uploadField(form: FormKit, name: string) {
  const { onChange, ...field } = form.field(name);
  return { ...field, onUploaded: onChange, onRemoved: onChange };
}

/**
 * Specialties typed comma separated (docs/product-rules.md, "Applications"), with the 10 case types as quick-pick chips that
 * add their name in the page's language to the text, or remove it (typed in any language: `areaFromName`, the rule the
 * server reads them by). The chips are toggle buttons (aria-pressed).
 */
export function AreasField({
  name,
  defaultValue = '',
  onChange,
  ...field
}: FieldProps & { name: string; hint: string; defaultValue?: string; onChange?: () => void }) {
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
        {...field}
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

/**
 * A province picker named "province" (the Thai name is the value), labelled and sorted in the interface language
 * (`provinceOptions`).
 */
export function ProvinceSelect({
  name = 'province',
  defaultValue = '',
  value,
  onChange,
  ...field
}: FieldProps & {
  /** "province" (a field binding passes it). */
  name?: string;
  placeholder: string;
  defaultValue?: string;
  /** The chosen province when the form holds it (a controlled select); `defaultValue` is then left out. */
  value?: string;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { lang } = useT();
  return (
    <SelectField
      {...field}
      name={name}
      {...(value === undefined ? { defaultValue } : { value })}
      onChange={onChange}
      options={provinceOptions(lang)}
    />
  );
}

type ContactField = 'phone' | 'email' | 'lineId' | 'website';

/** The contact fields, in form order: the id's suffix, the input's kind and what the browser may autofill. */
const CONTACT_INPUTS = [
  { name: 'phone', suffix: 'phone', type: 'tel', inputMode: 'tel', autofill: 'tel' },
  { name: 'email', suffix: 'email', type: 'email', inputMode: 'email', autofill: 'email' },
  { name: 'lineId', suffix: 'line', type: undefined, inputMode: undefined, autofill: 'off' },
  { name: 'website', suffix: 'website', type: 'url', inputMode: 'url', autofill: 'url' },
] as const;

const CONTACT_LABELS = {
  apply: {
    phone: 'apply.fields.phone',
    email: 'apply.fields.email',
    lineId: 'apply.fields.lineId',
    website: 'apply.fields.website',
  },
  lawyerform: {
    phone: 'lawyerform.fields.phone',
    email: 'lawyerform.fields.email',
    lineId: 'lawyerform.fields.lineId',
    website: 'lawyerform.fields.website',
  },
} as const;

/**
 * The optional contact fields of a lawyer or an application in a two-column grid: phone, e-mail, LINE id
 * and website, with the ids `<idPrefix>-phone`, `-email`, `-line` and `-website`, labelled from `texts`.
 * `autofill` offers the browser's autofill (people entering their own details), off where an admin types
 * someone else's.
 */
export function ContactFields({
  idPrefix,
  texts,
  form,
  hints = {},
  defaults = {},
  autofill = false,
}: {
  idPrefix: string;
  texts: FieldTexts;
  form: FormKit;
  hints?: Partial<Record<ContactField, string>>;
  defaults?: Partial<Record<ContactField, string>>;
  autofill?: boolean;
}) {
  const { t } = useT();
  const { optional } = useFieldLabels(texts);
  return (
    <FieldGrid>
      {CONTACT_INPUTS.map((input) => (
        <TextInputField
          key={input.name}
          id={`${idPrefix}-${input.suffix}`}
          label={optional(t(CONTACT_LABELS[texts][input.name]))}
          hint={hints[input.name]}
          {...form.field(input.name)}
          type={input.type}
          inputMode={input.inputMode}
          autoComplete={input.autofill === 'off' ? 'off' : autofill ? input.autofill : undefined}
          defaultValue={defaults[input.name]}
        />
      ))}
    </FieldGrid>
  );
}

/**
 * What a listing needs to be found by the search's language and budget filters (docs/product-rules.md, "Lawyer
 * listings"): the languages (checkbox chips of the 7 lawyer languages), the fee and, for a range, "up to" (one fee
 * is stored as both; domain/schemas/practice.ts), the fee unit and the education (one item per line).
 * Labelled with the lawyerform texts; ids are `<idPrefix>-languages`, `-fee-min`, `-fee-max`, `-fee-unit`
 * and `-education`.
 * `required`: at least one language and the fee (the applicant's form).
 */
export function ListingDetailsFields({
  idPrefix,
  form,
  defaults = {},
  required = false,
}: {
  idPrefix: string;
  form: FormKit;
  defaults?: {
    languages?: readonly string[];
    feeMin?: number | null;
    feeMax?: number | null;
    feeUnit?: FeeUnit | null;
    education?: readonly string[];
  };
  required?: boolean;
}) {
  const { t, lang } = useT();
  const labels = useFieldLabels('lawyerform');
  const requiredOrNot = (label: string) => (required ? label : labels.optional(label));
  const amount = (name: 'feeMin' | 'feeMax') => ({
    ...form.field(name),
    type: 'number',
    inputMode: 'numeric' as const,
    min: 0,
    max: FEE_MAX,
    step: 1,
    defaultValue: defaults[name] ?? '',
  });
  return (
    <>
      <ChoiceChecks
        id={`${idPrefix}-languages`}
        legend={requiredOrNot(t('lawyerform.fields.languages'))}
        hint={t('lawyerform.fields.languagesHint')}
        required={required}
        requiredLabel={labels.required}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        defaultValues={defaults.languages}
        {...form.field('languages')}
      />
      <FieldGrid>
        <TextInputField
          id={`${idPrefix}-fee-min`}
          label={requiredOrNot(t('lawyerform.fields.fee'))}
          required={required}
          requiredLabel={labels.required}
          hint={t('lawyerform.fields.feeHint')}
          {...amount('feeMin')}
        />
        <TextInputField
          id={`${idPrefix}-fee-max`}
          label={labels.optional(t('lawyerform.fields.feeMax'))}
          hint={t('lawyerform.fields.feeMaxHint')}
          {...amount('feeMax')}
        />
        <SelectField
          id={`${idPrefix}-fee-unit`}
          label={t('lawyerform.fields.feeUnit')}
          {...form.field('feeUnit')}
          defaultValue={defaults.feeUnit ?? 'per_session'}
          options={FEE_UNITS.map((u) => ({ value: u, label: FEE_UNIT_LABELS[u][lang] }))}
        />
      </FieldGrid>
      <TextareaField
        id={`${idPrefix}-education`}
        label={labels.optional(t('lawyerform.fields.education'))}
        hint={t('lawyerform.fields.educationHint')}
        className="resize-y"
        {...form.field('education')}
        rows={3}
        defaultValue={defaults.education?.join('\n') ?? ''}
        lang={thaiLang(defaults.education?.join('\n'), lang)}
      />
    </>
  );
}
