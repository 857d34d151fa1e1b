import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Clock, Lock } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { InvitationAnswer } from '#app/features/questions/invitation-answer.tsx';
import { ErasedNotice } from '#app/features/questions/question-notices.tsx';
import { QuestionPlace } from '#app/features/questions/question-summary.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDateTime } from '#domain/dates.ts';
import { thaiLang } from '#domain/text.ts';
import { DESK_PAGE_PARAMS } from './inbox-params.ts';
import { InboxSection } from './inbox-section.tsx';
import type { DeskInvitationView, LawyerDeskData } from './lawyer-desk.server.ts';

/**
 * The invitations waiting for the lawyer's answer, the one expiring first on top, a page at a time
 * (`?invitations=`, the other lists keeping their page). One fetcher answers them all:
 * an accepted invitation leaves this list for the active cases, and its toast must not leave with it.
 */
export function DeskInvitations({ invitations }: { invitations: LawyerDeskData['invitations'] }) {
  const { t } = useT();
  const fetcher = useFetcher<Answer<{ intent: string }>>();
  useAnswer(fetcher.data, true, (result) => ({
    toast: result.ok
      ? { title: result.intent === 'accept' ? t('inbox.accepted') : t('inbox.declined'), variant: 'success' }
      : { title: translateCode(t, result.code), variant: 'error' },
  }));
  return (
    <InboxSection
      id="invited"
      title={t('inbox.desk.invitations.title')}
      empty={invitations.rows.length === 0 ? t('inbox.desk.invitations.empty') : null}
      footer={
        <KeysetPager
          page={invitations.page}
          next={invitations.next}
          badCursor={invitations.badCursor}
          param={DESK_PAGE_PARAMS.invitations}
          label={t('inbox.desk.invitations.title')}
        />
      }
    >
      <ul className="mt-3 grid gap-3" data-testid="invited-cases">
        {invitations.rows.map((r) => (
          <InvitationCard key={r.recipientId} invitation={r} fetcher={fetcher} />
        ))}
      </ul>
    </InboxSection>
  );
}

/** One invitation: the question's first words, when it was asked, the time left to accept, the answer. */
function InvitationCard({
  invitation: r,
  fetcher,
}: {
  invitation: DeskInvitationView;
  fetcher: ReturnType<typeof useFetcher>;
}) {
  const { t, lang, href } = useT();
  return (
    <li className="rounded-xl border bg-card p-4" data-testid="invited-case" data-state="invitation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold" lang={thaiLang(r.title, lang)}>
          {r.title ?? t('question.erased.heading')}
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge kind="recipient" status="invited" lang={lang} />
          <TimeLeft hoursLeft={r.hoursLeft} urgent={r.urgent} />
        </div>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('inbox.desk.invitations.askedAt', { date: formatDateTime(r.askedAt, lang) })}
      </p>
      {r.textErasedAt ? (
        <ErasedNotice erasedAt={r.textErasedAt} t={t} lang={lang} className="mt-2 text-sm italic" />
      ) : (
        <p
          className="mt-2 break-words text-sm"
          lang={thaiLang(r.excerpt, lang)}
          data-testid="invitation-excerpt"
        >
          {r.excerpt}
        </p>
      )}
      <QuestionPlace province={r.province} areas={r.areas} className="mt-2" />
      <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        {t('inbox.desk.invitations.contactLater')}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <InvitationAnswer recipientId={r.recipientId} fetcher={fetcher} />
        <Button asChild variant="outline" size="sm">
          <Link to={href(`/question/${r.questionId}`)}>{t('inbox.details')}</Link>
        </Button>
      </div>
    </li>
  );
}

/** The time left to accept, as the server counted it; urgent under a few hours. */
function TimeLeft({ hoursLeft, urgent }: { hoursLeft: number; urgent: boolean }) {
  const { t } = useT();
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        urgent
          ? 'bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
      )}
      data-testid="time-left"
      data-urgent={urgent || undefined}
    >
      <Clock className="size-3.5" aria-hidden />
      {hoursLeft < 1
        ? t('inbox.desk.invitations.underAnHour')
        : t('inbox.desk.invitations.hoursLeft', { count: hoursLeft })}
    </p>
  );
}
