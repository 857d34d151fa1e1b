import { Link, useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { AreaList, StatusBadge } from '#app/components/ui/status-badge.tsx';
import { InvitationAnswer } from '#app/features/questions/invitation-answer.tsx';
import { AskerContact } from '#app/features/questions/question-notices.tsx';
import { QuestionCardHead } from '#app/features/questions/question-summary.tsx';
import type { Answer } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { InboxSection } from './inbox-section.tsx';
import type { LawyerDeskData } from './lawyer-desk.server.ts';

/** The lawyer's desk (the inbox of an account linked to a listing): the cases they are invited to. */
export function LawyerDesk({ desk }: { desk: LawyerDeskData }) {
  return <InvitedCases invitations={desk.invitations} />;
}

/** The questions the viewer (a lawyer) is invited to. */
function InvitedCases({ invitations }: { invitations: LawyerDeskData['invitations'] }) {
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
function InvitedCase({ invitation: r }: { invitation: LawyerDeskData['invitations'][number] }) {
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
