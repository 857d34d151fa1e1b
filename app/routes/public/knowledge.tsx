import { Faq } from '#app/components/ui/faq.tsx';
import { AskCallout } from '#app/features/info/ask-callout.tsx';
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
  const { t, lang } = useT();
  return (
    <>
      <PageIntro title={t('info.knowledge.title')} lead={t('info.knowledge.lead')} />

      <section className="page py-10 *:max-w-measure" aria-labelledby="faq-heading">
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

      <div className="page pb-4 *:max-w-measure">
        <AskCallout
          id="more-heading"
          title={t('info.knowledge.moreTitle')}
          body={t('info.knowledge.moreBody')}
          action={t('info.knowledge.ask')}
        />
      </div>
    </>
  );
}
