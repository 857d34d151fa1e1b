import { AdminLoadFailed } from '#app/components/admin/load-failed.tsx';
import { fromContext } from '#app/context.server.ts';
import { adminAnswersAction, loadAdminAnswers } from '#app/features/answers/admin/answers-admin.server.ts';
import { usePublicAnswerDecision } from '#app/features/answers/admin/public-answer-decision-form.tsx';
import { PublicAnswerReviewCard } from '#app/features/answers/admin/public-answer-review-card.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/answers';

export const loader = ({ context }: Route.LoaderArgs) => loadAdminAnswers(fromContext(context));

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminAnswersAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('publicAnswers.admin.metaTitle'), noindex: true }));

/** Admin: public answers awaiting review, published and sent back (docs/product-rules.md, "Public answers"). */
export default function AdminAnswersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  usePublicAnswerDecision();
  const lists = [
    { key: 'awaiting', answers: loaderData.awaiting },
    { key: 'published', answers: loaderData.published },
    { key: 'rejected', answers: loaderData.rejected },
  ] as const;
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('publicAnswers.admin.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t('publicAnswers.admin.intro')}</p>
      </div>
      {lists.map(({ key, answers }) => (
        <section
          key={key}
          aria-labelledby={`answers-${key}`}
          className="grid gap-3"
          data-testid={`answers-${key}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`answers-${key}`} className="text-xl">
              {t(`publicAnswers.admin.lists.${key}`)}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t('publicAnswers.admin.count', { count: answers.length })}
            </p>
          </div>
          {answers.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
              {t('publicAnswers.admin.empty')}
            </p>
          ) : (
            answers.map((a) => <PublicAnswerReviewCard key={a.id} answer={a} list={key} />)
          )}
        </section>
      ))}
    </div>
  );
}

/** A failed load: the message and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminLoadFailed error={error} title="publicAnswers.admin.loadFailed" retry="publicAnswers.admin.retry" />
  );
}
