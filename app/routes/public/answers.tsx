import { fromContext } from '#app/context.server.ts';
import { AnswerItem, AnswersEmpty, AnswersPager } from '#app/features/answers/public/answer-list.tsx';
import { AnswerSearchForm } from '#app/features/answers/public/answer-search-form.tsx';
import { loadAnswers } from '#app/features/answers/public/answers.server.ts';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { answerFiltersQuery, hasAnswerFilters } from '#domain/answer-search.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/answers';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadAnswers(fromContext(context), new URL(request.url));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('answers.meta.listTitle'),
    description: t('answers.meta.listDescription'),
    noindex: args.loaderData ? hasAnswerFilters(args.loaderData.filters) || args.loaderData.page > 1 : true,
  }));

export default function AnswersPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useT();
  const { filters, items, total, page, pageCount, lawyer } = loaderData;
  const name = lawyer ? lawyerName(lawyer, lang) : null;
  return (
    <>
      <PageIntro title={t('answers.list.title')} lead={t('answers.list.lead')}>
        {name ? (
          <p className="mt-3 font-medium" data-testid="answers-lawyer">
            {t('answers.list.byLawyer')} <span lang={thaiLang(name, lang)}>{name}</span>
          </p>
        ) : null}
      </PageIntro>
      <div className="page py-8">
        <AnswerSearchForm filters={filters} />
        <section aria-labelledby="answers-heading" className="mt-8">
          <h2 id="answers-heading" className="text-lg">
            {t('answers.list.count', { count: total })}
          </h2>
          {items.length === 0 ? (
            <AnswersEmpty filtered={hasAnswerFilters(filters)} />
          ) : (
            <ul className="mt-4 grid gap-3">
              {items.map((answer) => (
                <li key={answer.id}>
                  <AnswerItem answer={answer} />
                </li>
              ))}
            </ul>
          )}
          <AnswersPager
            page={page}
            pageCount={pageCount}
            pageHref={(n) => `?${answerFiltersQuery(filters, n).replace(/^\?/, '')}`}
          />
        </section>
      </div>
    </>
  );
}
