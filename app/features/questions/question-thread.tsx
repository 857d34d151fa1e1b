import { useEffect, useRef, useState } from 'react';
import { TextareaField } from '#app/components/form/field.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { formatDateTime } from '#domain/dates.ts';
import { messageSchema } from '#domain/schemas/question.ts';
import { thaiLang } from '#domain/text.ts';
import type { QuestionFetcher, ThreadMessage } from './question-page-state.ts';
import { QuestionPanel } from './question-summary.tsx';

/** The question's thread: its messages, newest last and kept in view, and the form to write one (while open). */
export function QuestionThread({
  messages,
  viewerId,
  closed,
  fetcher,
}: {
  messages: ThreadMessage[];
  viewerId: string;
  closed: boolean;
  fetcher: QuestionFetcher;
}) {
  const { t } = useT();
  const endRef = useRef<HTMLLIElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    // Block body: scrollIntoView returns a promise in newer browsers, and an effect may only return a cleanup.
    void endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  return (
    <QuestionPanel id="thread" title={t('question.thread')}>
      <ol className="mt-3 grid max-h-[60vh] gap-3 overflow-y-auto" aria-live="polite" data-testid="thread">
        {messages.length === 0 ? (
          <li className="text-sm text-muted-foreground">{t('question.noMessages')}</li>
        ) : null}
        {messages.map((m) => (
          <Message key={m.id} message={m} mine={m.sender.userId === viewerId} />
        ))}
        <li ref={endRef} aria-hidden />
      </ol>
      {closed ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('question.closedNote')}</p>
      ) : (
        <MessageForm fetcher={fetcher} />
      )}
    </QuestionPanel>
  );
}

function Message({ message: m, mine }: { message: ThreadMessage; mine: boolean }) {
  const { lang } = useT();
  return (
    <li className={mine ? 'justify-self-end' : 'justify-self-start'} data-testid="message">
      <div
        className={
          mine ? 'rounded-xl bg-primary px-4 py-2 text-primary-foreground' : 'rounded-xl bg-muted px-4 py-2'
        }
      >
        <p className="whitespace-pre-line" lang={thaiLang(m.message, lang)}>
          {m.message}
        </p>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {/* A sender who deleted their account is shown as such; the message itself stays. */}
        {m.sender.userId === null ? (
          DELETED_ACCOUNT_LABEL[lang]
        ) : (
          <span lang={thaiLang(m.sender.fullName, lang)}>{m.sender.fullName}</span>
        )}{' '}
        · {formatDateTime(m.createdAt, lang)}
      </p>
    </li>
  );
}

/**
 * A new message, checked with `messageSchema` before it is sent; Enter sends and Shift+Enter is a new line. Sent
 * before the page is hydrated too: the page's action posts it (no text in the address).
 */
function MessageForm({ fetcher }: { fetcher: QuestionFetcher }) {
  const { t } = useT();
  const [text, setText] = useState('');
  const form = useForm({ schema: messageSchema, answer: fetcher.data, fetcher, intent: 'post' });
  const field = form.field('message');
  return (
    <fetcher.Form
      {...form.props}
      method="post"
      className="mt-4 grid gap-2"
      onSubmit={(e) => {
        form.props.onSubmit(e);
        // The form is read as it is sent; the box empties after.
        if (!e.defaultPrevented) setText('');
      }}
    >
      <input type="hidden" name="intent" value="post" />
      <TextareaField
        id="thread-message"
        {...field}
        label={t('question.messageLabel')}
        hint={t('question.messageHint')}
        rows={3}
        value={text}
        onChange={(e) => {
          field.onChange();
          setText(e.target.value);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <Button type="submit" className="justify-self-end" disabled={form.busy}>
        <Send aria-hidden />
        {t('question.send')}
      </Button>
    </fetcher.Form>
  );
}
