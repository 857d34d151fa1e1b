import { Link } from '#app/components/link.tsx';
import { useT } from '#app/lib/lang.ts';
import type { AdminPublicAnswerView } from './answers-admin.server.ts';
import { DECISION_CHOICES, DecisionForm } from './public-answer-decision-form.tsx';

/**
 * One public answer for an administrator (docs/product-rules.md, "Public answers"): its lawyer and case type, the
 * redacted title, question and answer in fields to correct (awaiting review), and its decisions; a published one
 * links to its page.
 */
export function PublicAnswerReviewCard({
  answer: a,
  list,
}: {
  answer: AdminPublicAnswerView;
  list: 'awaiting' | 'published' | 'rejected';
}) {
  const { t, href } = useT();
  return (
    <article
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      aria-labelledby={`answer-${a.id}`}
      data-testid="review-public-answer"
      data-list={list}
    >
      <header className="grid gap-1">
        <h3 id={`answer-${a.id}`} className="text-base font-semibold" lang={a.lang}>
          {a.title}
        </h3>
        <p className="text-sm text-muted-foreground">
          {t('publicAnswers.admin.lawyer', { name: a.lawyerName })} ·{' '}
          {t('publicAnswers.admin.caseType', { caseType: a.caseType })}
        </p>
      </header>
      {list === 'published' && a.slug ? (
        <Link
          to={href(`/answers/${a.slug}`)}
          className="text-sm text-primary underline wrap-anywhere"
          data-testid="published-link"
        >
          {href(`/answers/${a.slug}`)}
        </Link>
      ) : null}
      {list === 'rejected' && a.rejectedReason ? (
        <p className="text-sm">{t('publicAnswers.sentBackReason', { reason: a.rejectedReason })}</p>
      ) : null}
      {list === 'awaiting' ? null : (
        <div className="grid gap-2 text-sm" lang={a.lang}>
          <p className="whitespace-pre-wrap break-words">{a.questionText}</p>
          <p className="whitespace-pre-wrap break-words border-s-2 ps-3">{a.answerText}</p>
        </div>
      )}
      {DECISION_CHOICES[list].length > 0 ? <DecisionForm answer={a} list={list} /> : null}
    </article>
  );
}
