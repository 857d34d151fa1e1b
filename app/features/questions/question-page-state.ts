import { useCallback, useEffect, useRef, useState } from 'react';
import { type FetcherWithComponents, useNavigation, useRevalidator } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import type { loadQuestion } from './questions.server.ts';
import { mergeThread } from './thread.ts';

/** What the question page's loader gives. */
export type QuestionPageData = Awaited<ReturnType<typeof loadQuestion>>;
export type QuestionData = QuestionPageData['question'];
export type ThreadMessage = QuestionPageData['messages'][number];

/** What the question page's action answers (questionAction in questions.server.ts); a posted message names it. */
export type QuestionAnswer = Answer<{ intent: string; message?: ThreadMessage }>;
/** The page's one fetcher, shared by its forms. */
export type QuestionFetcher = FetcherWithComponents<QuestionAnswer>;

/**
 * The thread as the page shows it: the loader's thread (its latest messages, or from "earlier messages" on, always
 * up to the latest) is the truth after every navigation or revalidation; live events add to it, and a live message newer than the loader's answer is kept (mergeThread). Another question's
 * thread replaces the list. Every open page of the thread receives each new message (server-sent events).
 */
export function useLiveThread(question: Pick<QuestionData, 'id' | 'canUseThread'>, loaded: ThreadMessage[]) {
  const [messages, setMessages] = useState<ThreadMessage[]>(loaded);
  const revalidator = useRevalidator();
  // A ref, so the stream is not reopened when the revalidator object changes between renders.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // A stream that (re)connects while the person is leaving the page must not disturb that navigation.
  const navigation = useNavigation();
  const leaving = useRef(false);
  leaving.current = navigation.state !== 'idle';

  const shownThread = useRef(question.id);
  useEffect(() => {
    const sameThread = shownThread.current === question.id;
    shownThread.current = question.id;
    setMessages((shown) => (sameThread ? mergeThread(loaded, shown) : loaded));
  }, [loaded, question.id]);
  const add = useCallback(
    (m: ThreadMessage) => setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m])),
    [],
  );

  useEffect(() => {
    if (!question.canUseThread) return;
    const source = new EventSource(`/api/events/questions/${question.id}`);
    source.addEventListener('message', (e) =>
      add(JSON.parse((e as MessageEvent<string>).data) as ThreadMessage),
    );
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
  return { messages, add };
}

/** The toast of each action of the page that succeeded (a posted message shows in the thread instead). */
const DONE_TOASTS: Record<string, string> = {
  accept: 'inbox.accepted',
  close: 'question.closedToast',
  reopen: 'question.reopenedToast',
  slip: 'question.payment.slipSentToast',
  'confirm-payment': 'question.payment.confirmed',
  erase: 'question.erase.done',
};

/** What the page shows of its action's answer: a refusal's toast, the posted message, or the done toast. */
export function useQuestionAnswer(fetcher: QuestionFetcher, add: (m: ThreadMessage) => void) {
  const { t } = useT();
  useAnswer(fetcher.data, true, (result) => {
    if (!result.ok) return { toast: { title: translateCode(t, result.code), variant: 'error' } };
    const message = result.intent === 'post' ? result.message : undefined;
    if (message) return { after: () => add(message) };
    const done = DONE_TOASTS[result.intent];
    return done ? { toast: { title: t.dynamic(done), variant: 'success' } } : undefined;
  });
}
