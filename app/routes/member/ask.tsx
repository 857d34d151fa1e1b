import { useEffect, useRef, useState } from 'react';
import { useFetcher, useNavigate, useRouteLoaderData, useSearchParams } from 'react-router';
import { SelectField, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { FieldError } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { fromContext } from '#app/context.server.ts';
import { type AskSuggestion, useAskSuggestion } from '#app/features/questions/ask-suggestions.ts';
import { submitQuestion } from '#app/features/questions/questions.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { RootData } from '#app/root.tsx';
import { askPrefillFrom } from '#domain/ask-prefill.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { ASK_TEXTAREA_ROWS } from '#domain/limits.ts';
import { PROVINCES, provinceLabel } from '#domain/provinces.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import { askSchema, QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX } from '#domain/schemas/question.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import type { Route } from './+types/ask';

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  submitQuestion(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('ask.meta.title'), description: t('ask.meta.description') }));

const DRAFT_KEY = 'tanai.askDraft';

/** The form's fields posted as lists. */

interface Draft {
  title: string;
  content: string;
  province: string;
  specialties: string[];
  contactPhone: string;
  contactLine: string;
}

const EMPTY: Draft = {
  title: '',
  content: '',
  province: '',
  specialties: [],
  contactPhone: '',
  contactLine: '',
};

/**
 * What the visitor has typed, kept in the tab's session storage while they sign in. It starts from the address
 * when it fills the form in ahead (`?content=…&specialties=…&province=…`, domain/ask-prefill.ts: the case-triage
 * assistant's link), else from the stored draft.
 */
function useAskDraft() {
  const [params] = useSearchParams();
  const prefill = askPrefillFrom(params);
  const prefilled = Boolean(prefill.content || prefill.specialties.length > 0 || prefill.province);
  const [draft, setDraft] = useState<Draft>(() => (prefilled ? { ...EMPTY, ...prefill } : EMPTY));
  // A visitor who was sent to sign in comes back to what they had typed.
  useEffect(() => {
    if (prefilled) return;
    try {
      const saved = sessionStorage.getItem(DRAFT_KEY);
      if (saved) setDraft({ ...EMPTY, ...(JSON.parse(saved) as Partial<Draft>) });
    } catch {
      // No storage: start empty.
    }
  }, [prefilled]);
  const save = (values: Draft) => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // The draft is lost without storage; signing in still works.
    }
  };
  const forget = () => {
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing stored.
    }
  };
  return { draft, setDraft, save, forget };
}

/**
 * The ask form (docs/product-rules.md, "Questions"): checked in the browser with the shared `askSchema`, then
 * posted to the route's action, which checks again; a visitor is sent to sign in first, keeping the draft.
 */
export default function AskPage() {
  const { t, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const { draft, setDraft, save, forget } = useAskDraft();
  const suggestion = useSuggestedChoices(draft, setDraft);
  const { err, show, clear } = useFormErrors(formRef, fetcher.data?.fields);

  const goSignIn = (values: Draft) => {
    save(values);
    toast({ title: t('ask.errors.signIn'), variant: 'error' });
    navigate(`${href('/auth')}?next=${encodeURIComponent(href('/ask'))}`);
  };

  useAnswer(fetcher.data, true, (result) =>
    result.code === 'UNAUTHORIZED' || result.code === 'ask.errors.signIn'
      ? { after: () => goSignIn(draft) }
      : { toast: { title: translateCode(t, result.code || 'ask.errors.failed'), variant: 'error' } },
  );

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!root?.viewer) return goSignIn(draft);
    const parsed = askSchema.safeParse(formValues(e.currentTarget, askSchema));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      show(found);
      const first = Object.values(found)[0];
      if (first) toast({ title: t.dynamic(first), variant: 'error' });
      return;
    }
    show({});
    forget();
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const set =
    (field: Exclude<keyof Draft, 'specialties'>) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      if (field === 'province') suggestion.chose('province');
      setDraft((d) => ({ ...d, [field]: e.target.value }));
      clear(field);
    };
  const toggle = (value: string) => {
    suggestion.chose('specialties');
    setDraft((d) => ({
      ...d,
      specialties: d.specialties.includes(value)
        ? d.specialties.filter((s) => s !== value)
        : [...d.specialties, value],
    }));
    clear('specialties');
  };
  const busy = fetcher.state !== 'idle';

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl sm:text-3xl">{t('ask.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('ask.subtitle')}</p>
      {root?.viewer ? null : (
        <p className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm" role="note">
          {t('ask.signInNote')}
        </p>
      )}
      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-5 rounded-xl border bg-card p-5 shadow-sm"
      >
        <AskFields draft={draft} set={set} toggle={toggle} err={err} suggestion={suggestion.value} />
        <SensitiveDataConsent error={err('consent')} onChange={() => clear('consent')} />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          <Send aria-hidden />
          {busy ? t('ask.busy') : t('ask.submit')}
        </Button>
      </fetcher.Form>
    </div>
  );
}

/**
 * The case triage's suggestion for the description (`useAskSuggestion`), and the specialties and province it picks
 * (docs/product-rules.md, "Case triage"): only those the person has not chosen, never overriding a choice; a later
 * suggestion may replace what an earlier one picked while the person has left it as it was.
 */
