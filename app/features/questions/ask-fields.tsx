import { TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { ProvinceSelect } from '#app/components/form/lawyer-fields.tsx';
import type { FormKit } from '#app/components/form/use-form.ts';
import { useT } from '#app/lib/lang.ts';
import { LAWYER_LANGUAGES } from '#domain/lawyer-languages.ts';
import { ASK_TEXTAREA_ROWS } from '#domain/limits.ts';
import { QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX } from '#domain/schemas/question.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import { AskChoices } from './ask-choices.tsx';
import type { AskChoiceField, AskDraft, AskTextField } from './ask-draft.ts';
import { SuggestionChips } from './ask-suggestion-chips.tsx';
import type { AskSuggestion } from './ask-suggestions.ts';

/**
 * The ask form's fields, showing the draft: each one tied to its message by `form.field`, and its change kept in
 * the draft (`onText`, `onToggle` for a specialty or a language).
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
  onToggle: (field: AskChoiceField, value: string) => void;
}) {
  const { t, lang } = useT();
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
      <AskChoices
        name="specialties"
        legend={t('ask.fields.specialties')}
        options={SPECIALTIES.map((s) => ({ value: s.value, label: s.label[lang] }))}
        chosen={draft.specialties}
        error={form.error('specialties')}
        onToggle={(value) => {
          form.clear('specialties');
          onToggle('specialties', value);
        }}
      />
      <AskChoices
        name="languages"
        legend={t('ask.fields.languages')}
        hint={t('ask.fields.languagesHint')}
        options={LAWYER_LANGUAGES.map((l) => ({ value: l.value, label: l.label[lang] }))}
        chosen={draft.languages}
        error={form.error('languages')}
        onToggle={(value) => {
          form.clear('languages');
          onToggle('languages', value);
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
