import { useRouteLoaderData } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { AskForm } from '#app/features/questions/ask-form.tsx';
import { loadAsk, submitQuestion } from '#app/features/questions/questions.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { RootData } from '#app/root.tsx';
import type { Route } from './+types/ask';

export const loader = ({ context }: Route.LoaderArgs) => loadAsk(fromContext(context));

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  submitQuestion(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('ask.meta.title'), description: t('ask.meta.description') }));

/** Asking a question (docs/product-rules.md, "Questions"): a visitor is told they will sign in before it is sent. */
export default function AskPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const root = useRouteLoaderData<RootData>('root');
  return (
    <div className="page py-8 *:max-w-measure">
      <h1 className="text-2xl sm:text-3xl">{t('ask.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('ask.subtitle')}</p>
      {root?.viewer ? null : (
        <p className="mt-4 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm" role="note">
          {t('ask.signInNote')}
        </p>
      )}
      <AskForm feeBaht={loaderData.feeBaht} />
    </div>
  );
}
