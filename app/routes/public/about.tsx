import { Link } from '#app/components/link.tsx';
import {
  Eye,
  HeartHandshake,
  MapPin,
  ShieldCheck,
  Sparkles,
  Target,
  UserPlus,
} from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadAbout } from '#app/features/info/about.server.ts';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { HTML_LANG } from '#domain/i18n.ts';
import { PROVINCES, REGIONS } from '#domain/provinces.ts';
import type { Route } from './+types/about';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const loader = ({ context }: Route.LoaderArgs) => loadAbout(fromContext(context));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('info.meta.about.title'),
    description: t('info.meta.about.description'),
  }));

const VALUES = [
  { key: 'integrity', Icon: ShieldCheck },
  { key: 'access', Icon: Sparkles },
  { key: 'care', Icon: HeartHandshake },
] as const;

const CLAIMS = ['cases', 'satisfaction', 'experience'] as const;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { stats } = loaderData;
  const number = (n: number) => n.toLocaleString(HTML_LANG[lang]);
  const regions = REGIONS.map((region) => ({
    ...region,
    provinces: PROVINCES.filter((p) => p.region === region.value).length,
  }));
  return (
    <>
      <PageIntro title={t('info.about.title')} lead={t('info.about.lead')} />

      <div className="page grid gap-4 py-10 md:grid-cols-2">
        <div className="rounded-xl border bg-card p-6">
          <Target className="size-6 text-primary" aria-hidden />
          <h2 className="mt-3 text-2xl">{t('info.about.missionTitle')}</h2>
          <p className="mt-2 text-muted-foreground">{t('info.about.mission')}</p>
        </div>
        <div className="rounded-xl border bg-card p-6">
          <Eye className="size-6 text-primary" aria-hidden />
          <h2 className="mt-3 text-2xl">{t('info.about.visionTitle')}</h2>
          <p className="mt-2 text-muted-foreground">{t('info.about.vision')}</p>
        </div>
      </div>

      <section className="page py-6" aria-labelledby="values-heading">
        <h2 id="values-heading" className="text-2xl">
          {t('info.about.valuesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-xl border bg-card p-5">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg">{t(`info.about.values.${key}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">{t(`info.about.values.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page py-10" aria-labelledby="founder-heading">
        <div className="rounded-xl border bg-card p-6 sm:p-8">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="founder-heading" className="text-2xl">
              {t('info.about.founderTitle')}
            </h2>
            <span className="rounded-lg border border-dashed px-2 py-0.5 text-sm text-muted-foreground">
              {t('info.about.fictional')}
            </span>
          </div>
          <p className="mt-4 font-medium">{t('info.about.founderName')}</p>
          <p className="mt-2 max-w-3xl text-muted-foreground">{t('info.about.founderStory')}</p>
        </div>
      </section>

      <section className="bg-muted/40 py-10" aria-labelledby="coverage-heading">
        <div className="page">
          <h2 id="coverage-heading" className="text-2xl">
            {t('info.about.coverageTitle')}
          </h2>
          <p className="mt-2 text-muted-foreground" data-testid="coverage-summary">
            {t('info.about.coverageBody', {
              covered: number(stats.provinces),
              total: number(PROVINCES.length),
            })}
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {regions.map((region) => (
              <li key={region.value} className="flex items-start gap-2 rounded-xl border bg-card p-4">
                <MapPin className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
                <span>
                  <span className="block font-medium">{region.label[lang]}</span>
                  <span className="text-sm text-muted-foreground">
                    {t('info.about.regionProvinces', { n: region.provinces })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page py-10" aria-labelledby="achievements-heading">
        <h2 id="achievements-heading" className="text-2xl">
          {t('info.about.achievementsTitle')}
        </h2>
        <dl className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-3" data-testid="about-stats">
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t('info.about.stats.lawyers')}</dt>
            <dd className="text-2xl font-semibold text-primary" data-testid="stat-lawyers">
              {number(stats.lawyers)}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t('info.about.stats.provinces')}</dt>
            <dd className="text-2xl font-semibold text-primary" data-testid="stat-provinces">
              {number(stats.provinces)}
            </dd>
          </div>
          <div className="rounded-xl border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{t('info.about.stats.caseTypes')}</dt>
            <dd className="text-2xl font-semibold text-primary">{number(CASE_TYPES.length)}</dd>
          </div>
          {CLAIMS.map((claim) => (
            <div key={claim} className="rounded-xl border bg-card p-4">
              <dt className="text-sm text-muted-foreground">{t(`info.about.claims.${claim}.label`)}</dt>
              <dd className="text-2xl font-semibold text-primary">{t(`info.about.claims.${claim}.value`)}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-8">
          <Link
            to={href('/apply')}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            <UserPlus className="size-4" aria-hidden />
            {t('info.about.join')}
          </Link>
        </p>
      </section>
    </>
  );
}
