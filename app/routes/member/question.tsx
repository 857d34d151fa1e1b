import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigation, useRevalidator, useRouteLoaderData } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Lock, LockOpen, MapPin, Phone, Send, Shield } from '#app/components/ui/icons.tsx';
import { FieldError, Label } from '#app/components/ui/input.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { fromContext } from '#app/context.server.ts';
import { AskerContact, DuplicateSlipFlag, ErasedNotice } from '#app/features/questions/bits.tsx';
import { loadQuestion, questionAction } from '#app/features/questions/questions.server.ts';
import { mergeThread } from '#app/features/questions/thread.ts';
import { QuestionReviewLinks } from '#app/features/reviews/account-reviews.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { cn } from '#app/lib/utils.ts';
import type { RootData } from '#app/root.tsx';
import { telHref } from '#domain/contact.ts';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { formatDateTime } from '#domain/dates.ts';
import { formatBaht } from '#domain/fees.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/question';

export const loader = ({ params, context, url }: Route.LoaderArgs) =>
  loadQuestion(fromContext(context), params.id, url);

export const headers = actionHeaders;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  questionAction(fromContext(context), request, params.id);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: args.loaderData?.question.title ?? t('question.meta.title'),
    noindex: true,
  }));

type Message = Route.ComponentProps['loaderData']['messages'][number];

/** The toast of each action of the page that succeeded (a posted message shows in the thread instead). */
const DONE_TOASTS: Record<string, string> = {
  accept: 'inbox.accepted',
  close: 'question.closedToast',
  reopen: 'question.reopenedToast',
  slip: 'question.payment.slipSentToast',
  'confirm-payment': 'question.payment.confirmed',
  erase: 'question.erase.done',
};

export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { question, viewerId } = loaderData;
  const [messages, setMessages] = useState<Message[]>(loaderData.messages);
  const fetcher = useFetcher<typeof action>();
  const revalidator = useRevalidator();
  // A ref, so the stream is not reopened when the revalidator object changes between renders.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // A stream that (re)connects while the person is leaving the page must not disturb that navigation.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle';

  // The loader's thread is the truth after every navigation or revalidation; live events add to it, and a live
  // message newer than the loader's answer is kept (mergeThread). Another question's thread replaces the list.
  const shownThread = useRef(question.id);
  useEffect(() => {
    const sameThread = shownThread.current === question.id;
    shownThread.current = question.id;
    setMessages((shown) => (sameThread ? mergeThread(loaderData.messages, shown) : loaderData.messages));
  }, [loaderData.messages, question.id]);
  const add = useCallback(
    (m: Message) => setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m])),
    [],
  );

  // Live updates: every open page of the thread receives each new message (server-sent events).
  useEffect(() => {
    if (!question.canUseThread) return;
    const source = new EventSource(`/api/events/questions/${question.id}`);
    source.addEventListener('message', (e) => add(JSON.parse((e as MessageEvent<string>).data) as Message));
    // The question's status or invitations changed (invited, accepted, declined, expired, waiting for an admin):
    // read it again, so the badge, the progress panel and the thread follow without a reload.
    source.addEventListener('status', () => {
      if (!leaving.current) void revalidate.current();
    });
    // On every (re)connection, catch up on what was written while the stream was not yet (or no longer) open.
    source.addEventListener('ready', () => {
      if (!leaving.current) void revalidate.current();
    });
    return () => source.close();
  }, [question.id, question.canUseThread, add]);

  useAnswer(fetcher.data, true, (result) => {
    if (!result.ok) return { toast: { title: translateCode(t, result.code), variant: 'error' } };
    if (result.intent === 'post' && 'message' in result && result.message) {
      const message = result.message;
      return { after: () => add(message) };
    }
    const done = DONE_TOASTS[result.intent];
    return done ? { toast: { title: t.dynamic(done), variant: 'success' } } : undefined;
  });

  const busy = fetcher.state !== 'idle';
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <Link to={href('/inbox')} className="text-sm text-muted-foreground hover:underline">
          ← {t('question.backToInbox')}
        </Link>
        <QuestionArticle question={question} fetcher={fetcher} busy={busy} />

        {question.canUseThread ? (
          <Thread
            messages={messages}
            viewerId={viewerId}
            closed={question.status === 'closed'}
            fetcher={fetcher}
          />
        ) : (
          <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
            {t('question.threadAfterAccept')}
          </p>
        )}
      </div>

      <aside className="grid content-start gap-4">
        <QuestionReviewLinks rights={loaderData.reviewRights} />
        {question.role === 'asker' || question.role === 'admin' ? <Progress question={question} /> : null}
        {question.payment ? <Payment question={question} fetcher={fetcher} busy={busy} /> : null}
        <Participants question={question} />
        {question.role === 'admin' ? <AdminPanel questionId={question.id} /> : null}
      </aside>
    </div>
  );
}

