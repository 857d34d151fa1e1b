import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronDown, MessageCircle } from '#app/components/ui/icons.tsx';
import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { AskerContact } from '#app/features/questions/question-notices.tsx';
import { QuestionPlace } from '#app/features/questions/question-summary.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatDateTime } from '#domain/dates.ts';
import { thaiLang } from '#domain/text.ts';
import { DESK_PAGE_PARAMS } from './inbox-params.ts';
import { InboxSection } from './inbox-section.tsx';
import type { DeskCaseView, LawyerDeskData } from './lawyer-desk.server.ts';

/**
 * The cases the lawyer accepted and that are not closed, the latest accepted first a page at a time (`?cases=`);
 * on each page the unread first, then the latest activity.
 */
export function ActiveCases({ cases }: { cases: LawyerDeskData['active'] }) {
  const { t } = useT();
  return (
    <InboxSection
      id="active"
      title={t('inbox.desk.active.title')}
      empty={cases.rows.length === 0 ? t('inbox.desk.active.empty') : null}
      footer={
        <KeysetPager
          page={cases.page}
          next={cases.next}
          badCursor={cases.badCursor}
          param={DESK_PAGE_PARAMS.active}
          label={t('inbox.desk.active.title')}
        />
      }
    >
      <ul className="mt-3 grid gap-3" data-testid="active-cases">
        {cases.rows.map((c) => (
          <ActiveCaseCard key={c.questionId} item={c} />
        ))}
      </ul>
    </InboxSection>
  );
}

/** One active case: its title, the unread mark, the last message (who, when, its first words), the contact. */
function ActiveCaseCard({ item: c }: { item: DeskCaseView }) {
  const { t, lang, href } = useT();
  const unread = c.unread > 0;
  return (
    <li
      className={`rounded-xl border bg-card p-4 ${unread ? 'border-primary/60 ring-1 ring-primary/30' : ''}`}
      data-testid="invited-case"
      data-state="active"
      data-unread={c.unread}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-semibold" lang={thaiLang(c.title, lang)}>
          {c.title ?? t('question.erased.heading')}
        </h3>
        {unread ? (
          <span
            className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-primary-foreground"
            data-testid="unread"
          >
            <MessageCircle className="size-3.5" aria-hidden />
            {t('inbox.desk.active.unread', { count: c.unread })}
          </span>
        ) : (
          <StatusBadge kind="recipient" status="accepted" lang={lang} />
        )}
      </div>
      {c.acceptedAt ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {t('inbox.desk.active.acceptedAt', { date: formatDateTime(c.acceptedAt, lang) })}
        </p>
      ) : null}
      {c.lastMessage ? (
        <div
          className="mt-2 rounded-lg border-s-4 border-primary/40 bg-muted/50 p-3 text-sm"
          data-testid="last-message"
        >
          <p className="text-xs text-muted-foreground">
            <span className="font-medium text-foreground">
              {t(`inbox.desk.active.from.${c.lastMessage.from}`)}
            </span>
            {' · '}
            {formatDateTime(c.lastMessage.at, lang)}
          </p>
          <p
            className={`mt-1 line-clamp-2 break-words ${unread ? 'font-medium' : ''}`}
            lang={thaiLang(c.lastMessage.excerpt, lang)}
          >
            {c.lastMessage.excerpt}
          </p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t('inbox.desk.active.noMessages')}</p>
      )}
      <QuestionPlace province={c.province} areas={c.areas} className="mt-2" />
      {c.contact ? <AskerContact contact={c.contact} t={t} testId="asker-contact" /> : null}
      <Button asChild variant={unread ? 'default' : 'outline'} size="sm" className="mt-3">
        <Link to={href(`/question/${c.questionId}`)}>{t('inbox.details')}</Link>
      </Button>
    </li>
  );
}

/**
 * The closed cases, folded away (open while one of their pages after the first is shown): a title and a link each,
 * the latest accepted first, a page at a time (`?closed=`).
 */
export function ClosedCases({ cases }: { cases: LawyerDeskData['closed'] }) {
  const { t, lang, href } = useT();
  if (cases.rows.length === 0 && cases.page === 1 && !cases.badCursor) return null;
  return (
    <details
      className="group rounded-xl border bg-card"
      data-testid="closed-cases"
      open={cases.page > 1 || cases.badCursor || undefined}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 p-4 font-medium">
        {t('inbox.desk.closed.title')}
        <ChevronDown className="size-4 transition-transform group-open:rotate-180" aria-hidden />
      </summary>
      <ul className="grid gap-1 border-t p-2">
        {cases.rows.map((c) => (
          <li key={c.questionId}>
            <Link
              to={href(`/question/${c.questionId}`)}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg p-2 text-sm hover:bg-muted"
            >
              <span className="min-w-0 break-words" lang={thaiLang(c.title, lang)}>
                {c.title ?? t('question.erased.heading')}
              </span>
              <StatusBadge kind="question" status="closed" lang={lang} />
            </Link>
          </li>
        ))}
      </ul>
      <div className="px-4 pb-4">
        <KeysetPager
          page={cases.page}
          next={cases.next}
          badCursor={cases.badCursor}
          param={DESK_PAGE_PARAMS.closed}
          label={t('inbox.desk.closed.title')}
        />
      </div>
    </details>
  );
}
