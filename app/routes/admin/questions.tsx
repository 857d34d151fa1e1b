import { fromContext } from '#app/context.server.ts';
import { AdminQuestionList } from '#app/features/questions/admin/admin-question-list.tsx';
import { loadAdminQuestions } from '#app/features/questions/admin/admin-questions.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/questions';

export const loader = ({ url, context }: Route.LoaderArgs) => loadAdminQuestions(fromContext(context), url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminQuestions.title'), noindex: true }));

export default function AdminQuestions({ loaderData }: Route.ComponentProps) {
  return <AdminQuestionList {...loaderData} />;
}
