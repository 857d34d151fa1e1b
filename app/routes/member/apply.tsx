import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { fromContext } from '#app/context.server.ts';
import { ApplicationStatusList } from '#app/features/applications/application-status.tsx';
import { loadApply, submitApply } from '#app/features/applications/apply.server.ts';
import { APPLY_FETCHER, ApplyForm } from '#app/features/applications/apply-form.tsx';
import { type Answer, actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/apply';

export const loader = ({ context, url }: Route.LoaderArgs) => loadApply(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context, url }: Route.ActionArgs) =>
  submitApply(fromContext(context), request, url);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('apply.meta.title'),
    description: t('apply.meta.description'),
    noindex: true,
  }));

/**
 * The lawyer application (docs/product-rules.md, "Applications"): the applicant's applications with their status,
 * and the form while no application is pending (one pending application per user; after a rejection the
 * user may apply again).
 */
export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { applications, email, lawyerId } = loaderData;
  const fetcher = useFetcher<Answer>({ key: APPLY_FETCHER });
  const submitted = fetcher.data?.ok === true || actionData?.ok === true;
  const notice = useRef<HTMLDivElement>(null);
  // The form is gone once the application is pending: bring the notice into view for the applicant.
  useEffect(() => {
    if (fetcher.data?.ok) notice.current?.focus();
  }, [fetcher.data]);
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? { toast: { title: t('apply.done.title'), description: t('apply.done.body'), variant: 'success' } }
      : undefined,
  );
  const pending = applications.some((a) => a.status === 'pending');
  const latest = applications[0];

  return (
    <div className="page py-8 sm:py-12 *:max-w-measure">
      <header>
        <h1 className="text-2xl sm:text-3xl">{t('apply.heading')}</h1>
        <p className="mt-2 text-muted-foreground">{t('apply.intro')}</p>
      </header>

      <div className="mt-8 grid gap-6">
        {submitted ? (
          <div
            ref={notice}
            tabIndex={-1}
            role="status"
            className="rounded-xl border border-success/40 bg-success-soft p-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            data-testid="apply-done"
          >
            <p className="font-medium">{t('apply.done.title')}</p>
            <p className="text-sm">{t('apply.done.body')}</p>
          </div>
        ) : null}

        <ApplicationStatusList applications={applications} lawyerId={lawyerId} />

        {pending ? null : (
          <section
            aria-label={latest ? t('apply.again') : t('apply.heading')}
            className="min-w-0 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          >
            {latest ? <h2 className="mb-6 text-xl">{t('apply.again')}</h2> : null}
            <ApplyForm email={email} noScriptAnswer={actionData} />
          </section>
        )}
      </div>
    </div>
  );
}
