import type { Page } from '@playwright/test';
import { KNOWLEDGE_FAQ } from '#domain/content/knowledge-faq.ts';
import { NEWS_ARTICLES } from '#domain/content/news.ts';
import { expect, test } from './fixtures.ts';
import { toast } from './helpers.ts';

/** Parsed JSON-LD blocks of a server-rendered page. */
function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Goes to a page and waits until it is hydrated (no request left in flight). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('the knowledge FAQ opens one answer at a time', async ({ page }) => {
  await open(page, '/th/knowledge');
  const [first, second] = KNOWLEDGE_FAQ;
  const faq = page.getByTestId('knowledge-faq');
  const q1 = faq.locator('summary', { hasText: first!.question.th });
  const q2 = faq.locator('summary', { hasText: second!.question.th });
  const a1 = page.getByText(first!.answer.th);
  const a2 = page.getByText(second!.answer.th);
  await expect(a1).toBeHidden();

  await q1.click();
  await expect(a1).toBeVisible();

  await q2.click();
  await expect(a2).toBeVisible();
  await expect(a1).toBeHidden();

  // The open item closes again, leaving none open.
  await q2.click();
  await expect(a2).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(0);
});

test('emergency numbers are tel: links, with the lawyer hotline and a suggestion e-mail', async ({
  page,
}) => {
  await page.goto('/th/emergency');
  const expected = {
    'call-police': 'tel:191',
    'call-medical': 'tel:1669',
    'call-tourist_police': 'tel:1155',
    'call-social_hotline': 'tel:1300',
    // LAWYER_HOTLINE's default, '02-000-0001'.
    'call-lawyer': 'tel:020000001',
  };
  for (const [testId, href] of Object.entries(expected))
    await expect(page.getByTestId(testId)).toHaveAttribute('href', href);
  await expect(page.getByRole('link', { name: /ตำรวจ.*191/ })).toHaveAttribute('href', 'tel:191');
  await expect(page.getByRole('link', { name: /ทนายใกล้คุณ/ })).toContainText('02-000-0001');
  await expect(page.getByTestId('suggest-number')).toHaveAttribute(
    'href',
    /^mailto:contact@tanai\.example\?subject=/,
  );
  // Thumb-friendly: every call button is at least 44 px high.
  for (const testId of Object.keys(expected)) {
    const box = await page.getByTestId(testId).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

test('news shows translated categories, Buddhist-era dates and a coming-soon notice', async ({ page }) => {
  await open(page, '/th/news');
  const articles = page.getByTestId('news-article');
  await expect(articles).toHaveCount(NEWS_ARTICLES.length);
  await expect(articles.first()).toContainText('ข่าวกฎหมาย');
  const year = Number(NEWS_ARTICLES[0]!.date.slice(0, 4));
  await expect(articles.first().locator('time')).toContainText(String(year + 543));
  await articles.first().getByRole('button', { name: 'อ่านต่อ' }).click();
  await expect(toast(page, 'เร็ว ๆ นี้')).toBeVisible();

  await open(page, '/en/news');
  await expect(page.getByTestId('news-article').nth(2)).toContainText('Infographic');
  await expect(page.getByTestId('news-article').first().locator('time')).toContainText(String(year));
  await page.getByTestId('news-article').nth(1).getByRole('button', { name: 'Read more' }).click();
  await expect(toast(page, 'Coming soon')).toBeVisible();
});

const H1 = {
  services: { th: 'บริการของเรา', en: 'Our services', zh: '我们的服务' },
  about: { th: 'เกี่ยวกับเรา', en: 'About us', zh: '关于我们' },
  knowledge: { th: 'ศูนย์ความรู้กฎหมาย', en: 'Knowledge Center', zh: '法律知识中心' },
  news: { th: 'ข่าวสารและบทความ', en: 'News and articles', zh: '新闻与文章' },
  emergency: { th: 'เบอร์โทรฉุกเฉิน', en: 'Emergency numbers', zh: '紧急电话' },
  ai: { th: 'ผู้ช่วยคัดกรองคดี', en: 'Case-triage assistant', zh: '案件评估助手' },
} as const;

const TITLES = {
  services: { en: 'Services and prices', zh: '服务与收费' },
  about: { en: 'About us', zh: '关于我们' },
  knowledge: { en: 'Knowledge Center', zh: '法律知识中心' },
  news: { en: 'News and articles', zh: '新闻与文章' },
  emergency: { en: 'Emergency numbers', zh: '紧急电话' },
  ai: { en: 'Case-triage assistant', zh: '案件评估助手' },
} as const;

for (const lang of ['en', 'zh'] as const) {
  test(`every information page renders in /${lang} with its translated h1 and title`, async ({ page }) => {
    for (const [path, h1] of Object.entries(H1)) {
      const res = await page.goto(`/${lang}/${path}`);
      expect(res?.status(), path).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toContainText(h1[lang]);
      const title = TITLES[path as keyof typeof TITLES][lang];
      expect(await page.title(), path).toMatch(
        new RegExp(`^${title.replace(/[()（）]/g, '\\$&')} \\| Tanai`),
      );
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(20);
    }
  });
}

test('services show the six categories with their prices, the packages and the call to action', async ({
  page,
}) => {
  await page.goto('/th/services');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(H1.services.th);
  const categories = page.getByTestId('service-category');
  await expect(categories).toHaveCount(6);
  await expect(categories.locator('[data-testid="service-price"]')).toHaveText([
    '5,000 - 20,000 บาท',
    '3,000 - 15,000 บาท',
    '8,000 - 50,000 บาท',
    '4,000 - 18,000 บาท',
    '5,000 - 25,000 บาท',
    '6,000 - 30,000 บาท',
  ]);
  await expect(page.locator('[data-key="criminal"]')).toContainText('รับเรื่องด่วน');
  await expect(page.locator('[data-key="family"]')).not.toContainText('รับเรื่องด่วน');
  const packages = page.getByTestId('service-package');
  await expect(packages).toHaveCount(3);
  // The first consultation is the booking's: its first 30 minutes free, said once under the packages.
  await expect(page.locator('[data-key="first"]')).toContainText('ฟรี');
  await expect(page.getByTestId('packages-note')).toContainText('30 นาทีแรกของการปรึกษาครั้งแรก');
  await expect(page.locator('[data-key="full"]')).toContainText('แนะนำ');
  await expect(page.locator('[data-key="retainer"]')).toContainText('5,000 บาท ต่อเดือน');
  await expect(page.locator('[data-key="retainer"]')).toContainText('ส่วนลดค่าว่าความ 20%');
  const cta = page.locator('section', { has: page.locator('#cta-heading') });
  await expect(cta.getByRole('link', { name: 'ส่งคำถามกฎหมาย' })).toHaveAttribute('href', '/th/ask');
  await expect(cta.getByRole('link', { name: 'นัดหมายปรึกษา' })).toHaveAttribute('href', '/th/appointment');
});

test('about shows the network counts from the database', async ({ page }) => {
  await page.goto('/en/about');
  // The demo data: 270 verified lawyers in all 77 provinces.
  await expect(page.getByTestId('stat-lawyers')).toHaveText('270');
  await expect(page.getByTestId('stat-provinces')).toHaveText('77');
  await expect(page.getByTestId('coverage-summary')).toContainText('77 of Thailand’s 77 provinces');
  await expect(page.getByText('A fictional story for demonstration')).toBeVisible();
});

test('knowledge carries FAQPage and news ItemList JSON-LD in the server HTML', async ({
  request,
  baseURL,
}) => {
  const knowledge = jsonLdBlocks(await (await request.get('/th/knowledge')).text());
  const faq = knowledge.find((b) => b['@type'] === 'FAQPage') as
    | { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> }
    | undefined;
  expect(faq?.mainEntity.map((q) => q.name)).toEqual(KNOWLEDGE_FAQ.map((q) => q.question.th));
  expect(faq?.mainEntity[0]?.acceptedAnswer.text).toBe(KNOWLEDGE_FAQ[0]!.answer.th);

  const news = jsonLdBlocks(await (await request.get('/zh/news')).text());
  const list = news.find((b) => b['@type'] === 'ItemList') as
    | { itemListElement: Array<{ position: number; item: { headline: string; url: string } }> }
    | undefined;
  expect(list?.itemListElement.map((e) => e.item.headline)).toEqual(NEWS_ARTICLES.map((a) => a.title.zh));
  expect(list?.itemListElement[0]?.item.url).toBe(`${baseURL}/zh/news#${NEWS_ARTICLES[0]!.id}`);
  // Only the knowledge page carries the FAQ.
  expect(news.some((b) => b['@type'] === 'FAQPage')).toBe(false);
});

test('information pages do not scroll sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of Object.keys(H1)) {
    await page.goto(`/th/${path}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
