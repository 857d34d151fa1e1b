import type { Lang } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { lineTitle } from './line-templates.ts';
import { type EmailContent, render } from './templates.ts';

/**
 * The notices of a public answer's life (docs/product-rules.md, "Public answers"), texts `publicAnswers.mail.*`:
 * the lawyer is told the asker opted in; the asker and the lawyer are told it was published or sent back. They name
 * the answer by its redacted public title, never by the question's own words.
 */
export type PublicAnswerNotice = 'optedIn' | 'published' | 'sentBack';

/** The outbox kinds of these notices' e-mails and LINE pushes. */
export const PUBLIC_ANSWER_MAIL_KINDS: Record<PublicAnswerNotice, string> = {
  optedIn: 'public-answer-opted-in',
  published: 'public-answer-published',
  sentBack: 'public-answer-sent-back',
};

export function publicAnswerContent(
  which: PublicAnswerNotice,
  lang: Lang,
  name: string,
  values: { title: string; reason?: string | null },
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const lines = [t('mail.hello', { name }), t(`publicAnswers.mail.${which}.body`, { title: values.title })];
  if (which === 'sentBack' && values.reason)
    lines.push(t('publicAnswers.mail.reason', { reason: values.reason }));
  return {
    subject: t(`publicAnswers.mail.${which}.subject`),
    ...render(lang, lines, { url, label: t('publicAnswers.mail.action') }),
  };
}

/** The LINE text: one line of what happened with the public title, then the link. */
export function publicAnswerLine(which: PublicAnswerNotice, lang: Lang, title: string, url: string): string {
  return `${fixedT(lang)(`publicAnswers.mail.line.${which}`, { title: lineTitle(title) })}\n${url}`;
}
