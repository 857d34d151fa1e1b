import { useEffect, useState } from 'react';
import { useFetcher, useNavigate, useRouteLoaderData } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { FieldError, Label, TextField } from '#app/components/ui/input.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { viewerContext } from '#app/context.ts';
import { submitQuestion } from '#app/features/questions/questions.server.ts';
import { loadTexts } from '#app/i18n/texts.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { RootData } from '#app/root.tsx';
import { isLang } from '#domain/i18n.ts';
import { ASK_TEXTAREA_ROWS } from '#domain/limits.ts';
import { PROVINCES } from '#domain/provinces.ts';
import { QUESTION_CONTENT_MAX, QUESTION_TITLE_MAX } from '#domain/schemas/question.ts';
import { SPECIALTIES } from '#domain/specialties.ts';
import type { Route } from './+types/ask';

// This page's feature texts, in the browser before it renders (app/i18n/texts.ts).
export const handle = { texts: ['ask', 'inbox', 'question'] };
await loadTexts(handle.texts);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  submitQuestion(request, context.get(viewerContext), isLang(params.lang) ? params.lang : 'th');

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('ask.meta.title'), description: t('ask.meta.description') }));

const DRAFT_KEY = 'tanai.askDraft';

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

export default function AskPage() {
  const { t, lang, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const navigate = useNavigate();
  const fetcher = useFetcher<typeof action>();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // A visitor who was sent to sign in comes back to what they had typed.
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(DRAFT_KEY);
      if (saved) setDraft({ ...EMPTY, ...(JSON.parse(saved) as Partial<Draft>) });
    } catch {
      // No storage: start empty.
    }
  }, []);

  const goSignIn = (values: Draft) => {
    try {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      // The draft is lost without storage; signing in still works.
    }
    toast({ title: t('ask.errors.signIn'), variant: 'error' });
    navigate(`${href('/auth')}?next=${encodeURIComponent(href('/ask'))}`);
  };

  useAnswer(fetcher.data, true, (result) =>
    result.code === 'UNAUTHORIZED' || result.code === 'ask.errors.signIn'
      ? { after: () => goSignIn(draft) }
      : {
          toast: { title: translateCode(t, result.code || 'ask.errors.failed'), variant: 'error' },
          after: () => setErrors(result.fields),
        },
  );

  function validate(values: Draft): Record<string, string> {
    const found: Record<string, string> = {};
    if (!values.title.trim() || !values.content.trim()) {
      if (!values.title.trim()) found.title = 'ask.errors.required';
      if (!values.content.trim()) found.content = 'ask.errors.required';
    }
    if (values.specialties.length === 0) found.specialties = 'ask.errors.specialties';
    return found;
  }

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!root?.viewer) return goSignIn(draft);
    const found = validate(draft);
    setErrors(found);
    const first = Object.values(found)[0];
    if (first) {
      toast({ title: t(first), variant: 'error' });
      return;
    }
    try {
      sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      // Nothing stored.
    }
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const set =
    (field: keyof Draft) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDraft((d) => ({ ...d, [field]: e.target.value }));
  const toggle = (value: string) =>
    setDraft((d) => ({
      ...d,
      specialties: d.specialties.includes(value)
        ? d.specialties.filter((s) => s !== value)
        : [...d.specialties, value],
    }));
  const busy = fetcher.state !== 'idle';
  const err = (field: string) => (errors[field] ? t(errors[field]) : undefined);

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
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="mt-6 grid gap-5 rounded-xl border bg-card p-5 shadow-sm"
      >
        <TextField
          id="ask-title"
          name="title"
          label={t('ask.fields.title')}
          value={draft.title}
          onChange={set('title')}
          maxLength={QUESTION_TITLE_MAX}
          error={err('title')}
        />
        <div className="grid gap-2">
          <Label htmlFor="ask-content">{t('ask.fields.content')}</Label>
          <textarea
            id="ask-content"
            name="content"
            rows={ASK_TEXTAREA_ROWS}
            value={draft.content}
            onChange={set('content')}
            maxLength={QUESTION_CONTENT_MAX}
            aria-invalid={Boolean(errors.content)}
            aria-describedby={errors.content ? 'ask-content-hint ask-content-error' : 'ask-content-hint'}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
          />
          <p id="ask-content-hint" className="text-xs text-muted-foreground">
            {t('ask.fields.contentHint')}
          </p>
          <FieldError id="ask-content-error">{err('content')}</FieldError>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="ask-province">{t('ask.fields.province')}</Label>
          <select
            id="ask-province"
            name="province"
            value={draft.province}
            onChange={set('province')}
            className="min-h-11 w-full rounded-lg border border-input bg-background px-3 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <option value="">{t('ask.fields.nationwide')}</option>
            {PROVINCES.map((p) => (
              <option key={p.th} value={p.th}>
                {lang === 'th' ? p.th : p.en}
              </option>
            ))}
          </select>
        </div>
        <fieldset
          className="grid gap-2"
          aria-describedby={errors.specialties ? 'ask-specialties-error' : undefined}
          aria-invalid={Boolean(errors.specialties) || undefined}
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
          <FieldError id="ask-specialties-error">{err('specialties')}</FieldError>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
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
          <TextField
            id="ask-line"
            name="contactLine"
            label={t('ask.fields.line')}
            value={draft.contactLine}
            onChange={set('contactLine')}
            error={err('contactLine')}
          />
        </div>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy}>
          <Send aria-hidden />
          {busy ? t('ask.busy') : t('ask.submit')}
        </Button>
      </fetcher.Form>
    </div>
  );
}
