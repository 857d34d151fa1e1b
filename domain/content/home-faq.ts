import { FREE_FIRST_CONSULTATION_MINUTES } from '../booking.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '../fees.ts';
import type { Lang } from '../i18n.ts';

const FEE = CONSULTATION_FEE_PER_QUESTION;
const FREE = FREE_FIRST_CONSULTATION_MINUTES;

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The home page FAQ (also published as FAQPage JSON-LD at /schema/faq-{lang}.jsonld). The search answer names the
 * five search fields (docs/product-rules.md, "Search and the home page"): lawyers have no gender field.
 */
export const HOME_FAQ: Record<Lang, FaqItem[]> = {
  th: [
    {
      question: 'ค้นหาทนายความบนเว็บไซต์ได้อย่างไร',
      answer:
        'ใช้แบบฟอร์มค้นหาที่หน้าแรกหรือหน้าค้นหาทนายความ กรอกหรือเลือกได้ 5 ช่อง คือ ชื่อทนายความ ประเภทคดี จังหวัด ภาษา และงบประมาณ ระบบจะแสดงเฉพาะทนายความที่ผ่านการตรวจสอบแล้ว',
    },
    {
      question: 'ค่าปรึกษากฎหมายเท่าไร',
      answer: `ส่งคำถามกฎหมายเพียง ${FEE} บาทต่อคำถาม ชำระผ่านการโอนเงินหรือพร้อมเพย์ นัดหมายปรึกษาทนายความผ่าน Tanai ${FREE} นาทีแรกของการปรึกษาครั้งแรกไม่มีค่าใช้จ่าย ค่าว่าความขึ้นอยู่กับใบเสนอราคาของทนายความแต่ละท่าน`,
    },
    {
      question: 'ทนายความบนเว็บไซต์ผ่านการตรวจสอบหรือไม่',
      answer: 'ทนายความทุกคนที่แสดงในผลการค้นหาผ่านการตรวจสอบใบอนุญาตว่าความจากผู้ดูแลระบบก่อนเผยแพร่ข้อมูล',
    },
    {
      question: 'ส่งคำถามกฎหมายแล้วจะได้รับคำตอบอย่างไร',
      answer:
        'เมื่อเข้าสู่ระบบและส่งคำถาม ระบบจะเชิญทนายความที่ถนัดเรื่องนั้นให้รับเคสภายใน 48 ชั่วโมง เมื่อทนายรับเคสแล้ว คุณจะคุยกับทนายได้ในหน้าคำถามของคุณ',
    },
  ],
  en: [
    {
      question: 'How do I find a lawyer on the site?',
      answer:
        'Use the search form on the home page or the lawyer search page. You can fill in or choose five fields: lawyer name, case type, province, language and budget. Only verified lawyers are shown.',
    },
    {
      question: 'How much does legal advice cost?',
      answer: `A legal question in writing costs just ${FEE} baht, paid by bank transfer or PromptPay. When you book a consultation through Tanai, the first ${FREE} minutes of your first consultation are free. Lawyer fees for a case follow each lawyer’s quotation.`,
    },
    {
      question: 'Are the lawyers on the site verified?',
      answer:
        'Every lawyer shown in the search results has had their licence checked by an administrator before their profile is published.',
    },
    {
      question: 'How do I get an answer to a legal question?',
      answer:
        'Sign in and send your question. We invite lawyers experienced in that area to accept it within 48 hours; once a lawyer accepts, you talk with them on your question’s page.',
    },
  ],
  zh: [
    {
      question: '如何在网站上查找律师？',
      answer:
        '使用首页或律师搜索页的搜索表单，可填写或选择五项：律师姓名、案件类型、府（省）、语言和预算。只显示已通过审核的律师。',
    },
    {
      question: '法律咨询费用是多少？',
      answer: `书面提交法律问题每个仅需 ${FEE} 泰铢，可通过银行转账或 PromptPay 支付。通过 Tanai 预约咨询，首次咨询的前 ${FREE} 分钟免费。案件代理费以各律师的报价为准。`,
    },
    {
      question: '网站上的律师经过审核吗？',
      answer: '搜索结果中显示的每位律师，其执业执照在资料发布前均经过管理员审核。',
    },
    {
      question: '提交法律问题后如何获得解答？',
      answer:
        '登录后提交问题，系统会邀请擅长该领域的律师在 48 小时内接案。律师接案后，您可以在问题页面与律师交流。',
    },
  ],
};