function useSuggestedChoices(draft: Draft, setDraft: React.Dispatch<React.SetStateAction<Draft>>) {
  const { lang } = useT();
  const value = useAskSuggestion(draft.content, lang);
  // What the person chose themselves (a filled-in form's values count as chosen), and what suggestions picked.
  const chosen = useRef({ specialties: false, province: false });
  const picked = useRef<{ specialties: string[]; province: string }>({ specialties: [], province: '' });
  useEffect(() => {
    if (!value) return;
    setDraft((d) => {
      const next = { ...d };
      const same = d.specialties.join('|') === picked.current.specialties.join('|');
      if (
        !chosen.current.specialties &&
        value.specialties.length > 0 &&
        (d.specialties.length === 0 || same)
      ) {
        next.specialties = value.specialties;
        picked.current.specialties = value.specialties;
      }
      if (
        !chosen.current.province &&
        value.province &&
        (d.province === '' || d.province === picked.current.province)
      ) {
        next.province = value.province;
        picked.current.province = value.province;
      }
      return next;
    });
  }, [value, setDraft]);
  const chose = (field: 'specialties' | 'province') => {
    chosen.current[field] = true;
  };
  return { value, chose };
}

/**
 * The explicit consent to the handling of what the question tells (PDPA s.26; docs/product-rules.md,
 * "Questions"): its own required checkbox in plain words, apart from the privacy notice, never ticked ahead and
 * never kept in the draft; the server refuses a question without it. The notice opens in a new tab so that the
 * form keeps what was typed.
 */
function SensitiveDataConsent({ error, onChange }: { error?: string; onChange: () => void }) {
  const { t, href } = useT();
  return (
    <fieldset
      className="grid gap-1 rounded-lg border p-3"
      aria-describedby={error ? 'ask-consent-hint ask-consent-error' : 'ask-consent-hint'}
    >
      <legend className="px-1 text-sm font-medium">{t('ask.consent.legend')}</legend>
      <label htmlFor="ask-consent" className="flex min-h-11 cursor-pointer items-start gap-3 py-2 text-sm">
        <input
          id="ask-consent"
          name="consent"
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          onChange={onChange}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? 'ask-consent-error' : undefined}
        />
        <span className="leading-6">{t('ask.consent.label')}</span>
      </label>
      <p id="ask-consent-hint" className="ml-8 text-xs text-muted-foreground">
        {t('ask.consent.hint')}{' '}
        <a
          href={`${href('/privacy')}#question-consent`}
          target="_blank"
          rel="noopener"
          className="text-primary underline underline-offset-4"
        >
          {t('ask.consent.more')}
          <span className="sr-only"> {t('privacy.consent.newTab')}</span>
        </a>
      </p>
      <FieldError id="ask-consent-error">{error}</FieldError>
    </fieldset>
  );
}

/** The case types and province the triage suggests, as chips under the description. */
function SuggestionChips({ suggestion }: { suggestion: AskSuggestion | null }) {
  const { t, lang } = useT();
  return (
    <div aria-live="polite" data-testid="ask-suggestion">
      {suggestion ? (
        <div className="grid gap-1 rounded-lg border border-dashed p-3">
          <p className="text-sm font-medium">{t('ask.suggest.title')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {suggestion.caseTypes.map((c) => (
              <li key={c} className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm">
                {caseTypeLabel(c, lang)}
              </li>
            ))}
            {suggestion.province ? (
              <li className="rounded-full bg-muted px-2.5 py-0.5 text-sm">
                {provinceLabel(suggestion.province, lang)}
              </li>
            ) : null}
          </ul>
          <p className="text-xs text-muted-foreground">{t('ask.suggest.hint')}</p>
        </div>
      ) : null}
    </div>
  );
}

/** The ask form's fields, showing the draft; `err` gives a field's translated error. */
function AskFields({
  draft,
  set,
  toggle,
  err,
  suggestion,
}: {
  suggestion: AskSuggestion | null;
  draft: Draft;
  set: (
    field: Exclude<keyof Draft, 'specialties'>,
  ) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  toggle: (specialty: string) => void;
  err: (field: string) => string | undefined;
}) {
  const { t, lang } = useT();
  const specialtiesError = err('specialties');
  return (
    <>
      <TextInputField
        id="ask-title"
        name="title"
        label={t('ask.fields.title')}
        value={draft.title}
        onChange={set('title')}
        maxLength={QUESTION_TITLE_MAX}
        error={err('title')}
      />
      <TextareaField
        id="ask-content"
        name="content"
        label={t('ask.fields.content')}
        hint={t('ask.fields.contentHint')}
        rows={ASK_TEXTAREA_ROWS}
        value={draft.content}
        onChange={set('content')}
        maxLength={QUESTION_CONTENT_MAX}
        error={err('content')}
      />
      <SuggestionChips suggestion={suggestion} />
      <SelectField
        id="ask-province"
        name="province"
        label={t('ask.fields.province')}
        value={draft.province}
        onChange={set('province')}
        placeholder={t('ask.fields.nationwide')}
        options={PROVINCES.map((p) => ({ value: p.th, label: lang === 'th' ? p.th : p.en }))}
        error={err('province')}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={specialtiesError ? 'ask-specialties-error' : undefined}
        aria-invalid={Boolean(specialtiesError) || undefined}
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
                checked={draft.specialties.includes(s.value)}
                onChange={() => toggle(s.value)}
                className="size-4 accent-primary"
              />
              <span className="text-sm">{s.label[lang]}</span>
            </label>
          ))}
        </div>
        <FieldError id="ask-specialties-error">{specialtiesError}</FieldError>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInputField
          id="ask-phone"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          label={t('ask.fields.phone')}
          hint={t('ask.fields.contactHint')}
          value={draft.contactPhone}
          onChange={set('contactPhone')}
          error={err('contactPhone')}
        />
        <TextInputField
          id="ask-line"
          name="contactLine"
          label={t('ask.fields.line')}
          value={draft.contactLine}
          onChange={set('contactLine')}
          error={err('contactLine')}
        />
      </div>
    </>
  );
}
