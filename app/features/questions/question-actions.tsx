import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
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

/**
 * Close the question (its asker, or an administrator) after a confirmation, or open it again (an administrator).
 * The close button opens the confirmation, whose button sends the form; without JavaScript the close button is a
 * plain form post.
 */
export function CloseQuestion({ fetcher, canClose }: { fetcher: QuestionFetcher; canClose: boolean }) {
  const { t } = useT();
  const form = useForm({ answer: fetcher.data, fetcher, intent: 'close' });
  if (!canClose)
    return (
      <IntentForm fetcher={fetcher} intent="reopen" variant="outline" className="mt-4">
        <LockOpen aria-hidden />
        {t('question.reopen')}
      </IntentForm>
    );
  return (
    <fetcher.Form
      {...form.props}
      method="post"
      className="mt-4"
      onSubmit={(e) => {
        if ((e.nativeEvent as SubmitEvent).submitter?.hasAttribute('data-confirm-first')) e.preventDefault();
        else form.props.onSubmit(e);
      }}
    >
      <input type="hidden" name="intent" value="close" />
      <ConfirmDialog
        trigger={
          <Button type="submit" size="sm" variant="outline" data-confirm-first="" disabled={form.busy}>
            <Lock aria-hidden />
            {t('question.close')}
          </Button>
        }
        title={t('question.closeDialog.title')}
        description={t('question.closeDialog.description')}
        confirmLabel={t('question.closeDialog.confirm')}
        cancelLabel={t('question.closeDialog.cancel')}
        onConfirm={() => form.props.ref.current?.requestSubmit()}
      />
    </fetcher.Form>
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