type QuestionData = Route.ComponentProps['loaderData']['question'];
type QuestionFetcher = ReturnType<typeof useFetcher<typeof action>>;

/** The question itself: title, status, who asked and when, the text, where, the areas, the asker's contact (for
 * those who may see it), and the invited lawyer's and the asker's own actions. */
function QuestionArticle({
  question,
  fetcher,
  busy,
}: {
  question: QuestionData;
  fetcher: QuestionFetcher;
  busy: boolean;
}) {
  const { t, lang } = useT();
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl" lang={thaiLang(question.title, lang)}>
          {question.title ?? t('question.erased.heading')}
        </h1>
        <StatusBadge kind="question" status={question.status} lang={lang} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <span
          data-testid="asker-name"
          lang={question.askerDeleted ? undefined : thaiLang(question.askerName, lang)}
        >
          {question.askerDeleted ? DELETED_ACCOUNT_LABEL[lang] : question.askerName}
        </span>{' '}
        · {formatDateTime(question.createdAt, lang)}
      </p>
      {question.textErasedAt ? (
        <ErasedNotice
          erasedAt={question.textErasedAt}
          t={t}
          lang={lang}
          messages
          className="mt-4 rounded-lg border border-dashed p-3 text-sm italic"
        />
      ) : (
        <p className="mt-4 whitespace-pre-line" lang={thaiLang(question.content, lang)}>
          {question.content}
        </p>
      )}
      <p className="mt-4 flex items-center gap-1 text-sm">
        <MapPin className="size-4 text-primary" aria-hidden />
        {question.province ? provinceLabel(question.province, lang) : t('inbox.nationwide')}
      </p>
      <div className="mt-2">
        <AreaList areas={question.areas} lang={lang} />
      </div>
      {question.contact ? <AskerContact contact={question.contact} t={t} testId="question-contact" /> : null}
      {question.myInvitation?.status === 'invited' ? (
        <fetcher.Form
          method="post"
          className="mt-4 flex flex-wrap gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3"
        >
          <p className="w-full text-sm">{t('question.invitedNote')}</p>
          <input type="hidden" name="recipientId" value={question.myInvitation.id} />
          <Button type="submit" name="intent" value="accept" size="sm" disabled={busy}>
            {t('inbox.accept')}
          </Button>
          <Button type="submit" name="intent" value="decline" size="sm" variant="outline" disabled={busy}>
            {t('inbox.decline')}
          </Button>
        </fetcher.Form>
      ) : null}
      {question.canClose || question.canReopen ? (
        <fetcher.Form method="post" className="mt-4">
          <Button
            type="submit"
            name="intent"
            value={question.canClose ? 'close' : 'reopen'}
            variant="outline"
            size="sm"
            disabled={busy}
          >
            {question.canClose ? <Lock aria-hidden /> : <LockOpen aria-hidden />}
            {question.canClose ? t('question.close') : t('question.reopen')}
          </Button>
        </fetcher.Form>
      ) : null}
      {question.canErase ? <EraseText fetcher={fetcher} busy={busy} /> : null}
    </article>
  );
}

