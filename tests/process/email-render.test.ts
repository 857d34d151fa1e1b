import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '#domain/i18n.ts';
import { ensureHeadlessShell } from '../../scripts/ensure-chromium.mjs';
import { everyEmail } from './helpers/every-email.ts';

// Every e-mail's HTML part (server/mail/templates.ts `renderBlocks`), every template in th/en/zh with long values
// (tests/process/helpers/every-email.ts), rendered in Chromium on a phone (390 px) and on a wide window (800 px):
// nothing is wider than the window (a long link or name wraps), the column is at most 600 px wide, and the text is
// set in the site's typeface stack (`--font-sans` of app/app.css), its families in the same order.

const WIDTHS = [390, 800] as const;

/** The families of the site's `--font-sans`, unquoted. */
const families = (stack: string) => stack.split(',').map((f) => f.trim().replace(/^["']|["']$/g, ''));
const SITE_STACK = families(/--font-sans:\s*([^;]+);/.exec(readFileSync('app/app.css', 'utf8'))![1]!);

let browser: Browser;
beforeAll(async () => {
  const { chromium } = await import('@playwright/test');
  browser = await chromium.launch({
    executablePath: ensureHeadlessShell(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('the HTML part of every e-mail, rendered', () => {
  it('reads the site stack from app/app.css', () => {
    expect(SITE_STACK[0]).toBe('IBM Plex Sans Thai');
    expect(SITE_STACK.at(-1)).toBe('sans-serif');
  });

  it.each(WIDTHS)(
    'at %i px: no wider than the window, one column of at most 600 px, in the site typeface',
    async (width) => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      try {
        for (const lang of LANGS) {
          const mails = everyEmail(lang);
          expect(mails.length).toBeGreaterThan(30);
          for (const [name, mail] of mails) {
            // No request may leave the e-mail (no image, font or stylesheet from outside).
            const requests: string[] = [];
            page.on('request', (r) => requests.push(r.url()));
            await page.setContent(mail.html, { waitUntil: 'load' });
            page.removeAllListeners('request');
            const measured = await page.evaluate(() => {
              const column = document.querySelector('table[style*="max-width:600px"]');
              const text = document.querySelector('p');
              return {
                scrollWidth: document.documentElement.scrollWidth,
                innerWidth: window.innerWidth,
                column: column?.getBoundingClientRect().width ?? null,
                font: text ? getComputedStyle(text).fontFamily : '',
                lang: document.documentElement.lang,
                links: [...document.querySelectorAll('a')].map((a) => a.getBoundingClientRect().right),
              };
            });
            const where = `${lang} ${name} at ${width} px`;
            expect(measured.scrollWidth, where).toBeLessThanOrEqual(measured.innerWidth);
            expect(measured.column, where).not.toBeNull();
            expect(measured.column!, where).toBeLessThanOrEqual(Math.min(600, width));
            for (const right of measured.links) expect(right, where).toBeLessThanOrEqual(width);
            expect(measured.lang, where).toBe(lang);
            const used = families(measured.font);
            expect(used[0], where).toBe(SITE_STACK[0]);
            const positions = SITE_STACK.map((f) => used.indexOf(f));
            expect(positions, where).not.toContain(-1);
            expect(positions, where).toEqual([...positions].sort((a, b) => a - b));
            expect(
              requests.filter((r) => !r.startsWith('about:') && !r.startsWith('data:')),
              where,
            ).toEqual([]);
          }
        }
      } finally {
        await page.close();
      }
    },
  );
});
