import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { ArrowRight, MessageCircle, MessageSquareText, QrCode } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { QuestionCardHead } from '#app/features/questions/question-summary.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatBaht } from '#domain/fees.ts';
import { MEMBER_PAGE_PARAMS } from './inbox-params.ts';
import { MemberSection } from './member-section.tsx';
import type { MemberSpaceData } from './member-space.server.ts';

type MyQuestion = MemberSpaceData['questions']['rows'][number];

/**
 * The viewer's own questions, newest first a page at a time (`?questions=` keeps its page while another list is
 * paged); on each page those with something to do first, each with its next step and unread messages.
 */
export function MyQuestions({ questions }: { questions: MemberSpaceData['questions'] }) {
  const { t, href } = useT();
  const empty = {
    text: t('inbox.mine.empty'),
    to: href('/ask'),
    label: t('inbox.mine.ask'),
    variant: 'accent' as const,
  };
  return (
    <MemberSection
      id="mine-heading"
      icon={MessageSquareText}
      title={t('inbox.mine.title')}
      empty={questions.rows.length === 0 ? empty : null}
      testId="my-questions"
      footer={
        <KeysetPager
          page={questions.page}
          next={questions.next}
          badCursor={questions.badCursor}
          param={MEMBER_PAGE_PARAMS.questions}
          label={t('inbox.mine.title')}
        />
      }
    >
      {questions.rows.map((q) => (
        <MyQuestionCard key={q.id} question={q} />
      ))}
    </MemberSection>
  );
}

/** One question: its state, how many messages are unread, the next step in words, a fee due, a link to it. */
function MyQuestionCard({ question: q }: { question: MyQuestion }) {
  const { t, lang, href } = useT();
  return (
    <li
      className={cn('rounded-xl border bg-background p-3 sm:p-4', q.todo && 'border-s-4 border-s-primary')}
      data-testid="my-question"
      data-todo={q.todo}
    >
      <QuestionCardHead question={q} badge={<StatusBadge kind="question" status={q.status} lang={lang} />} />
      {q.unread > 0 ? (
        <p className="mt-2">
          <span
            className="inline-flex items-center gap-1.5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground"
            data-testid="unread"
          >
            <MessageCircle className="size-3.5" aria-hidden />
            {t('inbox.unread', { count: q.unread })}
          </span>
        </p>
      ) : null}
      <NextStep question={q} />
      {q.paymentStatus === 'slip_sent' ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('question.payment.slipSent')}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Link to={href(`/question/${q.id}`)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('inbox.open')}
        </Link>
        {q.paymentDue ? (
          // The question's own payment section: the list of fees due is paged apart and may not show it.
          <Link
            to={href(`/question/${q.id}#payment-heading`)}
            className="flex min-h-9 items-center gap-1.5 text-sm underline"
          >
            <QrCode className="size-4 shrink-0 text-primary" aria-hidden />
            {t('inbox.payDue', { amount: formatBaht(q.feeBaht) })}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** The question's next step in words: what the asker does now, or what they wait for. */
function NextStep({ question: q }: { question: MyQuestion }) {
  const { t } = useT();
  const lawyers = q.lawyers.join(', ') || t('inbox.next.aLawyer');
  const text = {
    waiting: t('inbox.next.waiting'),
    finding: t('inbox.next.finding'),
    read: t('inbox.next.read'),
    talk: t('inbox.next.talk', { lawyers }),
    review: t('inbox.next.review'),
    closed: t('inbox.next.closed'),
  }[q.next];
  const acts = q.next === 'read' || q.next === 'review';
  return (
    <p
      className={cn(
        'mt-3 flex items-start gap-1.5 text-sm',
        acts ? 'font-medium text-primary' : 'text-foreground',
      )}
      data-testid="next-step"
      data-step={q.next}
    >
      <ArrowRight className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="text-muted-foreground">
          {t('punctuation.label', { label: t('inbox.next.label') })}
        </span>
        {text}
      </span>
    </p>
  );
}
