import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { QuestionCardHead, QuestionPlace } from '#app/features/questions/question-summary.tsx';
import { useT } from '#app/lib/lang.ts';
import { InboxSection } from './inbox-section.tsx';
import type { MemberSpaceData } from './member-space.server.ts';

/** The member's space (the inbox's part for everyone signed in): the questions they asked. */
export function MemberSpace({ space }: { space: MemberSpaceData }) {
  return <MyQuestions questions={space.questions} />;
}

/** The viewer's own questions, each with where it stands and a link to it. */
function MyQuestions({ questions }: { questions: MemberSpaceData['questions'] }) {
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
