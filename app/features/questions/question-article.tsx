import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { useT } from '#app/lib/lang.ts';
import { DELETED_ACCOUNT_LABEL } from '#domain/content/privacy.ts';
import { formatDateTime } from '#domain/dates.ts';
import { thaiLang } from '#domain/text.ts';
import { InvitationAnswer } from './invitation-answer.tsx';
import { CloseQuestion, EraseText } from './question-actions.tsx';
import { AskerContact, ErasedNotice } from './question-notices.tsx';
import type { QuestionData, QuestionFetcher } from './question-page-state.ts';
import { QuestionPlace } from './question-summary.tsx';

/**
 * The question itself: title, status, who asked and when, the text, where, the areas, the asker's contact (for
 * those who may see it), and the invited lawyer's and the asker's own actions.
 */
export function QuestionArticle({ question, fetcher }: { question: QuestionData; fetcher: QuestionFetcher }) {
  const { t, lang } = useT();
  return (
    <article className="rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl" lang={thaiLang(question.title, lang)}>
          {question.title ?? t('question.erased.heading')}
        </h1>
        <StatusBadge kind="question" status={question.status} lang={lang} />
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        <span
          data-testid="asker-name"
          lang={question.askerDeleted ? undefined : thaiLang(question.askerName, lang)}
        >
          {question.askerDeleted ? DELETED_ACCOUNT_LABEL[lang] : question.askerName}
        </span>{' '}
        · {formatDateTime(question.createdAt, lang)}
      </p>
      {question.textErasedAt ? (
        <ErasedNotice
          erasedAt={question.textErasedAt}
          t={t}
          lang={lang}
          messages
          className="mt-4 rounded-lg border border-dashed p-3 text-sm italic"
        />
      ) : (
        <p className="mt-4 whitespace-pre-line" lang={thaiLang(question.content, lang)}>
          {question.content}
        </p>
      )}
      <QuestionPlace
        province={question.province}
        languages={question.languages}
        areas={question.areas}
        className="mt-4"
      />
      {question.contact ? <AskerContact contact={question.contact} t={t} testId="question-contact" /> : null}
      {question.myInvitation?.status === 'invited' ? (
        <InvitationAnswer
          recipientId={question.myInvitation.id}
          fetcher={fetcher}
          className="mt-4 rounded-lg border border-accent/40 bg-accent/10 p-3"
        >
          <p className="w-full text-sm">{t('question.invitedNote')}</p>
        </InvitationAnswer>
      ) : null}
      {question.canClose || question.canReopen ? (
        <CloseQuestion fetcher={fetcher} canClose={question.canClose} />
      ) : null}
      {question.canErase ? <EraseText fetcher={fetcher} /> : null}
    </article>
  );
}
