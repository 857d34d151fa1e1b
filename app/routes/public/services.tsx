import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { CalendarCheck, Check, MessageSquareText, Search, Siren, Star } from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { cn } from '#app/lib/utils.ts';
import { FREE_FIRST_CONSULTATION_MINUTES } from '#domain/booking.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import {
  CONSULTATION_PACKAGES,
  packageFeatureTexts,
  packagePriceText,
  SERVICE_CATEGORIES,
  SERVICE_PROCESS_STEPS,
  servicePriceText,
} from '#domain/content/services.ts';
import type { Route } from './+types/services';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({
    title: t('info.meta.services.title'),
    description: t('info.meta.services.description'),
  }));

export default function ServicesPage() {
  const { t, href } = useT();
  return (
    <>
      <PageIntro title={t('info.services.title')} lead={t('info.services.lead')} />

      <section className="page py-10" aria-labelledby="categories-heading">
        <h2 id="categories-heading" className="text-2xl">
          {t('info.services.categoriesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_CATEGORIES.map((category) => (
            <CategoryCard key={category.key} category={category} />
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground">{t('info.services.priceNote')}</p>
      </section>

      <Packages />

      <section className="page py-10" aria-labelledby="process-heading">
        <h2 id="process-heading" className="text-2xl">
          {t('info.services.processTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICE_PROCESS_STEPS.map((step, index) => (
            <li key={step} className="rounded-xl border bg-card p-5">
              <span
                className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-semibold text-primary-foreground"
                aria-hidden
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg">
                <span className="sr-only">
                  {t('punctuation.label', { label: t('info.services.step', { n: index + 1 }) })}
                </span>
                {t(`info.services.process.${step}.title`)}
              </h3>
              <p className="mt-1 text-muted-foreground">{t(`info.services.process.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="page pb-4" aria-labelledby="cta-heading">
        <div className="rounded-xl bg-primary p-6 text-primary-foreground sm:p-8">
          <h2 id="cta-heading" className="text-2xl">
            {t('info.services.cta.title')}
          </h2>
          <p className="mt-2 opacity-90">{t('info.services.cta.body')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to={href('/appointment')}>
                <CalendarCheck aria-hidden />
                {t('info.services.cta.appointment')}
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-primary-foreground/60 bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
            >
              <Link to={href('/ask')}>
                <MessageSquareText aria-hidden />
                {t('info.services.cta.ask')}
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

/** One kind of case: what it covers, its price and a search for its lawyers. */
function CategoryCard({ category }: { category: (typeof SERVICE_CATEGORIES)[number] }) {
  const { t, lang, href } = useT();
  const value = CASE_TYPES.find((c) => c.key === category.caseType)?.value;
  const link = value ? `${href('/search')}?case=${encodeURIComponent(value)}` : null;
  return (
    <li
      className="flex flex-col rounded-xl border bg-card p-5"
      data-testid="service-category"
      data-key={category.key}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg">{category.title[lang]}</h3>
        {category.urgent ? (
          <span className="inline-flex items-center gap-1 rounded-lg bg-destructive-soft px-2 py-0.5 text-sm font-medium text-destructive">
            <Siren className="size-4" aria-hidden />
            {t('info.services.urgent')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">{category.description[lang]}</p>
      <h4 className="sr-only">{t('info.services.includes')}</h4>
      <ul className="mt-3 grid gap-1.5 text-sm">
        {category.services.map((service) => (
          <li key={service.en} className="flex gap-2">
            <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
            <span>{service[lang]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-auto pt-4">
        <span className="block text-sm text-muted-foreground">{t('info.services.priceLabel')}</span>
        <span className="text-lg font-semibold text-primary" data-testid="service-price">
          {servicePriceText(category, lang)}
        </span>
      </p>
      {link ? (
        <Link
          to={link}
          className="mt-2 inline-flex min-h-11 items-center gap-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Search className="size-4" aria-hidden />
          {t('info.services.findLawyer')}
        </Link>
      ) : null}
    </li>
  );
}

/** The consultation packages, the popular one marked. */
function Packages() {
  const { t, lang, href } = useT();
  return (
    <section className="bg-muted/40 py-10" aria-labelledby="packages-heading">
      <div className="page">
        <h2 id="packages-heading" className="text-2xl">
          {t('info.services.packagesTitle')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('info.services.packagesLead')}</p>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {CONSULTATION_PACKAGES.map((pkg) => (
            <li
              key={pkg.key}
              data-testid="service-package"
              data-key={pkg.key}
              className={cn(
                'relative flex flex-col rounded-xl border bg-card p-5',
                pkg.popular && 'border-2 border-primary shadow-md',
              )}
            >
              {pkg.popular ? (
                <span className="mb-2 inline-flex items-center gap-1 self-start rounded-lg bg-primary px-2 py-0.5 text-sm font-medium text-primary-foreground">
                  <Star className="size-4" aria-hidden />
                  {t('info.services.popular')}
                </span>
              ) : null}
              <h3 className="text-lg">{pkg.name[lang]}</h3>
              <p className="mt-1 text-2xl font-semibold text-primary">{packagePriceText(pkg, lang)}</p>
              <ul className="mt-4 grid gap-1.5 text-sm">
                {packageFeatureTexts(pkg, lang).map((line) => (
                  <li key={line} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
                    <span>{line}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-auto pt-5">
                <Button asChild className="w-full" variant={pkg.popular ? 'default' : 'outline'}>
                  <Link
                    to={href('/appointment')}
                    aria-label={`${t('punctuation.label', { label: t('info.services.bookPackage') })}${pkg.name[lang]}`}
                  >
                    <CalendarCheck aria-hidden />
                    {t('info.services.bookPackage')}
                  </Link>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-muted-foreground" data-testid="packages-note">
          {t('info.services.packagesNote', { minutes: FREE_FIRST_CONSULTATION_MINUTES })}
        </p>
      </div>
    </section>
  );
}
