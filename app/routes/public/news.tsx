import { Button } from '#app/components/ui/button.tsx';
import { ArrowRight, CalendarDays } from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { NEWS_ARTICLES, newsItemListJsonLd } from '#domain/content/news.ts';
import { formatDate } from '#domain/dates.ts';
import type { Route } from './+types/news';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t, lang) => {
    const publicUrl = (args.matches[0]?.loaderData as { publicUrl?: string } | undefined)?.publicUrl ?? '';
    return {
      title: t('info.meta.news.title'),
      description: t('info.meta.news.description'),
      extra: [{ 'script:ld+json': newsItemListJsonLd(lang, publicUrl) }],
    };
  });

export default function NewsPage() {
  const { t, lang } = useT();
  // The full articles are not written yet: 'read more' only says so, in the page's toast (the page script shows
  // it: app/lib/page-scripts.ts).
  const comingSoon = `${t('info.news.comingSoon')} ${t('info.news.comingSoonBody')}`;
  return (
    <>
      <PageIntro title={t('info.news.title')} lead={t('info.news.lead')} />

      <div className="page py-10">
        <ul className="grid gap-4 md:grid-cols-3">
          {NEWS_ARTICLES.map((article) => (
            <li key={article.id}>
              <article
                id={article.id}
                aria-labelledby={`${article.id}-title`}
                className="flex h-full flex-col rounded-xl border bg-card p-5"
                data-testid="news-article"
              >
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="rounded-lg bg-primary/10 px-2 py-0.5 font-medium text-primary">
                    {t(`info.news.categories.${article.category}`)}
                  </span>
                  <span className="inline-flex items-center gap-1 text-muted-foreground">
                    <CalendarDays className="size-4" aria-hidden />
                    <span className="sr-only">{t('info.news.published')} </span>
                    <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
                  </span>
                </p>
                <h2 id={`${article.id}-title`} className="mt-3 text-lg">
                  {article.title[lang]}
                </h2>
                <p className="mt-2 text-muted-foreground">{article.excerpt[lang]}</p>
                <div className="mt-auto pt-3">
                  <Button
                    type="button"
                    variant="link"
                    className="px-0"
                    aria-describedby={`${article.id}-title`}
                    data-toast={comingSoon}
                  >
                    {t('info.news.readMore')}
                    <ArrowRight aria-hidden />
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
