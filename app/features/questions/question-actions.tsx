import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Lock, LockOpen } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import type { QuestionFetcher } from './question-page-state.ts';

/**
 * One of the question page's one-button forms (close, reopen, erase, confirm the payment): its `intent` posted to
 * the page's action through the page's fetcher.
 */
export function IntentForm({
  fetcher,
  intent,
  variant,
  className,
  buttonClassName,
  lead,
  children,
}: {
  fetcher: QuestionFetcher;
  intent: string;
  variant?: React.ComponentProps<typeof Button>['variant'];
  className?: string;
  buttonClassName?: string;
  /** What the form says before its button. */
  lead?: React.ReactNode;
  children: React.ReactNode;
}) {
  const form = useForm({ answer: fetcher.data, fetcher, intent });
  return (
    <fetcher.Form {...form.props} method="post" className={className}>
      {lead}
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={variant}
        className={buttonClassName}
        disabled={form.busy}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}

/** Close the question, or open it again (its asker, or an administrator). */
export function CloseQuestion({ fetcher, canClose }: { fetcher: QuestionFetcher; canClose: boolean }) {
  const { t } = useT();
  return (
    <IntentForm fetcher={fetcher} intent={canClose ? 'close' : 'reopen'} variant="outline" className="mt-4">
      {canClose ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
      {canClose ? t('question.close') : t('question.reopen')}
    </IntentForm>
  );
}

/**
 * The asker erases the question's text (docs/product-rules.md, "Questions"): opening the panel is the first step,
 * what goes and that it cannot be undone is said there, and its button posts the form (also without JavaScript).
 */
export function EraseText({ fetcher }: { fetcher: QuestionFetcher }) {
  const { t } = useT();
  return (
    <details className="mt-4 rounded-lg border border-destructive/40 p-3" data-testid="erase-text">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
        {t('question.erase.heading')}
      </summary>
      <IntentForm
        fetcher={fetcher}
        intent="erase"
        variant="destructive"
        className="mt-2 grid gap-3"
        buttonClassName="justify-self-start"
        lead={<p className="text-sm">{t('question.erase.explain')}</p>}
      >
        {t('question.erase.confirm')}
      </IntentForm>
    </details>
  );
}
