import { TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { ProvinceSelect } from '#app/components/form/lawyer-fields.tsx';
import type { FormKit } from '#app/components/form/use-form.ts';
import { FieldError } from '#app/components/ui/input.tsx';
import { useT } from '#app/lib/lang.ts';
import { ASK_TEXTAREA_ROWS } from '#domain/limits.ts';
import { QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX } from '#domain/schemas/question.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import type { AskDraft, AskTextField } from './ask-draft.ts';
import { SuggestionChips } from './ask-suggestion-chips.tsx';
import type { AskSuggestion } from './ask-suggestions.ts';

/**
 * The ask form's fields, showing the draft: each one tied to its message by `form.field`, and its change kept in
 * the draft (`onText`, `onToggle` for a specialty).
 */
export function AskFields({
  form,
  draft,
  suggestion,
  onText,
  onToggle,
}: {
  form: FormKit;
  draft: AskDraft;
  suggestion: AskSuggestion | null;
  onText: (field: AskTextField, value: string) => void;
  onToggle: (specialty: string) => void;
}) {
  const { t } = useT();
  const bind = (name: AskTextField) => {
    const field = form.field(name);
    return {
      ...field,
      value: draft[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        field.onChange();
        onText(name, e.target.value);
      },
    };
  };
  return (
    <>
      <TextInputField
        id="ask-title"
        {...bind('title')}
        label={t('ask.fields.title')}
        maxLength={QUESTION_TITLE_MAX}
      />
      <TextareaField
        id="ask-content"
        {...bind('content')}
        label={t('ask.fields.content')}
        hint={t('ask.fields.contentHint')}
        rows={ASK_TEXTAREA_ROWS}
        maxLength={QUESTION_CONTENT_MAX}
      />
      <SuggestionChips suggestion={suggestion} />
      <ProvinceSelect
        id="ask-province"
        {...bind('province')}
        label={t('ask.fields.province')}
        placeholder={t('ask.fields.nationwide')}
      />
      <SpecialtyChoices
        chosen={draft.specialties}
        error={form.error('specialties')}
        onToggle={(value) => {
          form.clear('specialties');
          onToggle(value);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          id="ask-phone"
          {...bind('contactPhone')}
          type="tel"
          autoComplete="tel"
          label={t('ask.fields.phone')}
          hint={t('ask.fields.contactHint')}
        />
        <TextInputField id="ask-line" {...bind('contactLine')} label={t('ask.fields.line')} />
      </div>
    </>
  );
}

/** The specialties of the question, one checkbox each (at least one is required). */
function SpecialtyChoices({
  chosen,
  error,
  onToggle,
}: {
  chosen: string[];
  error: string | undefined;
  onToggle: (specialty: string) => void;
}) {
  const { t, lang } = useT();
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? 'ask-specialties-error' : undefined}
      aria-invalid={Boolean(error) || undefined}
    >
      <legend className="text-sm font-medium">{t('ask.fields.specialties')}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {SPECIALTIES.map((s) => (
          <label
            key={s.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10"
          >
            <input
              type="checkbox"
              name="specialties"
              value={s.value}
              checked={chosen.includes(s.value)}
              onChange={() => onToggle(s.value)}
              className="size-4 accent-primary"
            />
            <span className="text-sm">{s.label[lang]}</span>
          </label>
        ))}
      </div>
      <FieldError id="ask-specialties-error">{error}</FieldError>
    </fieldset>
  );
}
