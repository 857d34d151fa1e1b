import { fromContext } from '#app/context.server.ts';
import { loadMatching, matchingAction } from '#app/features/questions/admin/admin-questions.server.ts';
import { MatchingNotFound, QuestionMatchingView } from '#app/features/questions/admin/matching-view.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/question-matching';

export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadMatching(fromContext(context), params.id);

export const headers = actionHeaders;

export const action = ({ request, params, context }: Route.ActionArgs) =>
  matchingAction(fromContext(context), request, params.id);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminMatching.title'), noindex: true }));

export default function QuestionMatching({ loaderData }: Route.ComponentProps) {
  return loaderData.found ? <QuestionMatchingView {...loaderData} /> : <MatchingNotFound />;
}
