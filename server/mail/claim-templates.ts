import type { Lang } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { type EmailContent, greetingLinkContent, renderBlocks } from './templates.ts';

/**
 * The e-mails of claiming a listing (docs/product-rules.md, "Claiming a listing"), their words under
 * `mail.listingClaim.*`: the one-time code to the listing's e-mail, an administrator's claim invitation to it, and
 * the decision to the claimant.
 */

/** The code that proves the claimant reads the listing's e-mail; it says which listing, and to ignore it otherwise. */
export function claimCodeContent(
  lang: Lang,
  listingName: string,
  code: string,
  minutes: number,
): EmailContent {
  const t = fixedT(lang);
  return {
    subject: t('mail.listingClaim.code.subject'),
    ...renderBlocks(lang, [
      { paragraphs: [t('mail.listingClaim.code.body', { name: listingName })] },
      { fields: [[t('mail.listingClaim.code.label'), code]] },
      { paragraphs: [t('mail.listingClaim.code.expires', { minutes }), t('mail.listingClaim.code.ignore')] },
    ]),
  };
}

/** An administrator's invitation to claim a listing, with its signed claim link. */
export function claimInvitationContent(lang: Lang, listingName: string, url: string): EmailContent {
  const t = fixedT(lang);
  return {
    subject: t('mail.listingClaim.invitation.subject'),
    ...renderBlocks(lang, [
      {
        paragraphs: [
          t('mail.listingClaim.invitation.body', { name: listingName }),
          t('mail.listingClaim.invitation.why'),
          t('mail.listingClaim.invitation.ignore'),
        ],
      },
      { link: { url, label: t('mail.listingClaim.invitation.action') } },
    ]),
  };
}

export function claimApprovedContent(lang: Lang, name: string, url: string): EmailContent {
  return greetingLinkContent('mail.listingClaim.approved', ['body', 'next'], lang, name, url);
}

/** The rejection, with the administrator's reason quoted as typed text. */
export function claimRejectedContent(lang: Lang, name: string, reason: string, url: string): EmailContent {
  const t = fixedT(lang);
  return {
    subject: t('mail.listingClaim.rejected.subject'),
    ...renderBlocks(lang, [
      { paragraphs: [t('mail.hello', { name }), t('mail.listingClaim.rejected.body')] },
      { heading: t('mail.listingClaim.rejected.reason'), typed: reason, none: '' },
      { paragraphs: [t('mail.listingClaim.rejected.next')] },
      { link: { url, label: t('mail.listingClaim.rejected.action') } },
    ]),
  };
}
