import { describe, expect, it } from 'vitest';
import { formatDate } from '../dates.ts';
import { LANGS } from '../i18n.ts';
import { KNOWLEDGE_FAQ, knowledgeFaqJsonLd } from './knowledge-faq.ts';
import { NEWS_ARTICLES, NEWS_CATEGORIES, newsItemListJsonLd } from './news.ts';

describe('knowledge centre FAQ', () => {
  it('has the three fixed items, complete in every language', () => {
    expect(KNOWLEDGE_FAQ.map((q) => q.id)).toEqual([
      'unfair-dismissal',
      'divorce-documents',
      'civil-vs-criminal',
    ]);
    for (const item of KNOWLEDGE_FAQ)
      for (const lang of LANGS) {
        expect(item.question[lang].trim()).not.toBe('');
        expect(item.answer[lang].trim()).not.toBe('');
      }
  });

  it('is published as FAQPage JSON-LD in the page language', () => {
    const ld = knowledgeFaqJsonLd('zh');
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.inLanguage).toBe('zh-CN');
    expect(ld.mainEntity).toHaveLength(3);
    expect(ld.mainEntity[1]).toEqual({
      '@type': 'Question',
      name: KNOWLEDGE_FAQ[1]!.question.zh,
      acceptedAnswer: { '@type': 'Answer', text: KNOWLEDGE_FAQ[1]!.answer.zh },
    });
  });
});

describe('news', () => {
  it('has three articles, one of each category, with valid dates', () => {
    expect(NEWS_ARTICLES).toHaveLength(3);
    expect(new Set(NEWS_ARTICLES.map((a) => a.id)).size).toBe(3);
    expect(NEWS_ARTICLES.map((a) => a.category).sort()).toEqual([...NEWS_CATEGORIES].sort());
    for (const a of NEWS_ARTICLES) {
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(new Date(a.date).getTime())).toBe(false);
    }
  });

  it('shows dates with Buddhist-era years in Thai', () => {
    const date = NEWS_ARTICLES[0]!.date;
    const year = Number(date.slice(0, 4));
    expect(formatDate(date, 'th')).toContain(String(year + 543));
    expect(formatDate(date, 'en')).toContain(String(year));
  });

  it('is published as an ItemList of articles with absolute URLs', () => {
    const ld = newsItemListJsonLd('en', 'https://tanai.example');
    expect(ld['@type']).toBe('ItemList');
    expect(ld.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement[0]!.item).toMatchObject({
      '@type': 'NewsArticle',
      headline: NEWS_ARTICLES[0]!.title.en,
      datePublished: NEWS_ARTICLES[0]!.date,
      url: `https://tanai.example/en/news#${NEWS_ARTICLES[0]!.id}`,
    });
  });
});
