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
    id: 'ai-assistant-preview',
    category: 'legal_news',
    date: '2025-03-10',
    title: {
      th: 'ทนายเปิดทดลองผู้ช่วยกฎหมาย AI',
      en: 'Tanai opens a preview of its AI legal assistant',
      zh: 'Tanai 推出 AI 法律助手试用版',
    },
    excerpt: {
      th: 'ผู้ช่วย AI จะช่วยคัดกรองคดี แนะนำทนายความที่เหมาะสม และช่วยร่างเอกสารเบื้องต้น ขณะนี้อยู่ระหว่างการพัฒนาและเปิดให้ทดลองใช้งาน',
      en: 'The assistant will help screen cases, recommend suitable lawyers and draft simple documents. It is still being developed and is open for a trial.',
      zh: 'AI 助手将协助案件初筛、推荐合适的律师并起草简单文件。目前仍在开发中，现已开放试用。',
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
