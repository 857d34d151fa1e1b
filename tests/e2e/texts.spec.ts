import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A client-side navigation to a page whose text section the first page did not carry shows that page in its
// language (i18n/texts.ts: the section loads while the page renders), without a page load.

type Tree = { [key: string]: string | Tree };
const read = (file: string) => JSON.parse(readFileSync(`i18n/${file}`, 'utf8')) as Tree;
const text = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string;

/** The sections of the page's inline texts. */
const inlineSections = (page: Page) =>
  page.evaluate(() => Object.keys(JSON.parse(document.getElementById('page-texts')?.textContent ?? '{}')));

for (const lang of ['th', 'en', 'zh'] as const) {
  test(`${lang}: from the sign-in page to the assistant's page, the assistant's texts`, async ({ page }) => {
    const core = read(`${lang}.json`);
    const triage = read(`triage.${lang}.json`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/${lang}/auth`);
    expect(await inlineSections(page)).not.toContain('triage');
    // Every heading the page shows from here on: the new page renders once, with its texts (no Thai first).
    await page.evaluate(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        for (const h of document.querySelectorAll('h1')) seen.push(h.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      Object.assign(window, { samePage: true, seen });
    });

    await page
      .getByRole('banner')
      .getByRole('link', { name: text(core, 'nav.ai'), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/ai$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text(triage, 'page.title'));
    await expect(page.getByText(text(triage, 'page.honest'))).toBeVisible();
    await expect(page).toHaveTitle(`${text(triage, 'meta.title')} | ${text(core, 'meta.siteName')}`);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    const title = text(triage, 'page.title');
    expect(
      seen.filter((h) => h.includes(text(read('triage.th.json'), 'page.title')) && !h.includes(title)),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
}
