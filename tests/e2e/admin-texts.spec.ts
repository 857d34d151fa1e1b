import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminPage } from './helpers.ts';

// A client-side navigation between two admin screens: the second one's text section (not on the first page)
// arrives while it renders (i18n/texts.ts), and the screen shows in the page's language.

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(`i18n/${file}`, 'utf8')) as Tree;
const text = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

const inlineSections = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(document.getElementById('page-texts')?.textContent ?? '{}')));

test.describe.configure({ mode: 'serial' });

for (const lang of ['th', 'en', 'zh'] as const) {
  test(`${lang}: from the lawyers screen to the case categories, the categories' texts`, async ({
    browser,
  }) => {
    const page = await adminPage(browser);
    const core = read(`${lang}.json`);
    const categories = read(`adminCategories.${lang}.json`);
    await page.goto(`/${lang}/admin/lawyers`);
    const sections = await inlineSections(page);
    expect(sections).toContain('adminLawyers');
    expect(sections).not.toContain('adminCategories');
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await page
      .getByRole('navigation', { name: text(core, 'header.adminArea') })
      .getByRole('link', { name: text(core, 'admin.nav.cases'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/admin/cases$`));
    await expect(page.getByRole('heading', { level: 1, name: text(categories, 'title') })).toBeVisible();
    await expect(page).toHaveTitle(`${text(categories, 'meta.title')} | ${text(core, 'meta.siteName')}`);
    await expect(page.locator('body')).not.toContainText('adminCategories.');
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
}
