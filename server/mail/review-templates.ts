import { formatDate } from '#domain/dates.ts';
import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, escapeHtml, hello, oneLine } from './templates.ts';

/** One lawyer the person may review: the name in their language, the review page, when the right lapses. */
export interface ReviewInvitationLawyer {
  name: string;
  url: string;
  expiresAt: Date;
}

const invitationText = {
  th: {
    subject: 'คุณสามารถรีวิวทนายความที่คุณปรึกษาผ่าน Tanai ได้ - ทนาย',
    body: 'คุณได้ปรึกษาทนายความผ่าน Tanai หากต้องการ คุณสามารถเล่าประสบการณ์ของคุณให้ผู้อื่นทราบได้ จะรีวิวหรือไม่ก็ได้ และคะแนนจะเป็นอย่างไรก็ได้ตามจริง',
    public:
      'รีวิวจะแสดงต่อสาธารณะ กรุณาอย่าใส่ข้อมูลส่วนบุคคล (เบอร์โทรศัพท์ อีเมล เลขบัตรประชาชน ลิงก์ หรือหมายเลขคดี) และไม่ต้องเล่ารายละเอียดคดีของคุณ',
    lawyer: (name: string, date: string) => `${name} (รีวิวได้ถึง ${date})`,
    action: 'เขียนรีวิว',
  },
  en: {
    subject: 'You can review the lawyer you consulted through Tanai - Tanai',
    body: 'You consulted a lawyer through Tanai. If you wish, you can share your experience with others. Writing a review is up to you, and so is the rating you give.',
    public:
      'Reviews are public: please do not include personal data (phone numbers, e-mail addresses, ID numbers, links or case numbers) and do not describe your case in detail.',
    lawyer: (name: string, date: string) => `${name} (you can review until ${date})`,
    action: 'Write a review',
  },
  zh: {
    subject: '您可以评价通过 Tanai 咨询过的律师 - Tanai',
    body: '您曾通过 Tanai 咨询律师。如您愿意，可以分享您的经历供他人参考。是否评价由您决定，评分也请如实给出。',
    public:
      '评价将公开显示：请勿填写个人信息（电话号码、电子邮箱、身份证号、链接或案号），也无需详细描述您的案件。',
    lawyer: (name: string, date: string) => `${name}（可评价至 ${date}）`,
    action: '撰写评价',
  },
} as const;

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
  const t = invitationText[lang];
  const lines = [hello[lang](name), t.body, t.public];
  const items = lawyers.map((l) => ({ ...l, label: t.lawyer(l.name, formatDate(l.expiresAt, lang)) }));
  const text = [
    ...lines.map(oneLine),
    '',
    ...items.flatMap((l) => [oneLine(l.label), `${t.action}: ${l.url}`, '']),
    'Tanai · ทนาย',
  ].join('\n');
  const html = [
    '<div style="font-family:sans-serif;line-height:1.7;max-width:560px">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    ...items.map(
      (l) =>
        `<p>${escapeHtml(l.label)}<br><a href="${escapeHtml(l.url)}" style="display:inline-block;margin-top:6px;padding:8px 16px;background:#1e3a5f;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(t.action)}</a><br><span style="font-size:13px;color:#555">${escapeHtml(l.url)}</span></p>`,
    ),
    '<p style="color:#777">Tanai · ทนาย</p></div>',
  ].join('');
  return { subject: t.subject, text, html };
}