/**
 * The asker erases the question's text (docs/product-rules.md, "Questions"): opening the panel is the first step,
 * what goes and that it cannot be undone is said there, and its button posts the form (also without JavaScript).
 */
function EraseText({ fetcher, busy }: { fetcher: QuestionFetcher; busy: boolean }) {
  const { t } = useT();
  return (
    <details className="mt-4 rounded-lg border border-destructive/40 p-3" data-testid="erase-text">
      <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium">
        {t('question.erase.heading')}
      </summary>
      <fetcher.Form method="post" className="mt-2 grid gap-3">
        <p className="text-sm">{t('question.erase.explain')}</p>
        <Button
          type="submit"
          name="intent"
          value="erase"
          variant="destructive"
          size="sm"
          disabled={busy}
          className="justify-self-start"
        >
          {t('question.erase.confirm')}
        </Button>
      </fetcher.Form>
    </details>
  );
}

/** The lawyers invited to the question, with their answer. */
function Participants({ question }: { question: QuestionData }) {
  const { t, lang, href } = useT();
  return (
    <section className="rounded-xl border bg-card p-5" aria-labelledby="participants-heading">
      <h2 id="participants-heading" className="text-lg">
        {t('question.participants')}
      </h2>
      {question.participants.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('question.noParticipants')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="participants">
          {question.participants.map((p) => (
            <li key={p.lawyerId} className="flex items-center justify-between gap-2 text-sm">
              <Link
                to={href(`/lawyers/${p.lawyerId}`)}
                className="hover:underline"
                lang={thaiLang(p.name, lang)}
              >
                {p.name}
              </Link>
              <span className="flex items-center gap-1">
                {p.admin ? (
                  <span className="rounded bg-muted px-1.5 text-xs">{t('question.adminAdded')}</span>
                ) : null}
                <StatusBadge kind="recipient" status={p.status} lang={lang} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** What an admin may do from the question: match lawyers to it. */
function AdminPanel({ questionId }: { questionId: string }) {
  const { t, href } = useT();
  return (
    <section className="rounded-xl border border-primary/30 bg-primary/5 p-5" data-testid="admin-panel">
      <h2 className="flex items-center gap-2 text-lg">
        <Shield className="size-5 text-primary" aria-hidden />
        {t('question.adminPanel')}
      </h2>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link to={href(`/admin/question-matching/${questionId}`)}>{t('question.matchLawyers')}</Link>
      </Button>
    </section>
  );
}

/**
 * Where the question stands, for the asker and admins: what happens next, and each invitation with the lawyer,
 * when they were invited, the answer-by time and the state. Dates in Bangkok time (Buddhist era in Thai).
 */
function Progress({ question }: { question: QuestionData }) {
  const { t, lang, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const when = (iso: string) => formatDateTime(iso, lang);
  const waiting = question.invitations.filter((i) => i.status === 'invited');
  const answerBy = waiting
    .map((i) => i.expiresAt)
    .sort()
    .at(-1);
  const hotline = root?.contact.lawyerHotline;
  let next: string;
  if (question.status === 'closed') next = t('question.progress.nextClosed');
  else if (question.status === 'assigned') next = t('question.progress.nextAccepted');
  else if (question.needsLawyer) next = t('question.progress.adminFinding');
  else if (answerBy) next = t('question.progress.nextWaiting', { date: when(answerBy) });
  else next = t('question.progress.nextMatching');
  return (
    <section
      className="rounded-xl border bg-card p-5"
      aria-labelledby="progress-heading"
      data-testid="progress"
    >
      <h2 id="progress-heading" className="text-lg">
        {t('question.progress.heading')}
      </h2>
      <p className="mt-2 text-sm" data-testid="progress-next" aria-live="polite">
        {next}
      </p>
      {question.needsLawyer && question.status === 'open' && hotline ? (
        <div
          className="mt-3 grid gap-2 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm"
          data-testid="talk-today"
        >
          <p>{t('question.progress.talkToday', { phone: hotline })}</p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href={telHref(hotline)}>
                <Phone aria-hidden />
                {t('question.progress.callHotline', { phone: hotline })}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={href('/appointment')}>{t('question.progress.book')}</Link>
            </Button>
          </div>
        </div>
      ) : null}
      {question.invitations.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-medium">{t('question.progress.invitations')}</h3>
          <ul className="mt-2 grid gap-3" data-testid="invitations">
            {question.invitations.map((i) => (
              <li key={i.lawyerId} className="grid gap-0.5 text-sm" data-testid="invitation">
                <span className="flex items-center justify-between gap-2">
                  <Link
                    to={href(`/lawyers/${i.lawyerId}`)}
                    className="hover:underline"
                    lang={thaiLang(i.name, lang)}
                  >
                    {i.name}
                  </Link>
                  <StatusBadge kind="recipient" status={i.status} lang={lang} />
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('question.progress.invitedAt', { date: when(i.invitedAt) })}
                  {' · '}
                  {i.respondedAt
                    ? t('question.progress.respondedAt', { date: when(i.respondedAt) })
                    : t('question.progress.answerBy', { date: when(i.expiresAt) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The refusals of a slip shown under its field (the others are toasts). */
const SLIP_ERRORS = [
  'question.payment.errors.slipRequired',
  'question.payment.errors.slipUsed',
  'question.payment.errors.alreadyPaid',
];

/**
 * The question's fee and its payment: the asker gets the PromptPay QR for the fee with the question's reference
 * (made by the server) and sends the transfer slip; an admin sees the slip and confirms; an accepted lawyer sees
 * whether it is paid. Answering never waits for it.
 */
function Payment({
  question,
  fetcher,
  busy,
}: {
  question: QuestionData;
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
  busy: boolean;
}) {
  const { t, lang } = useT();
  const payment = question.payment;
  if (!payment) return null;
  const amount = formatBaht(payment.feeBaht);
  const result = fetcher.data;
  const error = result && !result.ok && SLIP_ERRORS.includes(result.code) ? result.code : null;
  return (
    <section
      className="rounded-xl border bg-card p-5"
      aria-labelledby="payment-heading"
      data-testid="payment"
    >
      <h2 id="payment-heading" className="flex items-center justify-between gap-2 text-lg">
        {t('question.payment.heading')}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            payment.status === 'paid' ? 'bg-success-soft text-foreground' : 'bg-muted text-muted-foreground',
          )}
          data-testid="payment-status"
          data-payment={payment.status}
        >
          {t(`question.payment.status.${payment.status}`)}
        </span>
      </h2>
      <p className="mt-2 text-sm">{t('question.payment.fee', { amount })}</p>
      {payment.paidAt ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('question.payment.paidOn', {
            date: formatDateTime(payment.paidAt, lang),
          })}
        </p>
      ) : null}
      {payment.reference ? (
        <p className="mt-1 text-sm" data-testid="payment-reference">
          {t('question.payment.reference', { reference: payment.reference })}
        </p>
      ) : null}
      {payment.qrSvg && question.role === 'asker' ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">{t('question.payment.scan', { amount })}</p>
          <div
            role="img"
            aria-label={t('question.payment.qrLabel', { amount, reference: payment.reference ?? '' })}
            className="mx-auto mt-3 w-full max-w-52 rounded-lg bg-white [&_svg]:block [&_svg]:h-auto [&_svg]:w-full"
            data-testid="payment-qr"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server made from configuration (qrcode)
            dangerouslySetInnerHTML={{ __html: payment.qrSvg }}
          />
          <p className="mt-2 text-xs text-muted-foreground">{t('question.payment.noWait')}</p>
        </>
      ) : null}
      {payment.slipUrl ? (
        <a
          className="mt-2 inline-block text-sm underline"
          href={payment.slipUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('question.payment.viewSlip')}
        </a>
      ) : null}
      {question.role === 'asker' && payment.status === 'slip_sent' ? (
        <p className="mt-2 text-sm">{t('question.payment.slipSent')}</p>
      ) : null}
      {question.role === 'asker' && payment.status !== 'paid' ? (
        <fetcher.Form method="post" className="mt-3 grid gap-2" data-testid="slip-form">
          <ImageUpload
            id="payment-slip"
            kind="payment-slip"
            name="slipKey"
            label={t('question.payment.slip')}
            disabled={busy}
            error={error ? t.dynamic(error) : undefined}
          />
          <Button
            type="submit"
            name="intent"
            value="slip"
            size="sm"
            disabled={busy}
            className="justify-self-start"
          >
            {t('question.payment.sendSlip')}
          </Button>
        </fetcher.Form>
      ) : null}
      {question.role === 'admin' && payment.duplicateSlip ? (
        <DuplicateSlipFlag flag={payment.duplicateSlip} />
      ) : null}
      {question.role === 'admin' && payment.status !== 'paid' ? (
        <fetcher.Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="confirm-payment" size="sm" disabled={busy}>
            {t('question.payment.confirm')}
          </Button>
        </fetcher.Form>
      ) : null}
    </section>
  );
}

function Thread({
  messages,
  viewerId,
  closed,
  fetcher,
}: {
  messages: Message[];
  viewerId: string;
  closed: boolean;
  fetcher: ReturnType<typeof useFetcher<typeof action>>;
}) {
  const { t, lang } = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const count = messages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the number of messages changes
  useEffect(() => {
    // Block body: scrollIntoView returns a promise in newer browsers, and an effect may only return a cleanup.
    void endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [count]);

  function send() {
    if (text.trim() === '') {
      setError(t('question.errors.emptyMessage'));
      return;
    }
    setError(null);
    fetcher.submit({ intent: 'post', message: text }, { method: 'post' });
    setText('');
  }

  return (
    <section className="rounded-xl border bg-card p-5" aria-labelledby="thread-heading">
      <h2 id="thread-heading" className="text-lg">
        {t('question.thread')}
      </h2>
      <ol className="mt-3 grid max-h-[60vh] gap-3 overflow-y-auto" aria-live="polite" data-testid="thread">
        {messages.length === 0 ? (
          <li className="text-sm text-muted-foreground">{t('question.noMessages')}</li>
        ) : null}
        {messages.map((m) => {
          const mine = m.sender.userId === viewerId;
          return (
            <li key={m.id} className={mine ? 'justify-self-end' : 'justify-self-start'} data-testid="message">
              <div
                className={
                  mine
                    ? 'rounded-xl bg-primary px-4 py-2 text-primary-foreground'
                    : 'rounded-xl bg-muted px-4 py-2'
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
        })}
        <li ref={endRef} aria-hidden />
      </ol>
      {closed ? (
        <p className="mt-4 text-sm text-muted-foreground">{t('question.closedNote')}</p>
      ) : (
        <form
          method="post"
          className="mt-4 grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            send();
          }}
        >
          {/* Sent before the page is hydrated too: the page's action posts it (no text in the address). */}
          <input type="hidden" name="intent" value="post" />
          <Label htmlFor="thread-message">{t('question.messageLabel')}</Label>
          <textarea
            id="thread-message"
            name="message"
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter sends; Shift+Enter is a new line.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'thread-message-hint thread-message-error' : 'thread-message-hint'}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 text-base focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <p id="thread-message-hint" className="text-xs text-muted-foreground">
            {t('question.messageHint')}
          </p>
          <FieldError id="thread-message-error">{error ?? undefined}</FieldError>
          <Button type="submit" className="justify-self-end" disabled={fetcher.state !== 'idle'}>
            <Send aria-hidden />
            {t('question.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
