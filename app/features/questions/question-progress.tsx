import { useRouteLoaderData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Phone } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import type { RootData } from '#app/root.tsx';
import { telHref } from '#domain/contact.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { QuestionData } from './question-page-state.ts';
import { LawyerLink, QuestionPanel } from './question-summary.tsx';

/**
 * Where the question stands, for the asker and admins: what happens next, and each invitation with the lawyer,
 * when they were invited, the answer-by time and the state. A closed question waits for nobody: no answer-by
 * times. Dates in Bangkok time (Buddhist era in Thai).
 */
export function Progress({ question }: { question: QuestionData }) {
  const { t, lang } = useT();
  const when = (iso: string) => formatDateTime(iso, lang);
  const closed = question.status === 'closed';
  const answerBy = question.invitations
    .filter((i) => i.status === 'invited')
    .map((i) => i.expiresAt)
    .sort()
    .at(-1);
  let next: string;
  if (question.status === 'closed') next = t('question.progress.nextClosed');
  else if (question.status === 'assigned') next = t('question.progress.nextAccepted');
  // Waiting for an administrator: nobody with an account takes this kind of case, or those invited did not take it.
  else if (question.needsLawyer)
    next =
      question.invitations.length > 0
        ? t('question.progress.adminFindingAfterInvitations')
        : t('question.progress.adminFinding');
  else if (answerBy) next = t('question.progress.nextWaiting', { date: when(answerBy) });
  else next = t('question.progress.nextMatching');
  return (
    <QuestionPanel id="progress" title={t('question.progress.heading')} testId="progress">
      <p className="mt-2 text-sm" data-testid="progress-next" aria-live="polite">
        {next}
      </p>
      {question.needsLawyer && question.status === 'open' ? <TalkToday /> : null}
      {question.invitations.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-medium">{t('question.progress.invitations')}</h3>
          <ul className="mt-2 grid gap-3" data-testid="invitations">
            {question.invitations.map((i) => (
              <li key={i.lawyerId} className="grid gap-0.5 text-sm" data-testid="invitation">
                <span className="flex items-center justify-between gap-2">
                  <LawyerLink lawyerId={i.lawyerId} name={i.name} />
                  <StatusBadge kind="recipient" status={i.status} lang={lang} />
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('question.progress.invitedAt', { date: when(i.invitedAt) })}
                  {i.respondedAt
                    ? ` · ${t('question.progress.respondedAt', { date: when(i.respondedAt) })}`
                    : closed
                      ? null
                      : ` · ${t('question.progress.answerBy', { date: when(i.expiresAt) })}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </QuestionPanel>
  );
}

/** While administrators look for a lawyer: the hotline to talk today, or booking an appointment. */
function TalkToday() {
  const { t, href } = useT();
  const hotline = useRouteLoaderData<RootData>('root')?.contact.lawyerHotline;
  if (!hotline) return null;
  return (
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
  );
}
