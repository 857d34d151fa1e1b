import type { Page } from '@playwright/test';
import { PUBLIC_PAGES } from '#server/sitemap.ts';
import { expect, test } from './fixtures.ts';

// One page grid (docs/look-and-feel.md, "Grid"): on every public page, at a laptop's and a tablet's width, the
// page's first heading starts where the header's logo does. The heading's text is measured (a Range over its
// contents), so a centred or indented title fails even when its box is aligned.
const WIDTHS = [1366, 768];
const TOLERANCE = 4;

/** The public pages of app/routes.ts that need no booking or token; the ids come from the demo data. */
const STATIC_PAGES = [...PUBLIC_PAGES, '/auth', '/auth/reset', '/privacy'];

/** The left edges of the logo and of the first h1's text, in CSS pixels. */
function leftEdges(page: Page) {
  return page.evaluate(() => {
    const logo = document.querySelector('header a')!.getBoundingClientRect().left;
    const h1 = document.querySelector('main h1')!;
    const range = document.createRange();
    range.selectNodeContents(h1);
    return { logo, heading: range.getBoundingClientRect().left, text: h1.textContent?.trim() ?? '' };
  });
}

/** A demo lawyer's profile and a published answer, found as a visitor finds them. */
async function pagesWithIds(page: Page): Promise<string[]> {
  await page.goto('/th/search');
  const profile = await page.locator('main ul a[href*="/profile/"]').first().getAttribute('href');
  await page.goto('/th/answers');
  const answer = await page.locator('main a[href*="/answers/"]').first().getAttribute('href');
  expect(profile, 'a demo profile').toBeTruthy();
  expect(answer, 'a published demo answer').toBeTruthy();
  return [profile!.replace(/^\/th/, ''), answer!.replace(/^\/th/, '')];
}

test('every public page starts its first heading at the logo’s left edge', async ({ page }) => {
  test.setTimeout(180_000);
  const paths = [...STATIC_PAGES, ...(await pagesWithIds(page))];
  const misaligned: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(`/th${path}`);
      const { logo, heading, text } = await leftEdges(page);
      if (Math.abs(heading - logo) > TOLERANCE)
        misaligned.push(`${width} px /th${path}: h1 "${text.slice(0, 30)}" at ${heading}, logo at ${logo}`);
    }
  }
  expect(misaligned).toEqual([]);
});

test('the footer and the header share the page’s left edge', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/about');
    const { logo, footer } = await page.evaluate(() => ({
      logo: document.querySelector('header a')!.getBoundingClientRect().left,
      footer: document.querySelector('footer p')!.getBoundingClientRect().left,
    }));
    expect(Math.abs(footer - logo), `${width} px`).toBeLessThanOrEqual(TOLERANCE);
  }
});

test('home’s featured lawyers never end on a lone card', async ({ page }) => {
  for (const width of [1366, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/th');
    const rows = await page.getByTestId('featured-more').evaluate((list) => {
      const items = [...list.children].map((li) => li.getBoundingClientRect());
      const tops = [...new Set(items.map((r) => Math.round(r.top)))];
      const last = items.filter((r) => Math.round(r.top) === tops.at(-1));
      return {
        rows: tops.length,
        lastRow: last.length,
        lastWidth: last[0]!.width,
        listWidth: list.clientWidth,
      };
    });
    // More than one card in the last row, or a single card that fills the row.
    const filled = rows.lastRow > 1 || rows.lastWidth > rows.listWidth * 0.9;
    expect(filled, `${width} px: ${JSON.stringify(rows)}`).toBe(true);
  }
});
