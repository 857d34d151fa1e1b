import { useFetcher, useNavigate, useRouteLoaderData } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import type { RootData } from '#app/root.tsx';
import { askSchema } from '#domain/schemas/question.ts';
import { SensitiveDataConsent } from './ask-consent.tsx';
import { type AskChoiceField, type AskDraft, type AskTextField, useAskDraft } from './ask-draft.ts';
import { AskFee } from './ask-fee.tsx';
import { AskFields } from './ask-fields.tsx';
import { useSuggestedChoices } from './ask-suggestions.ts';

/**
 * The ask form (docs/product-rules.md, "Questions"): checked in the browser with the shared `askSchema`, then
 * posted to the page's action, which checks again; a visitor is sent to sign in first, keeping the draft. The
 * question's fee (`feeBaht`, from the page's loader) is said before the send button.
 */
export function AskForm({ feeBaht }: { feeBaht: number }) {
  const { t, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const navigate = useNavigate();
  const fetcher = useFetcher<Answer>();
  const { draft, setDraft, save, forget } = useAskDraft();
  const suggestion = useSuggestedChoices(draft, setDraft);
  const form = useForm({
    schema: askSchema,
    answer: fetcher.data,
    fetcher,
    onInvalid: (errors) => {
      const first = Object.values(errors)[0];
      if (first) toast({ title: t.dynamic(first), variant: 'error' });
    },
  });

  const goSignIn = (values: AskDraft) => {
    save(values);
    toast({ title: t('ask.errors.signIn'), variant: 'error' });
    navigate(`${href('/auth')}?next=${encodeURIComponent(href('/ask'))}`);
  };

  useAnswer(fetcher.data, true, (result) =>
    !result.ok && (result.code === 'UNAUTHORIZED' || result.code === 'ask.errors.signIn')
      ? { after: () => goSignIn(draft) }
      : !result.ok
        ? { toast: { title: translateCode(t, result.code || 'ask.errors.failed'), variant: 'error' } }
        : undefined,
  );

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    if (!root?.viewer) {
      e.preventDefault();
      return goSignIn(draft);
    }
    form.props.onSubmit(e);
    if (!e.defaultPrevented) forget();
  }

  const onText = (field: AskTextField, value: string) => {
    if (field === 'province') suggestion.chose('province');
    setDraft((d) => ({ ...d, [field]: value }));
  };
  const onToggle = (field: AskChoiceField, value: string) => {
    if (field === 'specialties') suggestion.chose('specialties');
    setDraft((d) => ({
      ...d,
      [field]: d[field].includes(value) ? d[field].filter((s) => s !== value) : [...d[field], value],
    }));
  };

  return (
    <fetcher.Form
      {...form.props}
      onSubmit={onSubmit}
      method="post"
      className="mt-6 grid gap-5 rounded-xl border bg-card p-5 shadow-sm"
    >
      <AskFields
        form={form}
        draft={draft}
        suggestion={suggestion.value}
        onText={onText}
        onToggle={onToggle}
      />
      <SensitiveDataConsent form={form} />
      <AskFee feeBaht={feeBaht} />
      <Button type="submit" size="lg" disabled={form.busy} aria-busy={form.busy}>
        <Send aria-hidden />
        {form.busy ? t('ask.busy') : t('ask.submit')}
      </Button>
    </fetcher.Form>
  );
}
