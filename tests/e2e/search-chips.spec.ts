import { expect, test } from './fixtures.ts';

// A phone's search says what it searches (docs/product-rules.md, "Search and the home page"): the active filters
// as chips above the results, each a link that removes that filter only, and "clear all".
test.use({ viewport: { width: 360, height: 800 } });

const CRIMINAL = 'อาญา';
const ENGLISH = 'อังกฤษ';
const search = (lang: string, params: Record<string, string>) =>
  `/${lang}/search?${new URLSearchParams(params)}`;
/** The search's parameters of the page's address, in their order. */
const paramsOf = (url: string) => [...new URL(url).searchParams];

test('the active filters show as chips on a phone; removing one keeps the others', async ({ page }) => {
  await page.goto(search('en', { case: CRIMINAL, language: ENGLISH, budget: 'high' }));
  const chips = page.getByRole('navigation', { name: 'Active filters' });
  await expect(chips).toBeVisible();
  // Above the results, with the filters' panel still folded.
  await expect(page.locator('details.search-filters')).not.toHaveAttribute('open');
  const chipsBottom = (await chips.boundingBox())!.y;
  const resultsTop = (await page.getByRole('heading', { level: 2, name: /lawyers? found/ }).boundingBox())!.y;
  expect(chipsBottom).toBeLessThan(resultsTop);
  const criminal = chips.getByRole('link', { name: /^Remove filter: Criminal/ });
  await expect(criminal).toBeVisible();
  await expect(chips.getByRole('link', { name: /^Remove filter: English/ })).toBeVisible();
  await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveCount(3);

  await criminal.click();
  await expect(page).toHaveURL(/\/en\/search\?language=[^&]+&budget=high$/);
  expect(paramsOf(page.url())).toEqual([
    ['language', ENGLISH],
    ['budget', 'high'],
  ]);
  await expect(chips.getByRole('link', { name: /^Remove filter: / })).toHaveCount(2);
  await expect(chips.getByRole('link', { name: /^Remove filter: Criminal/ })).toHaveCount(0);

  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/en\/search$/);
  await expect(page.getByTestId('filter-chips')).toHaveCount(0);
});

test('the chips are named in Thai and Chinese and work without scripts', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(search('th', { q: 'ส', case: CRIMINAL, sort: 'fee' }));
  const chips = page.getByRole('navigation', { name: 'ตัวกรองที่ใช้อยู่' });
  await chips.getByRole('link', { name: /^ลบตัวกรอง: ชื่อ/ }).click();
  // The order of the results is not a filter: it stays.
  await expect(page).toHaveURL(/\/th\/search\?case=[^&]+&sort=fee$/);
  expect(paramsOf(page.url())).toEqual([
    ['case', CRIMINAL],
    ['sort', 'fee'],
  ]);
  await expect(chips.getByRole('link', { name: /^ลบตัวกรอง: / })).toHaveCount(1);
  await page.goto(search('zh', { case: CRIMINAL }));
  await expect(
    page.getByRole('navigation', { name: '当前筛选条件' }).getByRole('link', { name: /^移除筛选：/ }),
  ).toHaveCount(1);
  await context.close();
});
