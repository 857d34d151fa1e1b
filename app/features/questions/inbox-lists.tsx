import { useEffect } from 'react';
import { Link, useFetcher, useSearchParams } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { InvitationAnswer } from './invitation-answer.tsx';
import { AskerContact } from './question-notices.tsx';
import { EmptyNote, QuestionCardHead, QuestionPlace } from './question-summary.tsx';
import type { loadInbox } from './questions.server.ts';

type Inbox = Awaited<ReturnType<typeof loadInbox>>;

/** The inbox's message on arriving from a question the viewer may not open, or from asking one. */
export function useInboxNotice() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    if (params.get('denied') || params.get('asked')) {
      if (params.get('denied')) toast({ title: t('inbox.denied'), variant: 'error' });
      else toast({ title: t('ask.success'), variant: 'success' });
      const next = new URLSearchParams(params);
      next.delete('denied');
      next.delete('asked');
      setParams(next, { replace: true });
    }
  }, [params, setParams, t]);
}

/** A titled list of the inbox, or what it says when the list is empty. */
function InboxSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The text shown instead of the list when it has nothing. */
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl">
        {title}
      </h2>
      {empty ? <EmptyNote>{empty}</EmptyNote> : children}
    </section>
  );
}

/** The viewer's own questions, each with where it stands and a link to it. */
export function MyQuestions({ questions }: { questions: Inbox['mine'] }) {
  const { t, lang, href } = useT();
  return (
    <InboxSection
      id="mine"
      title={t('inbox.mine.title')}
      empty={questions.length === 0 ? t('inbox.mine.empty') : null}
    >
      <ul className="mt-3 grid gap-3" data-testid="my-questions">
        {questions.map((q) => (
          <li key={q.id} className="rounded-xl border bg-card p-4">
            <QuestionCardHead
              question={q}
              badge={<StatusBadge kind="question" status={q.status} lang={lang} />}
            />
            <QuestionPlace province={q.province} areas={q.areas} className="mt-2" />
            <Button asChild variant="outline" size="sm" className="mt-3">
              <Link to={href(`/question/${q.id}`)}>{t('inbox.open')}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </InboxSection>
  );
}

/** The questions the viewer (a lawyer) is invited to. */
export function InvitedCases({ invitations }: { invitations: Inbox['invited'] }) {
  const { t } = useT();
  return (
    <InboxSection
      id="invited"
      title={t('inbox.invited.title')}
      empty={invitations.length === 0 ? t('inbox.invited.empty') : null}
    >
      <ul className="mt-3 grid gap-3" data-testid="invited-cases">
        {invitations.map((r) => (
          <InvitedCase key={r.id} invitation={r} />
        ))}
      </ul>
    </InboxSection>
  );
}

/** One invitation: the question, the asker's contact once accepted, the answer while invited. */
function InvitedCase({ invitation: r }: { invitation: Inbox['invited'][number] }) {
  const { t, lang, href } = useT();
  const fetcher = useFetcher<Answer<{ intent: string }>>();
  useAnswer(fetcher.data, true, (result) => ({
    toast: result.ok
      ? { title: result.intent === 'accept' ? t('inbox.accepted') : t('inbox.declined'), variant: 'success' }
      : { title: translateCode(t, result.code), variant: 'error' },
  }));
  return (
    <li className="rounded-xl border bg-card p-4" data-testid="invited-case">
      <QuestionCardHead question={r} badge={<StatusBadge kind="recipient" status={r.status} lang={lang} />} />
      <div className="mt-2">
        <AreaList areas={r.areas} lang={lang} />
      </div>
      {r.status === 'accepted' && r.contact ? (
        <AskerContact contact={r.contact} t={t} testId="asker-contact" />
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {r.status === 'invited' ? <InvitationAnswer recipientId={r.id} fetcher={fetcher} /> : null}
        {r.status === 'invited' || r.status === 'accepted' ? (
          <Button asChild variant="outline" size="sm">
            <Link to={href(`/question/${r.questionId}`)}>{t('inbox.details')}</Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}
