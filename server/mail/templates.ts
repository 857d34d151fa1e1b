import type { Lang } from '#domain/i18n.ts';
import { oneLine } from '#domain/text.ts';

/** The text of every e-mail, in the recipient's interface language (docs/product-rules.md, "E-mail"). */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * Text for HTML e-mails: every `& < > " '` becomes an entity, so that names, titles and messages (anything a
 * person typed) are shown as text and never become markup, in element content and in quoted attributes alike.
 */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * A subject, or a text line with typed text in it: line breaks and other control characters become spaces, so a
 * value (a name, a title) never starts a line of its own in the text part (a forged 'Bcc:' line).
 */
export { oneLine };

/**
 * Typed text of several lines (a booking's details) in the text part: each of its lines quoted with '> ', so none
 * reads as a line of the e-mail's own.
 */
export const quotedLines = (s: string): string[] =>
  s.split(/\r\n|[\n\r\v\f\u0085\u2028\u2029]/).map((line) => `> ${oneLine(line)}`.trimEnd());

/** The text and HTML parts of an e-mail of paragraphs, each paragraph one line of the text part. */
export function render(
  lines: string[],
  link?: { url: string; label: string },
): { text: string; html: string } {
  const text = [
    ...lines.map(oneLine),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    '',
    'Tanai · ทนาย',
  ].join('\n');
  const html = [
    '<div style="font-family:sans-serif;line-height:1.7;max-width:560px">',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 18px;background:#1e3a5f;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`
      : '',
    '<p style="color:#777">Tanai · ทนาย</p></div>',
  ].join('');
  return { text, html };
}

/** The greeting of every e-mail, in the recipient's language. */
export const hello: Record<Lang, (name: string) => string> = {
  th: (n) => `สวัสดีคุณ${n}`,
  en: (n) => `Hello ${n},`,
  zh: (n) => `${n}，您好：`,
};

const verifyText = {
  th: {
    subject: 'ยืนยันอีเมลของคุณ - ทนาย',
    body: 'ขอบคุณที่สมัครสมาชิกกับทนาย กรุณากดลิงก์ด้านล่างเพื่อยืนยันอีเมลของคุณ ลิงก์นี้ใช้ได้ภายใน 24 ชั่วโมง',
    ignore: 'หากคุณไม่ได้สมัครสมาชิก ไม่ต้องดำเนินการใด ๆ',
    action: 'ยืนยันอีเมล',
  },
  en: {
    subject: 'Confirm your e-mail - Tanai',
    body: 'Thank you for signing up with Tanai. Please open the link below to confirm your e-mail address. The link is valid for 24 hours.',
    ignore: 'If you did not sign up, you can ignore this e-mail.',
    action: 'Confirm e-mail',
  },
  zh: {
    subject: '确认您的电子邮箱 - Tanai',
    body: '感谢您注册 Tanai。请点击下方链接确认您的电子邮箱，链接 24 小时内有效。',
    ignore: '如果您没有注册，请忽略此邮件。',
    action: '确认邮箱',
  },
} as const;

export function verifyEmailContent(lang: Lang, name: string, url: string): EmailContent {
  const t = verifyText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t.body, t.ignore], { url, label: t.action }) };
}

/**
 * The link that adds an e-mail to an account made with LINE (the account page's form, or the address LINE gave at
 * the first sign-in): it says which account asks, so that someone who did not ask leaves it unopened.
 */
const addEmailText = {
  th: {
    subject: 'ยืนยันการเพิ่มอีเมลให้บัญชีของคุณ - ทนาย',
    body: 'บัญชีทนายที่เข้าสู่ระบบด้วย LINE ขอใช้อีเมลนี้ กดลิงก์ด้านล่างเพื่อเพิ่มอีเมลนี้ให้บัญชีนั้น ลิงก์นี้ใช้ได้ภายใน 24 ชั่วโมง',
    ignore: 'หากคุณไม่ได้ขอ อย่ากดลิงก์ ไม่มีอะไรเปลี่ยนแปลง และคุณยังสมัครสมาชิกด้วยอีเมลนี้ได้ตามปกติ',
    action: 'เพิ่มอีเมลนี้',
  },
  en: {
    subject: 'Confirm the e-mail of your account - Tanai',
    body: 'A Tanai account that signs in with LINE asked to use this e-mail address. Open the link below to add it to that account. The link is valid for 24 hours.',
    ignore:
      'If you did not ask for this, do not open the link: nothing changes, and you can still sign up with this address.',
    action: 'Add this e-mail',
  },
  zh: {
    subject: '确认为您的账户添加邮箱 - Tanai',
    body: '一个使用 LINE 登录的 Tanai 账户请求使用此邮箱。请点击下方链接将其添加到该账户，链接 24 小时内有效。',
    ignore: '如果不是您本人操作，请不要点击链接：一切不会改变，您仍可使用此邮箱注册。',
    action: '添加此邮箱',
  },
} as const;

export function addEmailContent(lang: Lang, name: string, url: string): EmailContent {
  const t = addEmailText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t.body, t.ignore], { url, label: t.action }) };
}

const resetText = {
  th: {
    subject: 'ตั้งรหัสผ่านใหม่ - ทนาย',
    body: 'เราได้รับคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของคุณ กดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านใหม่ ลิงก์นี้ใช้ได้ภายใน 1 ชั่วโมง',
    ignore: 'หากคุณไม่ได้ขอ ไม่ต้องดำเนินการใด ๆ รหัสผ่านเดิมยังใช้ได้',
    action: 'ตั้งรหัสผ่านใหม่',
  },
  en: {
    subject: 'Reset your password - Tanai',
    body: 'We received a request to reset the password of your account. Open the link below to choose a new password. The link is valid for 1 hour.',
    ignore: 'If you did not ask for this, ignore this e-mail; your password stays the same.',
    action: 'Reset password',
  },
  zh: {
    subject: '重置密码 - Tanai',
    body: '我们收到了重置您账户密码的请求。请点击下方链接设置新密码，链接 1 小时内有效。',
    ignore: '如果不是您本人操作，请忽略此邮件，原密码仍然有效。',
    action: '重置密码',
  },
} as const;

export function resetPasswordContent(lang: Lang, name: string, url: string): EmailContent {
  const t = resetText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body, t.ignore], { url, label: t.action }),
  };
}

const existingText = {
  th: {
    subject: 'มีการสมัครสมาชิกด้วยอีเมลของคุณ - ทนาย',
    body: 'มีผู้พยายามสมัครสมาชิกด้วยอีเมลนี้ แต่อีเมลนี้ได้ลงทะเบียนแล้ว หากเป็นคุณ กรุณาเข้าสู่ระบบ หรือตั้งรหัสผ่านใหม่หากลืมรหัสผ่าน',
    action: 'เข้าสู่ระบบ',
  },
  en: {
    subject: 'Someone tried to sign up with your e-mail - Tanai',
    body: 'Someone tried to sign up with this e-mail address, which is already registered. If it was you, please sign in, or reset your password if you forgot it.',
    action: 'Sign in',
  },
  zh: {
    subject: '有人使用您的邮箱注册 - Tanai',
    body: '有人尝试使用此邮箱注册，但该邮箱已注册。如果是您本人，请直接登录；如忘记密码，请重置密码。',
    action: '登录',
  },
} as const;

export function existingAccountContent(lang: Lang, name: string, url: string): EmailContent {
  const t = existingText[lang];
  return { subject: t.subject, ...render([hello[lang](name), t.body], { url, label: t.action }) };
}
