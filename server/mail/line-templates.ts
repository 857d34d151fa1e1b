import type { Lang } from '#domain/i18n.ts';
import { truncateText } from '#domain/text.ts';
import { ERASED_QUESTION_TITLE } from './question-templates.ts';

/**
 * The LINE texts of the notices (docs/product-rules.md, "LINE official account"), beside their e-mails: short, in the person's
 * language, with the link to the page, and never a legal detail (no message text, no description, no names of
 * the people involved): at most the question's title, shortened.
 */
export const lineTitle = (text: string) => `«${truncateText(text, 60)}»`;

const lines = {
  invitation: {
    th: (t: string) => `มีคำถามกฎหมายส่งถึงคุณ ${lineTitle(t)} กรุณาตอบรับภายใน 48 ชั่วโมง`,
    en: (t: string) => `A question was routed to you ${lineTitle(t)}: accept within 48 hours.`,
    zh: (t: string) => `有一个问题转给了您 ${lineTitle(t)}：请在 48 小时内接受。`,
  },
  acceptance: {
    th: (t: string) => `ทนายความรับคำถามของคุณแล้ว ${lineTitle(t)}`,
    en: (t: string) => `A lawyer accepted your question ${lineTitle(t)}.`,
    zh: (t: string) => `律师已接受您的问题 ${lineTitle(t)}。`,
  },
  message: {
    th: (t: string) => `มีข้อความใหม่ในคำถามของคุณ ${lineTitle(t)}`,
    en: (t: string) => `New message on your question ${lineTitle(t)}.`,
    zh: (t: string) => `您的问题 ${lineTitle(t)} 有新消息。`,
  },
  applicationApproved: {
    th: () => 'ใบสมัครทนายความของคุณได้รับอนุมัติแล้ว',
    en: () => 'Your lawyer application was approved.',
    zh: () => '您的律师申请已获批准。',
  },
  applicationRejected: {
    th: () => 'ใบสมัครทนายความของคุณไม่ได้รับอนุมัติ',
    en: () => 'Your lawyer application was not approved.',
    zh: () => '您的律师申请未获批准。',
  },
  appointmentRequest: {
    th: () => 'มีคำขอนัดหมายใหม่ถึงคุณ',
    en: () => 'You have a new appointment request.',
    zh: () => '您有一个新的预约请求。',
  },
} as const satisfies Record<string, Record<Lang, (title: string) => string>>;

export type LineText = keyof typeof lines;

/**
 * A notice's LINE text: one line of what happened, then the link. A question whose text its asker erased is named
 * by `ERASED_QUESTION_TITLE` (`questionTitle` null).
 */
export function lineContent(
  which: LineText,
  lang: Lang,
  url: string,
  questionTitle: string | null = '',
): string {
  return `${lines[which][lang](questionTitle ?? ERASED_QUESTION_TITLE[lang])}\n${url}`;
}
