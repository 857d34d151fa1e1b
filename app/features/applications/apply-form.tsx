import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { ApplicationSections } from './application-sections.tsx';

/** The key of the apply form's fetcher: the page reads its answer too (the form is gone by then). */
export const APPLY_FETCHER = 'apply-form';

/**
 * The lawyer application form of `/apply` (docs/product-rules.md, "Applications"), with what the listing needs to
 * be found (title, specialties, languages, fee or fee range with its unit, education). Checked in the browser with
 * the action's schema (`useForm`), then posted to the route's action, which checks again and stores it. On success
 * the page's data is reloaded: the pending application appears and the page (which shares the fetcher,
 * APPLY_FETCHER) shows the review notice. Refusals are shown here.
 */
export function ApplyForm({ email, noScriptAnswer }: { email: string; noScriptAnswer?: Answer }) {
  const { t } = useT();
  const fetcher = useFetcher<Answer>({ key: APPLY_FETCHER });
  const form = useForm({
    schema: applicationSchema,
    answer: fetcher.data ?? noScriptAnswer,
    fetcher,
    onInvalid: () => toast({ title: t('apply.toast.invalid'), variant: 'error' }),
  });
  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) =>
    answer.ok
      ? undefined
      : {
          toast: {
            title: hasFields(answer) ? t('apply.toast.invalid') : translateCode(t, answer.code),
            variant: 'error',
          },
        },
  );
  // A refusal about the whole form: a toast when sent by script, this notice after a plain post.
  const notice = fetcher.data ? undefined : form.message;

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      aria-label={t('apply.heading')}
      className="grid gap-8"
      data-testid="apply-form"
    >
      {notice ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive-soft p-4">
          {notice}
        </p>
      ) : null}
      <ApplicationSections form={form} busy={form.busy} email={email} />
      <Button type="submit" size="lg" variant="accent" disabled={form.busy} aria-busy={form.busy}>
        <Send aria-hidden />
        {form.busy ? t('apply.submitting') : t('apply.submit')}
      </Button>
    </fetcher.Form>
  );
}
