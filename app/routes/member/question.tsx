import { data, useFetcher } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { fromContext } from '#app/context.server.ts';
import { PublicAnswerSection } from '#app/features/answers/publishing/public-answer-section.tsx';
import {
  loadPublicAnswerSection,
  publicAnswerAction,
} from '#app/features/answers/publishing/publishing.server.ts';
import { QuestionArticle } from '#app/features/questions/question-article.tsx';
import {
  type QuestionAnswer,
  useLiveThread,
  useQuestionAnswer,
} from '#app/features/questions/question-page-state.ts';
import { AdminPanel, Participants } from '#app/features/questions/question-participants.tsx';
import { QuestionPayment } from '#app/features/questions/question-payment.tsx';
import { Progress } from '#app/features/questions/question-progress.tsx';
import { QuestionThread } from '#app/features/questions/question-thread.tsx';
import { loadQuestion, questionAction } from '#app/features/questions/questions.server.ts';
import { QuestionReviewLinks } from '#app/features/reviews/account-reviews.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/question';

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const ctx = fromContext(context);
  const page = await loadQuestion(ctx, params.id, url);
  const loaded = { ...page, publicAnswer: await loadPublicAnswerSection(ctx, params.id) };
  // A refused "earlier messages" cursor: the latest messages with the message, and the status 400.
  return page.badCursor ? data(loaded, { status: 400 }) : loaded;
}

export const headers = actionHeaders;

/** The page's intents, and those of its public answer section (app/features/answers/publishing/). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = fromContext(context);
  const answer = await publicAnswerAction(ctx, await request.clone().formData(), params.id);
  return answer ?? questionAction(ctx, request, params.id);
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: args.loaderData?.question.title ?? t('question.meta.title'),
    noindex: true,
  }));

/** A question's page: the question, its live thread, and beside them its progress, payment and lawyers. */
export default function QuestionPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { question, viewerId } = loaderData;
  const fetcher = useFetcher<QuestionAnswer>();
  const { messages, add } = useLiveThread(question, loaderData.messages);
  useQuestionAnswer(fetcher, add);
  return (
    <div className="page grid gap-6 py-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid content-start gap-6">
        <Link to={href('/inbox')} className="text-sm text-muted-foreground hover:underline">
          ← {t('question.backToInbox')}
        </Link>
        <QuestionArticle question={question} fetcher={fetcher} />
        {question.canUseThread ? (
          <QuestionThread
            messages={messages}
            earlier={loaderData.earlier}
            badCursor={loaderData.badCursor}
            viewerId={viewerId}
            closed={question.status === 'closed'}
            fetcher={fetcher}
          />
        ) : (
          <p className="rounded-xl border border-dashed p-5 text-sm text-muted-foreground">
            {t('question.threadAfterAccept')}
          </p>
        )}
        <PublicAnswerSection section={loaderData.publicAnswer} />
      </div>
      <aside className="grid content-start gap-4">
        <QuestionReviewLinks rights={loaderData.reviewRights} />
        {question.role === 'asker' || question.role === 'admin' ? <Progress question={question} /> : null}
        <QuestionPayment question={question} fetcher={fetcher} />
        <Participants question={question} />
        {question.role === 'admin' ? <AdminPanel questionId={question.id} /> : null}
      </aside>
    </div>
  );
}
