import { HTML_LANG, type Lang, type Localized } from '../i18n.ts';

/** Categories of the news page; their labels are `info.news.categories.<category>`. */
export const NEWS_CATEGORIES = ['legal_news', 'article', 'infographic'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export interface NewsArticle {
  id: string;
  title: Localized;
  excerpt: Localized;
  /** Publication date, yyyy-mm-dd (shown in Bangkok time). */
  date: string;
  category: NewsCategory;
}

/** The news page's three fixed articles (docs/product-rules.md, "Pages and texts"), newest first. */
export const NEWS_ARTICLES: readonly NewsArticle[] = [
  {
    id: 'case-triage-assistant',
    category: 'legal_news',
    date: '2026-11-24',
    title: {
      th: 'ทนายเปิดผู้ช่วยคัดกรองคดี',
      en: 'Tanai opens its case-triage assistant',
      zh: 'Tanai 推出案件评估助手',
    },
    excerpt: {
      th: 'เล่าเรื่องของคุณด้วยคำพูดของคุณเอง ผู้ช่วยจะบอกประเภทคดีที่น่าจะเกี่ยวข้อง จังหวัด และทนายความที่ยืนยันแล้วซึ่งเหมาะกับเรื่องนั้น และเตือนเมื่อควรขอความช่วยเหลือภายในวันนี้ ผู้ช่วยทำงานบนเซิร์ฟเวอร์ของเราเอง ไม่เก็บข้อความของคุณ และไม่ใช่คำแนะนำทางกฎหมาย',
      en: 'Describe your problem in your own words: the assistant suggests the likely case type, the province and verified lawyers who fit, and says when you should get help today. It runs on our own server, keeps nothing you type, and is not legal advice.',
      zh: '用您自己的话描述问题：助手会提示可能的案件类型、所在府以及合适的已认证律师，并在需要当天求助时提醒您。它在我们自己的服务器上运行，不保存您输入的内容，也不构成法律意见。',
    },
  },
  {
    id: 'police-summons',
    category: 'article',
    date: '2025-02-18',
    title: {
      th: '5 สิ่งที่ควรทำเมื่อได้รับหมายเรียกจากตำรวจ',
      en: '5 things to do when you receive a police summons',
      zh: '收到警方传唤书时应做的 5 件事',
    },
    excerpt: {
      th: 'อย่าเพิกเฉยต่อหมายเรียก ตรวจสอบวันนัดและข้อหา เตรียมเอกสาร และปรึกษาทนายความก่อนไปพบพนักงานสอบสวน',
      en: 'Do not ignore the summons: check the date and the charge, gather your documents and talk to a lawyer before you meet the inquiry officer.',
      zh: '不要忽视传唤书：核对日期和指控，准备好文件，并在会见调查人员之前咨询律师。',
    },
  },
  {
    id: 'divorce-steps',
    category: 'infographic',
    date: '2025-01-27',
    title: {
      th: 'สรุปขั้นตอนการจดทะเบียนหย่า',
      en: 'Registering a divorce, step by step',
      zh: '离婚登记步骤一览',
    },
    excerpt: {
      th: 'ภาพสรุปขั้นตอนการหย่าโดยความยินยอม ตั้งแต่การเตรียมเอกสารจนถึงการจดทะเบียนที่สำนักงานเขตหรืออำเภอ',
      en: 'An illustrated summary of a divorce by consent, from preparing the documents to registering it at the district office.',
      zh: '图解协议离婚的步骤，从准备文件到在区办事处或县公所办理登记。',
    },
  },
];

/**
 * schema.org ItemList of the news articles, for the page head. Each article (a CreativeWork) has `inLanguage`; a
 * list has no such property.
 */
export function newsItemListJsonLd(lang: Lang, baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: NEWS_ARTICLES.length,
    itemListElement: NEWS_ARTICLES.map((article, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': article.category === 'legal_news' ? 'NewsArticle' : 'Article',
        '@id': `${baseUrl}/${lang}/news#${article.id}`,
        headline: article.title[lang],
        description: article.excerpt[lang],
        datePublished: article.date,
        inLanguage: HTML_LANG[lang],
        url: `${baseUrl}/${lang}/news#${article.id}`,
      },
    })),
  };
}
