import { Link } from '#app/components/link.tsx';
import { useT } from '#app/lib/lang.ts';
import { PUBLIC_ANSWER_STATUS_LABELS } from '#domain/public-answers.ts';
import type { PublicAnswerView } from './publishing.server.ts';

/**
 * Where a public answer stands, for its asker and its lawyer (PUBLIC_ANSWER_STATUS_LABELS): its status, the
 * administrator's reason when it was sent back, and the link to its public page while it is published.
 */
export function PublicAnswerStatus({ answer }: { answer: PublicAnswerView }) {
  const { t, lang, href } = useT();
  return (
    <div className="grid gap-1 text-sm" data-testid="public-answer-status" data-status={answer.status}>
      <p className="font-medium">
        {t('publicAnswers.status', { status: PUBLIC_ANSWER_STATUS_LABELS[answer.status][lang] })}
      </p>
      {answer.status === 'rejected' && answer.rejectedReason ? (
        <p className="text-muted-foreground">
          {t('publicAnswers.sentBackReason', { reason: answer.rejectedReason })}
        </p>
      ) : null}
      {answer.status === 'published' && answer.slug ? (
        <Link
          to={href(`/answers/${answer.slug}`)}
          className="text-primary underline-offset-4 hover:underline"
          data-testid="public-answer-link"
        >
          {t('publicAnswers.publicLink')}
        </Link>
      ) : null}
    </div>
  );
}
