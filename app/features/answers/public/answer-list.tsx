import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronLeft, ChevronRight, MessageSquareText, Search } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { caseTypeLabel } from '#domain/case-types.ts';
import { formatDate } from '#domain/dates.ts';
import { HTML_LANG, isLang } from '#domain/i18n.ts';
import { lawyerName } from '#domain/lawyer-names.ts';
import { provinceLabel } from '#domain/provinces.ts';
import { thaiLang, truncateText } from '#domain/text.ts';
import type { PublishedAnswerListItem, PublishedAnswerSummary } from './answers.server.ts';

/** How much of the question a list item shows. */
const EXCERPT_CHARS = 180;

/** The language of an answer's texts, as an HTML `lang`, when it differs from the page's. */
export function answerLang(answer: { lang: string }, pageLang: string): string | undefined {
  return answer.lang !== pageLang && isLang(answer.lang) ? HTML_LANG[answer.lang] : undefined;
}

/** One published answer in a list: its title (the link), where it is filed, who answered, when. */
export function AnswerItem({ answer }: { answer: PublishedAnswerSummary | PublishedAnswerListItem }) {
  const { t, lang, href } = useT();
  const name = lawyerName(answer.lawyer, lang);
  const textLang = answerLang(answer, lang);
  return (
    <article className="rounded-xl border bg-card p-5" data-testid="answer-item">
      <h3 className="text-lg" lang={textLang}>
        <Link to={href(`/answers/${answer.slug}`)} className="text-primary hover:underline">
          {answer.title}
        </Link>
      </h3>
      {'questionText' in answer ? (
        <p className="mt-1 text-muted-foreground" lang={textLang}>
          {truncateText(answer.questionText, EXCERPT_CHARS)}
        </p>
      ) : null}
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>{caseTypeLabel(answer.caseType, lang)}</span>
        {answer.province ? <span>{provinceLabel(answer.province, lang)}</span> : null}
        <span>
          {t('answers.page.answeredBy')} <span lang={thaiLang(name, lang)}>{name}</span>
        </span>
        <span>
          <span className="sr-only">{t('answers.list.published')} </span>
          <time dateTime={new Date(answer.publishedAt).toISOString()}>
            {formatDate(answer.publishedAt, lang)}
          </time>
        </span>
      </p>
    </article>
  );
}

/** Where the list leads when it is empty: ask a question, or search the lawyers. */
export function AnswersEmpty({ filtered }: { filtered: boolean }) {
  const { t, href } = useT();
  return (
    <div className="mt-6 rounded-xl border border-dashed p-10 text-center" data-testid="answers-empty">
      <p className="text-lg">{t('answers.empty.title')}</p>
      <p className="mt-1 text-muted-foreground">
        {filtered ? t('answers.empty.withFilters') : t('answers.empty.none')}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Button asChild variant="accent">
          <Link to={href('/ask')}>
            <MessageSquareText aria-hidden />
            {t('answers.empty.ask')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href('/search')}>
            <Search aria-hidden />
            {t('answers.empty.search')}
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Previous and next page links, and where the reader is; nothing for a single page. */
export function AnswersPager({
  page,
  pageCount,
  pageHref,
}: {
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('answers.pager.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-3"
    >
      {page > 1 ? (
        <Button asChild variant="outline">
          <a href={pageHref(page - 1)} rel="prev">
            <ChevronLeft aria-hidden />
            {t('answers.pager.previous')}
          </a>
        </Button>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('answers.pager.page', { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Button asChild variant="outline">
          <a href={pageHref(page + 1)} rel="next" data-testid="answers-next">
            {t('answers.pager.next')}
            <ChevronRight aria-hidden />
          </a>
        </Button>
      ) : null}
    </nav>
  );
}
