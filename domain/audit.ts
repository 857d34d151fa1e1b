import type { Lang, Localized } from './i18n.ts';

/**
 * What each action of the audit log (admin_audit_log.action, written by `recordAudit` in
 * server/services/admin/audit.ts) is called on the audit page, by `auditActionLabel`. A dotted action is written
 * with ':' here (appointment.status as appointment:status), so that it is not taken for a text key of
 * app/i18n. `domain/audit.test.ts` checks that every action the services record has a label.
 */
const AUDIT_ACTION_LABELS: Record<string, Localized> = {
  'application:approve': { th: 'อนุมัติใบสมัคร', en: 'Approved an application', zh: '批准申请' },
  'application:create': { th: 'สร้างใบสมัคร', en: 'Created an application', zh: '创建申请' },
  'application:delete': { th: 'ลบใบสมัคร', en: 'Deleted an application', zh: '删除申请' },
  'application:reject': { th: 'ปฏิเสธใบสมัคร', en: 'Rejected an application', zh: '拒绝申请' },
  'application:update': { th: 'แก้ไขใบสมัคร', en: 'Edited an application', zh: '编辑申请' },
  'appointment:status': { th: 'เปลี่ยนสถานะนัดหมาย', en: 'Changed an appointment’s status', zh: '更改预约状态' },
  'confirm-payment': { th: 'ยืนยันการชำระเงิน', en: 'Confirmed a payment', zh: '确认付款' },
  'create-category': { th: 'เพิ่มหมวดหมู่คดี', en: 'Added a case category', zh: '添加案件类别' },
  'create-lawyer': { th: 'เพิ่มทนายความ', en: 'Added a lawyer', zh: '添加律师' },
  'delete-category': { th: 'ลบหมวดหมู่คดี', en: 'Deleted a case category', zh: '删除案件类别' },
  'delete-lawyer': { th: 'ลบทนายความ', en: 'Deleted a lawyer', zh: '删除律师' },
  'email:resend': { th: 'ส่งอีเมลอีกครั้ง', en: 'Sent an e-mail again', zh: '重新发送邮件' },
  'featured-add': { th: 'เพิ่มทนายความแนะนำ', en: 'Added a featured lawyer', zh: '添加推荐律师' },
  'featured-delete': { th: 'ลบทนายความแนะนำ', en: 'Removed a featured lawyer', zh: '移除推荐律师' },
  'featured-pin': { th: 'ปักหมุดทนายความแนะนำ', en: 'Pinned featured lawyers', zh: '置顶推荐律师' },
  'featured-update': { th: 'แก้ไขทนายความแนะนำ', en: 'Edited a featured lawyer', zh: '编辑推荐律师' },
  'grant-admin': { th: 'ให้สิทธิ์ผู้ดูแลระบบ', en: 'Made an administrator', zh: '授予管理员权限' },
  'invite-lawyers': {
    th: 'เชิญทนายความให้ตอบคำถาม',
    en: 'Invited lawyers to a question',
    zh: '邀请律师回答问题',
  },
  'link-lawyer-account': {
    th: 'เชื่อมบัญชีกับทนายความ',
    en: 'Linked an account to a lawyer',
    zh: '将账户关联到律师',
  },
  'remove-lawyer-avatar': { th: 'ลบรูปทนายความ', en: 'Removed a lawyer’s picture', zh: '删除律师照片' },
  'remove-recipient': { th: 'ยกเลิกคำเชิญทนายความ', en: 'Removed a lawyer’s invitation', zh: '撤销律师邀请' },
  'review:keep': {
    th: 'คงรีวิวที่ถูกโต้แย้งไว้',
    en: 'Kept a disputed review',
    zh: '保留有异议的评价',
  },
  'review:publish': { th: 'เผยแพร่รีวิวที่ถูกพักไว้', en: 'Published a held review', zh: '发布暂缓的评价' },
  'review:reject': { th: 'ปฏิเสธรีวิว', en: 'Rejected a review', zh: '拒绝评价' },
  'review:remove': {
    th: 'นำรีวิวที่ถูกโต้แย้งออก',
    en: 'Removed a disputed review',
    zh: '删除有异议的评价',
  },
  'revoke-admin': { th: 'ถอนสิทธิ์ผู้ดูแลระบบ', en: 'Removed an administrator', zh: '撤销管理员权限' },
  'set-lawyer-avatar': { th: 'ตั้งรูปทนายความ', en: 'Set a lawyer’s picture', zh: '设置律师照片' },
  'set-lawyer-network-member': {
    th: 'เปลี่ยนสถานะสมาชิกเครือข่าย',
    en: 'Changed network membership',
    zh: '更改网络成员身份',
  },
  'set-lawyer-verified': { th: 'เปลี่ยนสถานะการตรวจสอบ', en: 'Changed verification', zh: '更改认证状态' },
  'unlink-lawyer-account': { th: 'ยกเลิกการเชื่อมบัญชี', en: 'Unlinked an account', zh: '解除账户关联' },
  'update-category': { th: 'แก้ไขหมวดหมู่คดี', en: 'Edited a case category', zh: '编辑案件类别' },
  'update-lawyer': { th: 'แก้ไขข้อมูลทนายความ', en: 'Edited a lawyer', zh: '编辑律师' },
};

/** What each kind of record of the audit log (admin_audit_log.entity_type) is called on the audit page. */
export const AUDIT_ENTITY_LABELS: Record<string, Localized> = {
  appointment_request: { th: 'คำขอนัดหมาย', en: 'Appointment request', zh: '预约请求' },
  case_category: { th: 'หมวดหมู่คดี', en: 'Case category', zh: '案件类别' },
  email: { th: 'อีเมล', en: 'E-mail', zh: '邮件' },
  featured_lawyer: { th: 'ทนายความแนะนำ', en: 'Featured lawyer', zh: '推荐律师' },
  lawyer: { th: 'ทนายความ', en: 'Lawyer', zh: '律师' },
  lawyer_application: { th: 'ใบสมัครทนายความ', en: 'Lawyer application', zh: '律师申请' },
  question: { th: 'คำถาม', en: 'Question', zh: '问题' },
  question_recipient: { th: 'คำเชิญทนายความ', en: 'Lawyer invitation', zh: '律师邀请' },
  review: { th: 'รีวิว', en: 'Review', zh: '评价' },
  user: { th: 'บัญชีผู้ใช้', en: 'User account', zh: '用户账户' },
};

/** An audit action in words in the interface language; an action without a label as it is stored. */
export function auditActionLabel(action: string, lang: Lang): string {
  return AUDIT_ACTION_LABELS[action.replaceAll('.', ':')]?.[lang] ?? action;
}

/** The kind of record of an audit entry in words; an unknown kind as it is stored. */
export function auditEntityLabel(entityType: string, lang: Lang): string {
  return AUDIT_ENTITY_LABELS[entityType]?.[lang] ?? entityType;
}
