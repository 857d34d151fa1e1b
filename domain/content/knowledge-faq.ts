import { HTML_LANG, type Lang, type Localized } from '../i18n.ts';

/** One question of the knowledge centre. `id` is stable (accordion value, anchors). */
export interface KnowledgeFaqItem {
  id: string;
  question: Localized;
  answer: Localized;
}

/**
 * The knowledge centre's three fixed FAQ items (docs/product-rules.md, "Pages and texts"): unfair dismissal,
 * documents for a divorce, civil versus criminal cases. General information, not advice on a case.
 */
export const KNOWLEDGE_FAQ: readonly KnowledgeFaqItem[] = [
  {
    id: 'unfair-dismissal',
    question: {
      th: 'ถูกเลิกจ้างไม่เป็นธรรม ควรทำอย่างไร',
      en: 'I was dismissed unfairly. What should I do?',
      zh: '被不公平解雇，我该怎么办？',
    },
    answer: {
      th: 'เก็บหลักฐานให้ครบ เช่น สัญญาจ้าง สลิปเงินเดือน หนังสือเลิกจ้าง และข้อความที่เกี่ยวข้อง หากนายจ้างไม่จ่ายค่าชดเชยหรือค่าจ้างค้างจ่าย คุณยื่นคำร้องต่อพนักงานตรวจแรงงานได้โดยไม่เสียค่าใช้จ่าย หากเห็นว่าการเลิกจ้างไม่มีเหตุอันสมควร คุณฟ้องต่อศาลแรงงานเพื่อเรียกค่าเสียหายหรือขอกลับเข้าทำงานได้ และการฟ้องคดีแรงงานไม่ต้องเสียค่าธรรมเนียมศาล ควรปรึกษาทนายความโดยเร็ว เพราะสิทธิบางอย่างมีอายุความ',
      en: 'Keep every piece of evidence: your employment contract, payslips, the dismissal letter and any messages. If your employer does not pay severance or wages owed, you can file a claim with a labour inspector free of charge. If the dismissal had no good reason, you can sue in the Labour Court for compensation or reinstatement, and labour cases carry no court fees. Talk to a lawyer soon, as some claims have time limits.',
      zh: '请保存好所有证据，例如劳动合同、工资单、解雇通知书和相关信息。如果雇主未支付遣散费或拖欠工资，您可以免费向劳动监察员提出申诉。如果解雇没有正当理由，您可以向劳动法院起诉，要求赔偿或恢复工作，劳动案件无需缴纳诉讼费。请尽早咨询律师，因为部分权利有时效限制。',
    },
  },
  {
    id: 'divorce-documents',
    question: {
      th: 'การหย่าต้องใช้เอกสารอะไรบ้าง',
      en: 'Which documents do I need for a divorce?',
      zh: '办理离婚需要哪些文件？',
    },
    answer: {
      th: 'หากทั้งสองฝ่ายตกลงหย่ากันได้ ให้ไปจดทะเบียนหย่าที่สำนักงานเขตหรือที่ว่าการอำเภอ โดยเตรียมบัตรประจำตัวประชาชนของทั้งสองฝ่าย ทะเบียนบ้าน ใบสำคัญการสมรส บันทึกข้อตกลงเรื่องบุตรและทรัพย์สิน และพยานบุคคล 2 คน หากตกลงกันไม่ได้ ต้องฟ้องหย่าต่อศาลเยาวชนและครอบครัว โดยต้องมีเหตุหย่าตามกฎหมายและหลักฐานประกอบ ซึ่งทนายความช่วยรวบรวมและเตรียมคำฟ้องให้ได้',
      en: 'If you both agree, register the divorce at a district office with both ID cards, your house registrations, the marriage certificate, a written agreement on children and property, and two witnesses. If you cannot agree, you must file for divorce at the Juvenile and Family Court, showing a ground for divorce recognised by law and evidence for it. A lawyer can help gather the evidence and prepare the claim.',
      zh: '如果双方同意离婚，请携带双方身份证、户籍簿、结婚证、关于子女和财产的书面协议以及两名证人，到区办事处或县公所办理离婚登记。如果无法达成一致，则须向青少年与家庭法院提起离婚诉讼，并提供法定离婚理由及相关证据。律师可协助收集证据并准备起诉状。',
    },
  },
  {
    id: 'civil-vs-criminal',
    question: {
      th: 'คดีแพ่งกับคดีอาญาต่างกันอย่างไร',
      en: 'What is the difference between a civil and a criminal case?',
      zh: '民事案件和刑事案件有什么区别？',
    },
    answer: {
      th: 'คดีแพ่งเป็นข้อพิพาทระหว่างบุคคลเรื่องสิทธิหรือเงิน เช่น ผิดสัญญา กู้ยืมเงิน หรือละเมิด ผู้เสียหายเป็นผู้ฟ้อง และผลของคดีคือการชดใช้ค่าเสียหายหรือการปฏิบัติตามสัญญา ส่วนคดีอาญาเป็นการกระทำความผิดที่กฎหมายกำหนดโทษ เช่น ลักทรัพย์ ฉ้อโกง หรือทำร้ายร่างกาย พนักงานอัยการหรือผู้เสียหายเป็นผู้ฟ้อง และผลของคดีคือโทษ เช่น จำคุกหรือปรับ การกระทำเดียวอาจเป็นทั้งคดีแพ่งและคดีอาญาได้',
      en: 'A civil case is a dispute between people over rights or money, such as a broken contract, a loan or a wrongful act; the injured party sues, and the outcome is compensation or performance of the contract. A criminal case concerns an offence the law punishes, such as theft, fraud or assault; the public prosecutor or the injured party prosecutes, and the outcome is a penalty such as imprisonment or a fine. One act can lead to both a civil and a criminal case.',
      zh: '民事案件是个人之间关于权利或金钱的纠纷，例如违约、借贷或侵权，由受害方起诉，结果是赔偿损失或履行合同。刑事案件涉及法律规定须受处罚的犯罪行为，例如盗窃、诈骗或伤害，由检察官或受害方起诉，结果是监禁或罚金等刑罚。同一行为可能同时引发民事和刑事案件。',
    },
  },
];

/** schema.org FAQPage of the knowledge centre, for the page head. */
export function knowledgeFaqJsonLd(lang: Lang) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: HTML_LANG[lang],
    mainEntity: KNOWLEDGE_FAQ.map((item) => ({
      '@type': 'Question',
      name: item.question[lang],
      acceptedAnswer: { '@type': 'Answer', text: item.answer[lang] },
    })),
  };
}
