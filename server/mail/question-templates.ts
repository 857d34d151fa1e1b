import type { Lang, Localized } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { textsOf } from '#i18n/lookup.ts';
import { type EmailContent, render } from './templates.ts';

/**
 * How a question's e-mails and LINE texts name a question whose text its asker erased (docs/product-rules.md,
 * "Questions"): its title is gone, so this stands in its place, also in the outbox's stored e-mails
 * (server/services/questions/erase-question-text.ts).
 */
export const ERASED_QUESTION_TITLE: Localized = textsOf('mail.erasedQuestionTitle');

/** The outbox kinds of the e-mails (and LINE pushes) that name a question by its title. */
export const QUESTION_MAIL_KINDS = [
  'invitation',
  'case-accepted',
  'new-message',
  'admin-needs-lawyer',
  'admin-digest',
] as const;

/** A question's title as its e-mails show it: the erased question's label once the text is erased. */
const titleOf = (title: string | null, lang: Lang) => title ?? ERASED_QUESTION_TITLE[lang];

/**
 * The e-mails of a question's thread (`mail.<which>.*`): a greeting, one line naming the question by its title
 * (with the lawyer or the sender), the link.
 */
function threadContent(
  which: 'invitation' | 'accepted' | 'newMessage' | 'caseMessage',
  lang: Lang,
  name: string,
  values: { title: string | null; lawyer?: string; sender?: string },
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const body = t(`mail.${which}.body`, { ...values, title: titleOf(values.title, lang) });
  return {
    subject: t(`mail.${which}.subject`),
    ...render(lang, [t('mail.hello', { name }), body], { url, label: t(`mail.${which}.action`) }),
  };
}

export function invitationContent(lang: Lang, name: string, title: string | null, url: string): EmailContent {
  return threadContent('invitation', lang, name, { title }, url);
}

export function acceptedContent(
  lang: Lang,
  name: string,
  lawyer: string,
  title: string | null,
  url: string,
): EmailContent {
  return threadContent('accepted', lang, name, { lawyer, title }, url);
}

/**
 * Who a new message is told to: the asker ("a new reply on your question") or an accepted lawyer ("a new message
 * on the case you accepted"): the question is not the lawyer's.
 */
export type MessageReader = 'asker' | 'lawyer';

/** The message text itself is not copied into the e-mail: it is read on the site, behind sign-in. */
export function newMessageContent(
  lang: Lang,
  name: string,
  sender: string,
  title: string | null,
  url: string,
  reader: MessageReader,
): EmailContent {
  return threadContent(reader === 'asker' ? 'newMessage' : 'caseMessage', lang, name, { sender, title }, url);
}

/**
 * What the administrators' alerts say of a question: its reference (questionPaymentReference, also shown to the
 * asker) and its case types, never its title or its text: those are the asker's own words, possibly about their
 * health, family or money (PDPA), and an administrator reads them on the site, behind sign-in and two-factor.
 */
export interface QueuedQuestion {
  reference: string;
  /** The case types' labels in the e-mail's language. */
  caseTypes: string[];
}

const caseTypeList = (lang: Lang, q: QueuedQuestion) => q.caseTypes.join(fixedT(lang)('mail.listSeparator'));

/** To each administrator when a question enters the admin queue (once per question): a neutral notice. */
export function needsLawyerContent(
  lang: Lang,
  name: string,
  question: QueuedQuestion,
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const body = t('mail.needsLawyer.body', {
    reference: question.reference,
    caseTypes: caseTypeList(lang, question),
  });
  return {
    subject: t('mail.needsLawyer.subject'),
    ...render(lang, [t('mail.hello', { name }), body, t('mail.needsLawyer.privacy')], {
      url,
      label: t('mail.needsLawyer.action'),
    }),
  };
}

/** The daily digest of questions still in the admin queue, longest waiting first (references and case types only). */
export function adminDigestContent(
  lang: Lang,
  name: string,
  items: (QueuedQuestion & { hours: number })[],
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const lines = items.map((i) =>
    t('mail.digest.item', { reference: i.reference, caseTypes: caseTypeList(lang, i), hours: i.hours }),
  );
  return {
    subject: t('mail.digest.subject', { count: items.length }),
    ...render(lang, [t('mail.hello', { name }), t('mail.digest.intro'), ...lines], {
      url,
      label: t('mail.digest.action'),
    }),
  };
}
