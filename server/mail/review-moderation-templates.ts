import type { Lang } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { type EmailContent, greetingLinkContent, render } from './templates.ts';

/**
 * The e-mails of review moderation (docs/product-rules.md, "Reviews"), each in its recipient's interface language:
 * a lawyer's dispute to the administrators; an administrator's decision to the review's author (a rejection or a
 * removal with its reason, a review kept) and to the lawyer (the dispute's outcome). What people typed (names, the
 * reason) goes into the lines, which `render` escapes in the HTML part.
 */

/** To each administrator: a lawyer disputed a review of their listing. */
export function reviewDisputedAdminContent(
  lang: Lang,
  name: string,
  lawyer: string,
  url: string,
): EmailContent {
  const t = fixedT(lang);
  return {
    subject: t('mail.reviewDisputed.subject'),
    ...render(lang, [t('mail.hello', { name }), t('mail.reviewDisputed.body', { lawyer })], {
      url,
      label: t('mail.reviewDisputed.action'),
    }),
  };
}

/** What an administrator decided about an author's review: rejected (held), removed or kept (disputed). */
export type AuthorDecision = 'rejected' | 'removed' | 'kept';

/**
 * To the author: the decision on their review (`mail.reviewDecision.<decision>.*`), with the administrator's reason
 * when it was rejected or removed.
 */
export function reviewDecisionContent(
  lang: Lang,
  name: string,
  lawyer: string,
  decision: AuthorDecision,
  reason: string | null,
  url: string,
): EmailContent {
  const t = fixedT(lang);
  const lines = [
    t('mail.hello', { name }),
    t(`mail.reviewDecision.${decision}.body`, { lawyer }),
    ...(reason ? [t('mail.reviewDecision.reason', { reason })] : []),
  ];
  return {
    subject: t(`mail.reviewDecision.${decision}.subject`),
    ...render(lang, lines, { url, label: t('mail.reviewDecision.action') }),
  };
}

/** To the lawyer: the outcome of their dispute (the review kept or removed). */
export function disputeDecidedContent(
  lang: Lang,
  name: string,
  outcome: 'kept' | 'removed',
  url: string,
): EmailContent {
  return greetingLinkContent('mail.disputeDecided', [outcome], lang, name, url);
}
