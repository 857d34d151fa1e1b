import { Link } from '#app/components/link.tsx';
import { BadgeCheck, CalendarCheck, ScanSearch, ShieldCheck, UserCheck } from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { Route } from './+types/how-we-verify';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('info.meta.verify.title'),
    description: t('info.meta.verify.description'),
  }));

/** The steps of a verification, in order (what `verified_at` on a listing records the end of). */
const STEPS = [
  { key: 'licence', Icon: ScanSearch },
  { key: 'register', Icon: UserCheck },
  { key: 'listed', Icon: BadgeCheck },
  { key: 'again', Icon: CalendarCheck },
] as const;

/** How a listing is verified: what the verified badge on a profile links to. */
export default function HowWeVerifyPage() {
  const { t, href } = useT();
  return (
    <>
      <PageIntro title={t('info.verify.title')} lead={t('info.verify.lead')} />
      <section className="page py-8" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="text-2xl">
          {t('info.verify.stepsTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2">
          {STEPS.map(({ key, Icon }, i) => (
            <li key={key} className="rounded-xl border bg-card p-5" data-testid="verify-step">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg">
                {i + 1}. {t(`info.verify.steps.${key}.title`)}
              </h3>
              <p className="mt-1 text-muted-foreground">{t(`info.verify.steps.${key}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className="page pb-10" aria-labelledby="limits-heading">
        <div className="rounded-xl border bg-card p-6">
          <ShieldCheck className="size-6 text-primary" aria-hidden />
          <h2 id="limits-heading" className="mt-3 text-2xl">
            {t('info.verify.limitsTitle')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('info.verify.limits')}</p>
          <p className="mt-4">
            <Link
              to={href('/search')}
              className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('info.verify.search')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
