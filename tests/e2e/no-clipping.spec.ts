import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// No control is cut off or pushed off the screen: at a phone, tablet, common laptop and desktop width, on the
// pages people compare and book from, every visible link, button and form control of the header, the page and
// the profile's contact bar lies within the screen, the page does not scroll sideways, and a control's text
// fits its box. The checks are on element boxes (getBoundingClientRect, scrollWidth), not on pixels.
const WIDTHS = [360, 768, 1366, 1920];

/**
 * What does not fit on the page now, one line per problem. A select must fit its longest option (any may be
 * chosen), measured in the select's own font; Chromium draws its arrow and inner padding in about 24 px beside the
 * CSS padding. Buttons, button-like links and inputs must not scroll their own text (scrollWidth); an empty input
 * must fit its placeholder.
 */
function problemsOf(page: Page) {
  return page.evaluate(() => {
    const SELECT_ARROW = 24;
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} > ${width}`);
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (text: string, el: Element) => {
      const style = getComputedStyle(el);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const innerWidth = (el: HTMLElement) => {
      const style = getComputedStyle(el);
      return el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    };
    const name = (el: HTMLElement) => {
      const text =
        el instanceof HTMLSelectElement ? el.name : (el.getAttribute('aria-label') ?? el.textContent);
      return `${el.tagName.toLowerCase()} "${(text ?? '').trim().slice(0, 40)}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      ['header', 'main', '.contact-bar']
        .flatMap((scope) =>
          ['a', 'button', 'select', 'input', 'textarea', 'summary'].map((c) => `${scope} ${c}`),
        )
        .join(','),
    );
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text (1 px) and hidden inputs take no room.
      if (box.width <= 1 || box.height <= 1) continue;
      // A row that scrolls sideways (home's featured lawyers on a phone) holds what is past its edge on purpose;
      // the row itself is checked like any box.
      let inScroller = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflowX = getComputedStyle(up).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') {
          const row = up.getBoundingClientRect();
          inScroller = row.left >= -0.5 && row.right <= width + 0.5;
          break;
        }
      }
      if (inScroller) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        problems.push(
          `${name(el)} lies outside the screen: ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      if (el instanceof HTMLSelectElement) {
        const longest = Math.max(...[...el.options].map((o) => textWidth(o.text, el)));
        if (longest > innerWidth(el) - SELECT_ARROW)
          problems.push(
            `${name(el)} cuts its options: ${Math.round(longest)} > ${innerWidth(el) - SELECT_ARROW}`,
          );
      } else if (el instanceof HTMLInputElement && ['text', 'search', 'email', 'tel', ''].includes(el.type)) {
        const text = el.value || el.placeholder;
        if (textWidth(text, el) > innerWidth(el) + 0.5)
          problems.push(`${name(el)} cuts "${text}": ${Math.round(textWidth(text, el))} > ${innerWidth(el)}`);
      } else if (
        el instanceof HTMLButtonElement ||
        el.classList.contains('btn') ||
        el.tagName === 'SUMMARY'
      ) {
        if (el.scrollWidth > el.clientWidth + 1)
          problems.push(`${name(el)} cuts its text: ${el.scrollWidth} > ${el.clientWidth}`);
      }
    }
    return problems;
  });
}

/** The first lawyer of the search: a profile with a fee, experience, and contact links. */
async function firstProfile(page: Page) {
  await page.goto('/th/search');
  const href = await page.getByTestId('lawyer-card').first().getByRole('link').first().getAttribute('href');
  return href!.replace(/^\/th/, '');
}

for (const width of WIDTHS) {
  test(`at ${width} px nothing is cut off or off the screen (home, search, a profile, booking)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const profile = await firstProfile(page);
    const langs = width === 360 || width === 1366 ? ['th', 'en', 'zh'] : ['th', 'en'];
    const paths = ['', '/search?budget=medium', profile, '/appointment'];
    for (const lang of langs) {
      for (const path of lang === 'th' ? paths : paths.slice(0, 3)) {
        await page.goto(`/${lang}${path}`);
        expect(await problemsOf(page), `/${lang}${path} at ${width} px`).toEqual([]);
      }
    }
    // The search filters fold away on small screens: opened, they fit too.
    if (width < 1024) {
      await page.goto('/th/search?budget=medium&sort=fee');
      await page.locator('summary').filter({ hasText: 'ตัวกรองการค้นหา' }).click();
      await expect(page.getByLabel('งบประมาณ')).toBeVisible();
      expect(await problemsOf(page), `the opened filters at ${width} px`).toEqual([]);
    }
  });
}

test('at 1280 and 1366 px the main links are in the header and fit, in th, en and zh', async ({ page }) => {
  for (const width of [1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [lang, labels] of [
      ['th', ['ผู้ช่วยคัดกรองคดี', 'ค้นหาทนาย', 'บริการ', 'เหตุฉุกเฉิน']],
      ['en', ['Case-triage assistant', 'Search Lawyers', 'Services', 'Emergency']],
      ['zh', ['案件评估助手', '查找律师', '服务', '紧急求助']],
    ] as const) {
      for (const path of ['', '/search']) {
        await page.goto(`/${lang}${path}`);
        const header = page.locator('header');
        for (const label of labels)
          await expect(header.getByRole('link', { name: label, exact: true })).toBeVisible();
        expect(await problemsOf(page), `/${lang}${path} at ${width} px`).toEqual([]);
      }
    }
  }
  // The menu holds the rest: knowledge, news and about (not home's payment link), but not the inline links.
  await page.goto('/th/search');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนู' });
  await expect(menu.getByRole('link', { name: 'ศูนย์ความรู้' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'เกี่ยวกับเรา' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ค้นหาทนาย' })).toBeHidden();
});

test('below 1280 px the main links are in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/th/search');
  await expect(page.locator('header').getByRole('link', { name: 'เหตุฉุกเฉิน' })).toBeHidden();
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const menu = page.getByRole('dialog', { name: 'เมนู' });
  for (const label of ['ผู้ช่วยคัดกรองคดี', 'ค้นหาทนาย', 'บริการ', 'เหตุฉุกเฉิน', 'ศูนย์ความรู้'])
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
});
