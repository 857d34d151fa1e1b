import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { TextareaField } from '#app/components/form/field.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronDown, Send } from '#app/components/ui/icons.tsx';
import { pageHref } from '#app/components/ui/keyset-pager.tsx';
import { useT } from '#app/lib/lang.ts';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { formatDateTime } from '#domain/dates.ts';
import { messageSchema } from '#domain/schemas/question.ts';
import { thaiLang } from '#domain/text.ts';
import type { QuestionFetcher, ThreadMessage } from './question-page-state.ts';
import { QuestionPanel } from './question-summary.tsx';
import { THREAD_BEFORE_PARAM } from './thread.ts';

/**
 * The question's thread: its latest messages, newest last and kept in view, a link to the earlier ones when there
 * are more (`earlier`), and the form to write one (while open).
 */
export function QuestionThread({
  messages,
  earlier,
  badCursor,
  viewerId,
  closed,
  fetcher,
}: {
  messages: ThreadMessage[];
  /** The cursor of the earlier messages, null when the thread's first message is shown. */
  earlier: string | null;
  /** The address named earlier messages that are not of this thread: the latest are shown, and this says so. */
  badCursor: boolean;
  viewerId: string;
  closed: boolean;
  fetcher: QuestionFetcher;
}) {
  const { t } = useT();
  const endRef = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a newer message arrives, not for earlier ones
  useEffect(() => {
    // Block body: scrollIntoView returns a promise in newer browsers, and an effect may only return a cleanup.
    void endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  return (
    <QuestionPanel id="thread" title={t('question.thread')}>
      <ol
        className="mt-3 grid max-h-[60vh] gap-3 overflow-y-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
        aria-live="polite"
        aria-label={t('question.thread')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a long thread scrolls in its box, which the keyboard must reach (axe: scrollable-region-focusable)
        tabIndex={0}
        data-testid="thread"
      >
        {badCursor ? (
          <li role="status" className="text-sm text-destructive">
            {t('pager.badCursor')}
          </li>
        ) : null}
        {earlier ? <EarlierMessages cursor={earlier} /> : null}
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

/**
 * "Earlier messages": a plain link to the same page with `?before=<cursor>` (without JavaScript the page reloads
 * with them); with JavaScript the loader answers in place, the page keeping its scroll and its live thread.
 */
function EarlierMessages({ cursor }: { cursor: string }) {
  const { t } = useT();
  const { pathname, search } = useLocation();
  return (
    <li className="justify-self-center">
      <Link
        to={pageHref(pathname, search, cursor, THREAD_BEFORE_PARAM)}
        preventScrollReset
        className="inline-flex min-h-11 items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        data-testid="earlier-messages"
      >
        <ChevronDown className="size-4 rotate-180" aria-hidden />
        {t('question.earlierMessages')}
      </Link>
    </li>
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
