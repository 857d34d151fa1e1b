import { formatDate } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';
import { fixedT } from '#i18n/index.ts';
import { type EmailContent, renderBlocks } from './templates.ts';

/** One lawyer the person may review: the name in their language, the review page, when the right lapses. */
export interface ReviewInvitationLawyer {
  name: string;
  url: string;
  expiresAt: Date;
}

/**
 * The invitation to review (kind `review-invitation`, docs/product-rules.md, "Reviews"): neutral, no incentive,
 * one link per lawyer to their review page, with the day each right lapses; reviews are public and carry no
 * personal data. Names (typed by people) are escaped in the HTML and kept on their line in the text.
 */
export function reviewInvitationContent(
  lang: Lang,
  name: string,
  lawyers: readonly ReviewInvitationLawyer[],
): EmailContent {
  const t = fixedT(lang);
  const action = t('mail.reviewInvitation.action');
  return {
    subject: t('mail.reviewInvitation.subject'),
    ...renderBlocks(lang, [
      {
        paragraphs: [
          t('mail.hello', { name }),
          t('mail.reviewInvitation.body'),
          t('mail.reviewInvitation.public'),
        ],
      },
      ...lawyers.map((l) => ({
        item: t('mail.reviewInvitation.lawyer', { name: l.name, date: formatDate(l.expiresAt, lang) }),
        link: { url: l.url, label: action },
      })),
    ]),
  };
}
