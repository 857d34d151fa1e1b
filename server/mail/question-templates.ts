import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, hello, render } from './templates.ts';

/**
 * How a question's e-mails and LINE texts name a question whose text its asker erased (docs/product-rules.md,
 * "Questions"): its title is gone, so this stands in its place, also in the outbox's stored e-mails
 * (server/services/questions/erase-question-text.ts).
 */
export const ERASED_QUESTION_TITLE: Record<Lang, string> = {
  th: 'คำถามที่ผู้ถามลบข้อความแล้ว',
  en: 'a question whose text its asker erased',
  zh: '提问者已删除文字的问题',
};

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

const invitationText = {
  th: {
    subject: 'คุณได้รับเชิญให้รับเคสใหม่ - ทนาย',
    body: (title: string) =>
      `มีคำถามกฎหมายที่ตรงกับความเชี่ยวชาญของคุณ: "${title}" กรุณาตอบรับหรือปฏิเสธภายใน 48 ชั่วโมง หลังจากนั้นคำเชิญจะหมดอายุ`,
    action: 'ดูคำเชิญ',
  },
  en: {
    subject: 'You are invited to a new case - Tanai',
    body: (title: string) =>
      `A legal question matches your expertise: "${title}". Please accept or decline within 48 hours; after that the invitation expires.`,
    action: 'See the invitation',
  },
  zh: {
    subject: '您收到新的案件邀请 - Tanai',
    body: (title: string) =>
      `有一个与您的专长相符的法律问题：“${title}”。请在 48 小时内接受或拒绝，逾期邀请将失效。`,
    action: '查看邀请',
  },
} as const;

export function invitationContent(lang: Lang, name: string, title: string | null, url: string): EmailContent {
  const t = invitationText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(titleOf(title, lang))], { url, label: t.action }),
  };
}

const acceptedText = {
  th: {
    subject: 'ทนายความรับเคสของคุณแล้ว - ทนาย',
    body: (lawyer: string, title: string) =>
      `${lawyer} รับคำถาม "${title}" ของคุณแล้ว คุณสามารถคุยกับทนายได้ในหน้าคำถาม`,
    action: 'เปิดคำถาม',
  },
  en: {
    subject: 'A lawyer has accepted your case - Tanai',
    body: (lawyer: string, title: string) =>
      `${lawyer} has accepted your question "${title}". You can talk with them on the question's page.`,
    action: 'Open the question',
  },
  zh: {
    subject: '律师已接受您的案件 - Tanai',
    body: (lawyer: string, title: string) =>
      `${lawyer} 已接受您的问题“${title}”。您可以在问题页面与律师交流。`,
    action: '打开问题',
  },
} as const;

export function acceptedContent(
  lang: Lang,
  name: string,
  lawyer: string,
  title: string | null,
  url: string,
): EmailContent {
  const t = acceptedText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(lawyer, titleOf(title, lang))], { url, label: t.action }),
  };
}

const messageText = {
  th: {
    subject: 'มีข้อความใหม่ในคำถามของคุณ - ทนาย',
    body: (sender: string, title: string) => `${sender} ส่งข้อความใหม่ในคำถาม "${title}"`,
    action: 'อ่านข้อความ',
  },
  en: {
    subject: 'New message on your question - Tanai',
    body: (sender: string, title: string) => `${sender} wrote a new message on "${title}".`,
    action: 'Read the message',
  },
  zh: {
    subject: '您的问题有新消息 - Tanai',
    body: (sender: string, title: string) => `${sender} 在“${title}”中发送了新消息。`,
    action: '阅读消息',
  },
} as const;

/** The message text itself is not copied into the e-mail: it is read on the site, behind sign-in. */
export function newMessageContent(
  lang: Lang,
  name: string,
  sender: string,
  title: string | null,
  url: string,
): EmailContent {
  const t = messageText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(sender, titleOf(title, lang))], { url, label: t.action }),
  };
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

const caseTypeList = (lang: Lang, q: QueuedQuestion) => q.caseTypes.join(lang === 'zh' ? '、' : ', ');

const needsLawyerText = {
  th: {
    subject: 'คำถามรอทนายความ: ต้องการผู้ดูแลระบบ - ทนาย',
    body: (ref: string, types: string) =>
      `ระบบจับคู่ทนายความให้คำถามเลขที่ ${ref} (ประเภทคดี: ${types}) ไม่ได้ กรุณาเลือกทนายความให้คำถามนี้ ผู้ถามได้รับแจ้งแล้วว่าผู้ดูแลระบบกำลังหาทนายความให้`,
    privacy: 'รายละเอียดของคำถามแสดงเฉพาะบนเว็บไซต์หลังเข้าสู่ระบบ',
    action: 'จับคู่ทนายความ',
  },
  en: {
    subject: 'A question needs a lawyer - Tanai',
    body: (ref: string, types: string) =>
      `Auto-match could not place question ${ref} (case types: ${types}). Please choose lawyers for it; the asker has been told that an administrator is finding a lawyer.`,
    privacy: 'The question itself is shown only on the site, after signing in.',
    action: 'Match lawyers',
  },
  zh: {
    subject: '有问题需要律师 - Tanai',
    body: (ref: string, types: string) =>
      `系统无法为问题 ${ref}（案件类型：${types}）自动匹配律师。请为其选择律师；提问者已获知管理员正在为其寻找律师。`,
    privacy: '问题内容仅在登录后于网站上显示。',
    action: '匹配律师',
  },
} as const;

/** To each administrator when a question enters the admin queue (once per question): a neutral notice. */
export function needsLawyerContent(
  lang: Lang,
  name: string,
  question: QueuedQuestion,
  url: string,
): EmailContent {
  const t = needsLawyerText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(question.reference, caseTypeList(lang, question)), t.privacy], {
      url,
      label: t.action,
    }),
  };
}

const digestText = {
  th: {
    subject: (n: number) => `คำถาม ${n} ข้อยังรอทนายความ - ทนาย`,
    intro: 'คำถามต่อไปนี้ยังไม่มีทนายความรับ:',
    item: (ref: string, types: string, hours: number) => `${ref} (${types}) รอมาแล้ว ${hours} ชั่วโมง`,
    action: 'ดูคำถามที่รอ',
  },
  en: {
    subject: (n: number) => `${n} question(s) still waiting for a lawyer - Tanai`,
    intro: 'These questions have no lawyer yet:',
    item: (ref: string, types: string, hours: number) => `${ref} (${types}), waiting for ${hours} hours`,
    action: 'See the waiting questions',
  },
  zh: {
    subject: (n: number) => `${n} 个问题仍在等待律师 - Tanai`,
    intro: '以下问题尚无律师接受：',
    item: (ref: string, types: string, hours: number) => `${ref}（${types}），已等待 ${hours} 小时`,
    action: '查看等待中的问题',
  },
} as const;

/** The daily digest of questions still in the admin queue, longest waiting first (references and case types only). */
export function adminDigestContent(
  lang: Lang,
  name: string,
  items: (QueuedQuestion & { hours: number })[],
  url: string,
): EmailContent {
  const t = digestText[lang];
  return {
    subject: t.subject(items.length),
    ...render(
      [hello[lang](name), t.intro, ...items.map((i) => t.item(i.reference, caseTypeList(lang, i), i.hours))],
      { url, label: t.action },
    ),
  };
}
