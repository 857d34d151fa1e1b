import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, render } from './templates.ts';

const hello: Record<Lang, (n: string) => string> = {
  th: (n) => `สวัสดีคุณ${n}`,
  en: (n) => `Hello ${n},`,
  zh: (n) => `${n}，您好：`,
};

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

export function invitationContent(lang: Lang, name: string, title: string, url: string): EmailContent {
  const t = invitationText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t.body(title)], { url, label: t.action }) };
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
  title: string,
  url: string,
): EmailContent {
  const t = acceptedText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(lawyer, title)], { url, label: t.action }),
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
  title: string,
  url: string,
): EmailContent {
  const t = messageText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body(sender, title)], { url, label: t.action }),
  };
}
