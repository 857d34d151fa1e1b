import { Link } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { Faq } from '#app/components/ui/faq.tsx';
import { MessageSquareText } from '#app/components/ui/icons.tsx';
import { PageIntro } from '#app/features/info/page-intro.tsx';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { staticPage } from '#app/lib/page-scripts.ts';
import { KNOWLEDGE_FAQ, knowledgeFaqJsonLd } from '#domain/content/knowledge-faq.ts';
import type { Route } from './+types/knowledge';

// A page without scripts (app/lib/page-scripts.ts).
export const handle = staticPage();

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t, lang) => ({
    title: t('info.meta.knowledge.title'),
    description: t('info.meta.knowledge.description'),
    extra: [{ 'script:ld+json': knowledgeFaqJsonLd(lang) }],
  }));

export default function KnowledgePage() {
  const { t, lang, href } = useT();
  return (
    <>
      <PageIntro title={t('info.knowledge.title')} lead={t('info.knowledge.lead')} />

      <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="text-2xl">
          {t('info.knowledge.faqTitle')}
        </h2>
        {/* One answer open at a time. */}
        <Faq
          name="knowledge-faq"
          testId="knowledge-faq"
          items={KNOWLEDGE_FAQ.map((item) => ({
            id: item.id,
            question: item.question[lang],
            answer: item.answer[lang],
          }))}
        />
        <p className="mt-4 text-sm text-muted-foreground">{t('info.knowledge.disclaimer')}</p>
      </section>

      <section className="mx-auto max-w-3xl px-4 pb-4" aria-labelledby="more-heading">
        <div className="rounded-xl border bg-card p-6">
          <h2 id="more-heading" className="text-xl">
            {t('info.knowledge.moreTitle')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('info.knowledge.moreBody')}</p>
          <Button asChild variant="accent" className="mt-4">
            <Link to={href('/ask')}>
              <MessageSquareText aria-hidden />
              {t('info.knowledge.ask')}
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
