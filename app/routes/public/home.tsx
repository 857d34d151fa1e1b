import { useRouteLoaderData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Faq } from '#app/components/ui/faq.tsx';
import {
  Clock,
  HandCoins,
  MapPinned,
  MessageSquareText,
  Phone,
  ShieldCheck,
} from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { FeaturedLawyerSection } from '#app/features/home/featured-card.tsx';
import { loadHome } from '#app/features/home/home.server.ts';
import { SearchForm } from '#app/features/search/search-form.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import type { RootData } from '#app/root.tsx';
import { telHref } from '#domain/contact.ts';
import { HOME_FAQ } from '#domain/content/home-faq.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { faqJsonLd } from '#domain/jsonld.ts';
import { EMPTY_SEARCH_FORM } from '#domain/search.ts';
import type { Route } from './+types/home';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

// The FAQ goes to the page in its language only (its texts are not part of the page's code).
export const loader = async ({ context }: Route.LoaderArgs) => {
  const request = fromContext(context);
  return { ...(await loadHome(request)), faq: HOME_FAQ[request.lang] };
};

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t, lang) => ({
    title: t('meta.home.title'),
    description: t('meta.home.description', { amount: CONSULTATION_FEE_PER_QUESTION }),
    extra: args.loaderData ? [{ 'script:ld+json': faqJsonLd(lang, args.loaderData.faq) }] : [],
  }));

/** The "why us" cards, each with its own icon: a checked licence, every province, prices shown. */
const WHY_POINTS = [
  { key: 'verified', Icon: ShieldCheck },
  { key: 'nationwide', Icon: MapPinned },
  { key: 'price', Icon: HandCoins },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { stats, featured } = loaderData;
  const root = useRouteLoaderData<RootData>('root');
  const phone = root?.contact.networkPhone ?? '';
  return (
    <>
      <section className="bg-gradient-to-b from-primary/10 to-background">
        <div className="page py-12 sm:py-16">
          <div className="max-w-measure">
            <h1 className="text-3xl sm:text-4xl">{t('home.hero.title')}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{t('home.hero.subtitle')}</p>
          </div>
          <div className="mt-8 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
            <h2 className="mb-3 text-lg">{t('home.hero.quickSearch')}</h2>
            <SearchForm initial={EMPTY_SEARCH_FORM} moreFilters />
          </div>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to={href('/ask')}>
                <MessageSquareText aria-hidden />
                {t('home.hero.ask')}
              </Link>
            </Button>
          </div>
          <dl className="mt-8 grid max-w-md grid-cols-2 gap-4" data-testid="network-stats">
            <div className="rounded-xl border bg-card p-4 text-center">
              <dt className="text-sm text-muted-foreground">{t('home.stats.lawyers')}</dt>
              <dd className="text-2xl font-semibold text-primary">
                {stats.lawyers.toLocaleString(lang === 'zh' ? 'zh-CN' : lang)}
              </dd>
            </div>
            <div className="rounded-xl border bg-card p-4 text-center">
              <dt className="text-sm text-muted-foreground">{t('home.stats.provinces')}</dt>
              <dd className="text-2xl font-semibold text-primary">{stats.provinces}</dd>
            </div>
          </dl>
        </div>
      </section>

      <FeaturedLawyerSection featured={featured} />

      <section aria-labelledby="phone-heading" className="page">
        <div className="flex flex-col items-start gap-4 rounded-xl bg-primary p-6 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="phone-heading" className="text-xl">
              {t('home.phone.title')}
            </h2>
            <p className="mt-1 flex items-center gap-2 opacity-90">
              <Clock className="size-4" aria-hidden />
              {t('footer.hours')}
            </p>
          </div>
          <Button asChild size="lg" variant="accent">
            <a href={telHref(phone)} data-testid="home-phone">
              <Phone aria-hidden />
              {t('home.phone.call', { phone })}
            </a>
          </Button>
        </div>
      </section>

      <section className="page py-12" aria-labelledby="why-heading">
        <h2 id="why-heading" className="text-2xl">
          {t('home.why.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {WHY_POINTS.map(({ key: p, Icon }) => (
            <li key={p} className="rounded-xl border bg-card p-5" data-testid="why-point">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg">{t(`home.why.${p}.title`)}</h3>
              <p className="mt-1 text-muted-foreground">
                {t(`home.why.${p}.body`, { amount: CONSULTATION_FEE_PER_QUESTION })}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page py-12 *:max-w-measure" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl">
          {t('home.faq.title')}
        </h2>
        <Faq items={loaderData.faq} />
      </section>
    </>
  );
}
