import type { Lang } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { type EmailContent, render } from './templates.ts';

/**
 * The e-mails about a decision on a lawyer application (docs/product-rules.md, "Applications"), in the applicant's
 * interface language: approved (with a link to the new public profile) and rejected (with a link to apply again);
 * their words are `mail.applicationApproved.*` and `mail.applicationRejected.*`.
 */
function decisionContent(
  which: 'applicationApproved' | 'applicationRejected',
  lang: Lang,
  name: string,
  url: string,
): EmailContent {
  const t = fixedT(lang);
  return {
    subject: t(`mail.${which}.subject`),
    ...render([t('mail.hello', { name }), t(`mail.${which}.body`), t(`mail.${which}.next`)], {
      url,
      label: t(`mail.${which}.action`),
    }),
  };
}

export function applicationApprovedContent(lang: Lang, name: string, profileUrl: string): EmailContent {
  return decisionContent('applicationApproved', lang, name, profileUrl);
}

export function applicationRejectedContent(lang: Lang, name: string, applyUrl: string): EmailContent {
  return decisionContent('applicationRejected', lang, name, applyUrl);
}
