import { fromContext } from '#app/context.server.ts';
import { AnswerArticle } from '#app/features/answers/public/answer-article.tsx';
import { loadAnswer } from '#app/features/answers/public/answers.server.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { RootData } from '#app/root.tsx';
import { answerJsonLd } from '#domain/answer-jsonld.ts';
import { META_DESCRIPTION_CHARS } from '#domain/limits.ts';
import { oneLine, truncateText } from '#domain/text.ts';
import type { Route } from './+types/answer';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadAnswer(fromContext(context), params.slug);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t, lang) => {
    const answer = args.loaderData?.answer;
    if (!answer) return { title: t('answers.meta.notFound'), noindex: true };
    const base = (args.matches[0]?.loaderData as RootData | undefined)?.publicUrl ?? '';
    return {
      title: answer.title,
      description: truncateText(oneLine(answer.questionText), META_DESCRIPTION_CHARS),
      extra: [{ 'script:ld+json': answerJsonLd(answer, lang, base) }],
    };
  });

export default function AnswerPage({ loaderData }: Route.ComponentProps) {
  return <AnswerArticle answer={loaderData.answer} similar={loaderData.similar} />;
}
