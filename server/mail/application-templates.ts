import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, greetingLinkContent } from './templates.ts';

/**
 * The e-mails about a decision on a lawyer application (docs/product-rules.md, "Applications"), in the applicant's
 * interface language: approved (with a link to the new public profile) and rejected (with a link to apply again);
 * their words are `mail.applicationApproved.*` and `mail.applicationRejected.*`.
 */
export function applicationApprovedContent(lang: Lang, name: string, profileUrl: string): EmailContent {
  return greetingLinkContent('mail.applicationApproved', ['body', 'next'], lang, name, profileUrl);
}

export function applicationRejectedContent(lang: Lang, name: string, applyUrl: string): EmailContent {
  return greetingLinkContent('mail.applicationRejected', ['body', 'next'], lang, name, applyUrl);
}
