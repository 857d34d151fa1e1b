import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Shield } from '#app/components/ui/icons.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import type { QuestionData } from './question-page-state.ts';
import { LawyerLink, QuestionPanel } from './question-summary.tsx';

/**
 * The lawyers taking part in the question, with their answer; an administrator also sees which ones an administrator
 * invited (the server tells only them).
 */
export function Participants({ question }: { question: QuestionData }) {
  const { t, lang } = useT();
  return (
    <QuestionPanel id="participants" title={t('question.participants')}>
      {question.participants.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('question.noParticipants')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="participants">
          {question.participants.map((p) => (
            <li key={p.lawyerId} className="flex items-center justify-between gap-2 text-sm">
              <LawyerLink lawyerId={p.lawyerId} name={p.name} />
              <span className="flex items-center gap-1">
                {p.admin && question.role === 'admin' ? (
                  <span className="rounded bg-muted px-1.5 text-xs">{t('question.adminAdded')}</span>
                ) : null}
                <StatusBadge kind="recipient" status={p.status} lang={lang} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </QuestionPanel>
  );
}

/** What an admin may do from the question: match lawyers to it. */
export function AdminPanel({ questionId }: { questionId: string }) {
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
