import { fromContext } from '#app/context.server.ts';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { loadTriagePage, triagePageAction } from '#app/features/triage/triage.server.ts';
import { TriageAssistant, TriageHonestNote } from '#app/features/triage/triage-assistant.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { Route } from './+types/ai';

// A page without scripts (app/lib/page-scripts.ts): its form posts to the page's own action, which triages the
// text (app/features/triage/triage-form.tsx).
export const handle = staticPage();

export const loader = loadTriagePage;

export const action = ({ context, request }: Route.ActionArgs) =>
  triagePageAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('triage.meta.title'), description: t('triage.meta.description') }));

export default function TriagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageIntro title={t('triage.page.title')} lead={t('triage.page.lead')}>
        <TriageHonestNote />
      </PageIntro>
      <TriageAssistant data={actionData ?? loaderData} />
    </>
  );
}
