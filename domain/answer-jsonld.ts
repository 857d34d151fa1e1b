import type { Lang } from './i18n.ts';
import { type LawyerNames, lawyerName } from './lawyer-names.ts';

interface JsonLdAnswer {
  slug: string;
  title: string;
  questionText: string;
  answerText: string;
  publishedAt: Date;
  lawyer: LawyerNames & { id: string };
}

/**
 * schema.org JSON-LD of a published answer's page (docs/product-rules.md, "Public answers"): a `QAPage` whose
 * `mainEntity` is the `Question` (its redacted title as `name`, its text, one answer) with the lawyer's answer as
 * its `acceptedAnswer`, whose author is the lawyer, a `Person` named in the page's language and linked to the
 * profile. Google's Q&A rules ask for `name`, `answerCount` and an answer with its `text`; dates, `url` and
 * `author` are recommended. The question has no `author`: the asker stays anonymous on the page, and an invented
 * name would claim what the page does not say. Both are dated by the page's publication (`dateCreated`,
 * `datePublished`): the private question and thread it comes from are not public.
 */
export function answerJsonLd(answer: JsonLdAnswer, lang: Lang, baseUrl: string) {
  const url = `${baseUrl}/${lang}/answers/${answer.slug}`;
  const published = answer.publishedAt.toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    '@id': url,
    url,
    mainEntity: {
      '@type': 'Question',
      name: answer.title,
      text: answer.questionText,
      answerCount: 1,
      dateCreated: published,
      datePublished: published,
      acceptedAnswer: {
        '@type': 'Answer',
        text: answer.answerText,
        dateCreated: published,
        datePublished: published,
        url: `${url}#answer`,
        author: {
          '@type': 'Person',
          name: lawyerName(answer.lawyer, lang),
          url: `${baseUrl}/${lang}/lawyers/${answer.lawyer.id}`,
        },
      },
    },
  };
}
