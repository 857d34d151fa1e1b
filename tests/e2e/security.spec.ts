import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { formAlert, giveAskConsent, signIn, toast } from './helpers.ts';

// The production server's Content-Security-Policy on real pages: a fresh nonce on every script, no violation
// while the pages load, hydrate and navigate, an inline script without the nonce refused, and a hostile
// question title that stays text.

declare global {
  interface Window {
    __cspViolations?: string[];
    __xss?: number;
    __ranWithoutNonce?: number;
  }
}

/** Records every CSP violation of the page (the event and Chromium's console report) and every dialog. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
});

const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

/** Opens a page and checks its policy and scripts; returns the nonce. */
async function openChecked(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1] ?? '';
  expect(nonce, path).not.toBe('');
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, path).not.toContain('unsafe-inline');
  expect(scriptSrc, path).not.toContain('unsafe-eval');
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  // http://localhost: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  // Every script element of the document as served carries this response's nonce.
  const html = await response!.text();
  const tags = html.match(/<script\b[^>]*>/gi) ?? [];
  // At least the head script (pages without React have only it and their JSON-LD).
  expect(tags.length, path).toBeGreaterThan(0);
  for (const tag of tags) expect(tag, `${path}: ${tag}`).toContain(`nonce="${nonce}"`);

  // Once loaded (and hydrated, where the page hydrates) the page works, and the browser refused nothing.
  await page.waitForLoadState('networkidle');
  const scriptsInPage = await page.evaluate(() => [...document.scripts].map((s) => s.nonce));
  for (const value of scriptsInPage) expect(value, path).toBe(nonce);
  expect(await violations(page), path).toEqual([]);
  return nonce;
}

test('home, search, a profile, sign-in and ask pages run under the strict policy without a violation', async ({
  page,
}) => {
  const problems = watch(page);
  const nonces = new Set<string>();
  for (const path of ['/th', '/en/search?q=%E0%B8%81', '/th/auth', '/zh/auth', '/th/ask']) {
    nonces.add(await openChecked(page, path));
  }
  // A profile, first as its own page, then by its link on the search page.
  await page.goto('/th/search');
  const card = page.getByTestId('lawyer-card').first();
  await expect(card).toBeVisible();
  const href = await card.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/^\/th\/(lawyers|profile)\/[0-9a-f-]{36}$/);
  nonces.add(await openChecked(page, href!));
  await page.goto('/th/search');
  await page.waitForLoadState('networkidle');
  await page.getByTestId('lawyer-card').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/th\/(lawyers|profile)\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  expect(nonces.size).toBe(6); // a new nonce for every response
  expect(problems).toEqual([]);
});

test('an inline script without the nonce is refused and reported', async ({ page }) => {
  watch(page);
  await openChecked(page, '/th');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__ranWithoutNonce = 1';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src/)]);
  expect(await page.evaluate(() => window.__ranWithoutNonce)).toBeUndefined();
});

test('a hostile question title is shown as text on the inbox and the question page', async ({ page }) => {
  const problems = watch(page);
  const stamp = Date.now();
  const title = `</script><script>alert(1)</script><img src=x onerror="window.__xss=1"> ${stamp}`;
  await signIn(page, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.goto('/th/ask');
  await page.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await page.getByLabel('แพ่ง').check();
  await page.getByLabel('รายละเอียด').fill(`"><script>window.__xss=2</script> รายละเอียด ${stamp}`);
  await giveAskConsent(page);
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'ส่งคำถามสำเร็จ! ระบบกำลังจับคู่ทนายความที่เหมาะสมให้คุณ')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/inbox$/);

  // The inbox, loaded afresh (the title is in the server's HTML and in the router's data).
  await openChecked(page, '/th/inbox');
  const mine = page.getByTestId('my-questions').locator('li', { hasText: String(stamp) });
  await expect(mine).toContainText(title);
  await mine.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionPath = new URL(page.url()).pathname;
  await openChecked(page, questionPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(`รายละเอียด ${stamp}`)).toBeVisible();

  expect(await page.evaluate(() => window.__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('a sign-in form sent before the page is interactive does not put the password in the address', async ({
  page,
}) => {
  // The client entry is held back, so the page is shown but not yet hydrated: the form is a plain POST to the page's
  // action (app/features/accounts/auth/auth-page.server.ts), answered by the server alone.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const leaked: string[] = [];
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('password')) leaked.push(request.url());
    if (request.isNavigationRequest() && request.method() === 'POST')
      posted.push(new URL(request.url()).pathname);
  });
  await page.goto('/th/auth', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await form.getByLabel('อีเมล').fill('member@tanai.example');
  await form.getByLabel('รหัสผ่าน').fill('not-the-password');
  await form.getByLabel('รหัสผ่าน').press('Enter');
  // The server's answer: the refusal in the page, the e-mail kept, the password neither in the page nor the address.
  await expect(formAlert(page, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await expect(form.getByLabel('อีเมล')).toHaveValue('member@tanai.example');
  expect(posted).toEqual(['/th/auth']);
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);

  // Once hydrated, the same form posts through React Router: the wrong password is refused the same way.
  release();
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await form.getByLabel('รหัสผ่าน').fill('still-not-the-password');
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/th/auth.data',
  );
  await form.getByLabel('รหัสผ่าน').press('Enter');
  expect((await answer).status()).toBe(401);
  await expect(formAlert(page, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/auth$/);
  expect(leaked).toEqual([]);
});
