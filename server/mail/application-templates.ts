import type { Lang } from '#domain/i18n.ts';
import { type EmailContent, hello, render } from './templates.ts';

/**
 * The e-mails about a decision on a lawyer application (docs/product-rules.md, "Applications"), in the applicant's
 * interface language: approved (with a link to the new public profile) and rejected (with a link to apply again).
 */

const approvedText = {
  th: {
    subject: 'ใบสมัครทนายความของคุณได้รับการอนุมัติแล้ว - ทนาย',
    body: 'ยินดีด้วย ผู้ดูแลระบบได้อนุมัติใบสมัครเข้าร่วมเครือข่ายทนายความของคุณแล้ว โปรไฟล์ทนายความของคุณผ่านการตรวจสอบและเผยแพร่บนเว็บไซต์แล้ว',
    next: 'คุณจะได้รับคำเชิญให้รับเคสที่ตรงกับความเชี่ยวชาญของคุณทางอีเมล',
    action: 'ดูโปรไฟล์ของคุณ',
  },
  en: {
    subject: 'Your lawyer application has been approved - Tanai',
    body: 'Congratulations: an administrator has approved your application to join the lawyer network. Your lawyer profile is verified and now public on the website.',
    next: 'You will receive invitations by e-mail for cases that match your expertise.',
    action: 'See your profile',
  },
  zh: {
    subject: '您的律师申请已获批准 - Tanai',
    body: '恭喜！管理员已批准您加入律师网络的申请。您的律师资料已通过审核，现已在网站上公开。',
    next: '与您专长相符的案件邀请将通过电子邮件发送给您。',
    action: '查看您的资料',
  },
} as const;

export function applicationApprovedContent(lang: Lang, name: string, profileUrl: string): EmailContent {
  const t = approvedText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body, t.next], { url: profileUrl, label: t.action }),
  };
}

const rejectedText = {
  th: {
    subject: 'ผลการพิจารณาใบสมัครทนายความของคุณ - ทนาย',
    body: 'ขอบคุณที่สมัครเข้าร่วมเครือข่ายทนายความ ผู้ดูแลระบบได้พิจารณาแล้ว และยังไม่สามารถอนุมัติใบสมัครของคุณได้ในครั้งนี้',
    next: 'คุณสามารถตรวจสอบข้อมูลให้ครบถ้วนถูกต้อง แล้วส่งใบสมัครใหม่ได้ทุกเมื่อ',
    action: 'ส่งใบสมัครใหม่',
  },
  en: {
    subject: 'The decision on your lawyer application - Tanai',
    body: 'Thank you for applying to join the lawyer network. An administrator has reviewed your application and could not approve it this time.',
    next: 'You may check that your details are complete and correct, and apply again at any time.',
    action: 'Apply again',
  },
  zh: {
    subject: '您的律师申请审核结果 - Tanai',
    body: '感谢您申请加入律师网络。管理员已审核您的申请，此次暂未能批准。',
    next: '您可以检查并完善资料后，随时重新提交申请。',
    action: '重新申请',
  },
} as const;

export function applicationRejectedContent(lang: Lang, name: string, applyUrl: string): EmailContent {
  const t = rejectedText[lang];
  return {
    subject: t.subject,
    ...render([hello[lang](name), t.body, t.next], { url: applyUrl, label: t.action }),
  };
}
