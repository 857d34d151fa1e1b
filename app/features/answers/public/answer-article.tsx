import { Link } from '#app/components/link.tsx';
import { Info } from '#app/components/ui/icons.tsx';
import { AskCallout } from '#app/features/info/ask-callout.tsx';
import { useT } from '#app/lib/lang.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { formatDate } from '#domain/dates.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang } from '#domain/text.ts';
import { AnswerItem, answerLang } from './answer-list.tsx';
import type { PublishedAnswer, PublishedAnswerSummary } from './answers.server.ts';

/** Answers / the question's title. */
function AnswerBreadcrumb({ title, lang }: { title: string; lang: string | undefined }) {
  const { t, href } = useT();
  return (
    <nav aria-label={t('answers.page.breadcrumb')} className="text-sm text-muted-foreground">
      <Link to={href('/answers')} className="hover:underline">
        {t('nav.answers')}
      </Link>
      <span aria-hidden> / </span>
      <span lang={lang}>{title}</span>
    </nav>
  );
}

/**
 * A published answer's page (docs/product-rules.md, "Public answers"): the redacted question, the lawyer's answer
 * with their name (in the page's language) linked to their profile, case type, province and date; that it is
 * general information, not advice; "ask your own question" and similar questions.
 */
export function AnswerArticle({
  answer,
  similar,
}: {
  answer: PublishedAnswer;
  similar: readonly PublishedAnswerSummary[];
}) {
  const { t, lang, href } = useT();
  const textLang = answerLang(answer, lang);
  const name = lawyerName(answer.lawyer, lang);
  return (
    <div className="page py-8 *:max-w-measure">
      <AnswerBreadcrumb title={answer.title} lang={textLang} />
      <article className="mt-4 grid gap-6" aria-labelledby="answer-title">
        <header>
          <h1 id="answer-title" className="text-2xl sm:text-3xl" lang={textLang}>
            {answer.title}
          </h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
            <div className="flex gap-1">
              <dt>{t('punctuation.label', { label: t('answers.page.caseType') })}</dt>
              <dd>{caseTypeLabel(answer.caseType, lang)}</dd>
            </div>
            {answer.province ? (
              <div className="flex gap-1">
                <dt>{t('punctuation.label', { label: t('answers.page.province') })}</dt>
                <dd>{provinceLabel(answer.province, lang)}</dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>{t('punctuation.label', { label: t('answers.page.published') })}</dt>
              <dd>
                <time dateTime={new Date(answer.publishedAt).toISOString()}>
                  {formatDate(answer.publishedAt, lang)}
                </time>
              </dd>
            </div>
          </dl>
        </header>

        <section aria-labelledby="question-heading" className="rounded-xl border bg-card p-5">
          <h2 id="question-heading" className="text-lg">
            {t('answers.page.question')}
          </h2>
          <p className="mt-2 whitespace-pre-line" lang={textLang} data-testid="answer-question">
            {answer.questionText}
          </p>
          <p className="mt-3 text-sm text-muted-foreground">{t('answers.page.redacted')}</p>
        </section>

        <section id="answer" aria-labelledby="answer-heading" className="rounded-xl border bg-card p-5">
          <h2 id="answer-heading" className="text-lg">
            {t('answers.page.answer')}
          </h2>
          <p className="mt-1 text-sm">
            {t('answers.page.answeredBy')}{' '}
            <Link
              to={href(`/lawyers/${answer.lawyer.id}`)}
              className="font-medium text-primary hover:underline"
              lang={thaiLang(name, lang)}
              data-testid="answer-lawyer"
            >
              {name}
            </Link>
          </p>
          <p className="mt-3 whitespace-pre-line" lang={textLang} data-testid="answer-text">
            {answer.answerText}
          </p>
        </section>

        <p
          className="flex gap-2 rounded-xl border border-accent/40 bg-accent/10 p-4 text-sm"
          data-testid="answer-disclaimer"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('answers.page.disclaimer')}
        </p>
      </article>

      <AskCallout
        id="ask-heading"
        className="mt-8"
        title={t('answers.page.askTitle')}
        body={t('answers.page.askBody')}
        action={t('answers.page.ask')}
      />

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-8" data-testid="similar-answers">
          <h2 id="similar-heading" className="text-xl">
            {t('answers.page.similar')}
          </h2>
          <ul className="mt-4 grid gap-3">
            {similar.map((item) => (
              <li key={item.id}>
                <AnswerItem answer={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
