import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, hello, render } from './templates.ts';

/**
 * The e-mails of review moderation (docs/product-rules.md, "Reviews"), each in its recipient's interface language:
 * a lawyer's dispute to the administrators; an administrator's decision to the review's author (a rejection or a
 * removal with its reason, a review kept) and to the lawyer (the dispute's outcome). What people typed (names, the
 * reason) goes into the lines, which `render` escapes in the HTML part.
 */

const disputedText = {
  th: {
    subject: 'ทนายความโต้แย้งรีวิว - ทนาย',
    body: (lawyer: string) =>
      `${lawyer} แจ้งโต้แย้งรีวิวหนึ่งรายการ รีวิวยังคงเผยแพร่อยู่จนกว่าผู้ดูแลระบบจะตัดสินว่าจะคงไว้หรือนำออก`,
    action: 'ตรวจสอบรีวิว',
  },
  en: {
    subject: 'A lawyer disputes a review - Tanai',
    body: (lawyer: string) =>
      `${lawyer} has disputed a review. It stays published until an administrator decides to keep it or remove it.`,
    action: 'Moderate reviews',
  },
  zh: {
    subject: '律师对评价提出异议 - Tanai',
    body: (lawyer: string) =>
      `${lawyer} 对一条评价提出了异议。在管理员决定保留或删除之前，该评价仍会公开显示。`,
    action: '审核评价',
  },
} as const;

/** To each administrator: a lawyer disputed a review of their listing. */
export function reviewDisputedAdminContent(
  lang: Lang,
  name: string,
  lawyer: string,
  url: string,
): EmailContent {
  const t = disputedText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t.body(lawyer)], { url, label: t.action }) };
}

const reasonLine: Record<Lang, (reason: string) => string> = {
  th: (r) => `เหตุผล: ${r}`,
  en: (r) => `Reason: ${r}`,
  zh: (r) => `原因：${r}`,
};

const rejectedText = {
  th: {
    subject: 'รีวิวของคุณไม่ได้รับการเผยแพร่ - ทนาย',
    body: (lawyer: string) => `ผู้ดูแลระบบได้ตรวจสอบรีวิวของคุณถึง ${lawyer} แล้ว และไม่สามารถเผยแพร่ได้`,
    action: 'ดูโปรไฟล์ทนายความ',
  },
  en: {
    subject: 'Your review was not published - Tanai',
    body: (lawyer: string) =>
      `An administrator has checked your review of ${lawyer} and could not publish it.`,
    action: 'See the lawyer’s profile',
  },
  zh: {
    subject: '您的评价未获发布 - Tanai',
    body: (lawyer: string) => `管理员已审核您对 ${lawyer} 的评价，未能予以发布。`,
    action: '查看律师资料',
  },
} as const;

const removedText = {
  th: {
    subject: 'รีวิวของคุณถูกนำออก - ทนาย',
    body: (lawyer: string) => `${lawyer} ได้โต้แย้งรีวิวของคุณ ผู้ดูแลระบบได้พิจารณาแล้วและนำรีวิวนี้ออกจากเว็บไซต์`,
    action: 'ดูโปรไฟล์ทนายความ',
  },
  en: {
    subject: 'Your review was removed - Tanai',
    body: (lawyer: string) =>
      `${lawyer} disputed your review. An administrator has looked into it and removed the review from the website.`,
    action: 'See the lawyer’s profile',
  },
  zh: {
    subject: '您的评价已被删除 - Tanai',
    body: (lawyer: string) => `${lawyer} 对您的评价提出了异议。管理员审核后已将该评价从网站删除。`,
    action: '查看律师资料',
  },
} as const;

const keptText = {
  th: {
    subject: 'รีวิวของคุณยังคงเผยแพร่ - ทนาย',
    body: (lawyer: string) => `${lawyer} ได้โต้แย้งรีวิวของคุณ ผู้ดูแลระบบได้พิจารณาแล้วและคงรีวิวนี้ไว้บนเว็บไซต์`,
    action: 'ดูโปรไฟล์ทนายความ',
  },
  en: {
    subject: 'Your review stays published - Tanai',
    body: (lawyer: string) =>
      `${lawyer} disputed your review. An administrator has looked into it and kept the review on the website.`,
    action: 'See the lawyer’s profile',
  },
  zh: {
    subject: '您的评价将继续公开 - Tanai',
    body: (lawyer: string) => `${lawyer} 对您的评价提出了异议。管理员审核后决定保留该评价。`,
    action: '查看律师资料',
  },
} as const;

/** What an administrator decided about an author's review: rejected (held), removed or kept (disputed). */
export type AuthorDecision = 'rejected' | 'removed' | 'kept';
const authorText = { rejected: rejectedText, removed: removedText, kept: keptText } as const;

/** To the author: the decision on their review, with the administrator's reason when it was rejected or removed. */
export function reviewDecisionContent(
  lang: Lang,
  name: string,
  lawyer: string,
  decision: AuthorDecision,
  reason: string | null,
  url: string,
): EmailContent {
  const t = authorText[decision][lang];
  const lines = [hello[lang](name), t.body(lawyer), ...(reason ? [reasonLine[lang](reason)] : [])];
  return { subject: t.subject, ...render(lines, { url, label: t.action }) };
}

const outcomeText = {
  th: {
    subject: 'ผลการพิจารณาการโต้แย้งรีวิว - ทนาย',
    kept: 'ผู้ดูแลระบบได้พิจารณาการโต้แย้งรีวิวของคุณแล้ว และตัดสินให้คงรีวิวไว้',
    removed: 'ผู้ดูแลระบบได้พิจารณาการโต้แย้งรีวิวของคุณแล้ว และนำรีวิวออกจากเว็บไซต์',
    action: 'ดูรีวิวของคุณ',
  },
  en: {
    subject: 'The decision on your review dispute - Tanai',
    kept: 'An administrator has looked into your dispute and kept the review.',
    removed: 'An administrator has looked into your dispute and removed the review from the website.',
    action: 'See your reviews',
  },
  zh: {
    subject: '您对评价的异议处理结果 - Tanai',
    kept: '管理员已审核您的异议，决定保留该评价。',
    removed: '管理员已审核您的异议，已将该评价从网站删除。',
    action: '查看您的评价',
  },
} as const;

/** To the lawyer: the outcome of their dispute (the review kept or removed). */
export function disputeDecidedContent(
  lang: Lang,
  name: string,
  outcome: 'kept' | 'removed',
  url: string,
): EmailContent {
  const t = outcomeText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t[outcome]], { url, label: t.action }) };
}
