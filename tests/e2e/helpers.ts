import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContextOptions, expect, type Page } from '@playwright/test';
import { nextTotpCode } from '../helpers/totp.ts';

export const ADMIN = { email: 'admin@tanai.example', password: 'tanai-admin' };

/** Where the admin-setup project leaves the demo admin's TOTP secret (inside the run's fresh data folder). */
export const ADMIN_TOTP_FILE = path.join(process.env.E2E_DATA_DIR ?? '.e2e/data', 'admin-totp-secret');
/** And the session it signed in with, password and code (Playwright's storage state: the cookies). */
export const ADMIN_STATE_FILE = path.join(process.env.E2E_DATA_DIR ?? '.e2e/data', 'admin-state.json');

/**
 * A new browser context signed in as the demo admin: the session tests/e2e/admin.setup.ts saved. The admin specs
 * start from it instead of signing in again, since each two-factor sign-in needs a time step of its own (up to 30 s
 * of waiting, tests/helpers/totp.ts); the sign-in itself is tested by the setup.
 */
export const adminContext = (browser: Browser, options: BrowserContextOptions = {}) =>
  browser.newContext({ ...options, storageState: ADMIN_STATE_FILE });

/** A page of a new context signed in as the demo admin (adminContext). */
export const adminPage = async (browser: Browser, options: BrowserContextOptions = {}): Promise<Page> =>
  (await adminContext(browser, options)).newPage();

/** The demo admin's saved session (adminContext) in this page's context, in place of whoever was signed in. */
export async function useAdminSession(page: Page) {
  const { cookies } = JSON.parse(readFileSync(ADMIN_STATE_FILE, 'utf8'));
  await page.context().clearCookies();
  await page.context().addCookies(cookies);
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The link of the newest e-mail of a kind sent to an address, read from the development outbox page. */
export async function linkFromOutbox(page: Page, lang: string, to: string, kind: string): Promise<string> {
  await page.goto(`/${lang}/dev/outbox`);
  const item = page.locator(`[data-testid="outbox-email"][data-to="${to}"][data-kind="${kind}"]`).first();
  await expect(item).toBeVisible();
  const href = await item.locator('a').first().getAttribute('href');
  if (!href) throw new Error(`no link in the ${kind} e-mail to ${to}`);
  return href;
}

export async function signUp(
  page: Page,
  lang: string,
  name: string,
  email: string,
  password: string,
  tabLabel: string,
) {
  await page.goto(`/${lang}/auth`);
  await page.getByRole('tab', { name: tabLabel }).click();
  const form = page.getByRole('form', { name: tabLabel });
  await form.getByLabel(/ชื่อ-นามสกุล|Full name|姓名/).fill(name);
  await form.getByLabel(/อีเมล|E-mail|电子邮箱/).fill(email);
  await form.getByLabel(/รหัสผ่าน|Password|密码/).fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button').click();
}

export async function signIn(page: Page, lang: string, email: string, password: string, formName: string) {
  if (!page.url().includes(`/${lang}/auth`)) await page.goto(`/${lang}/auth`);
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel(/อีเมล|E-mail|电子邮箱/).fill(email);
  await form.getByLabel(/รหัสผ่าน|Password|密码/).fill(password);
  await form.getByRole('button', { name: formName, exact: true }).click();
}

/** A page of a new browser context (its own cookies) with an account signed in on the Thai sign-in page. */
export async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'th', email, password, 'เข้าสู่ระบบ');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return page;
}

/** The visible toast with this text (the live-region copy for screen readers is ignored). */
export function toast(page: Page, text: string) {
  // A hydrated page's toast (Radix), or the page toast written by the server or the page script (app/root.tsx).
  return page.locator('li[data-variant], #page-toast:not([hidden])').filter({ hasText: text });
}

/** A form's own message (a refusal shown with the form: app/features/accounts/auth/auth-forms.tsx, `FormMessage`). */
export function formAlert(page: Page, text: string) {
  return page.locator('main form [role="alert"]').filter({ hasText: text });
}

/**
 * Signs the demo admin in: password, then a code from the TOTP secret enrolled by tests/e2e/admin.setup.ts;
 * `onTwoFactor` looks at the two-factor page before the code is typed.
 */
export async function signInAdmin(page: Page, lang = 'th', next?: string, onTwoFactor?: () => Promise<void>) {
  await page.goto(`/${lang}/auth${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await signIn(page, lang, ADMIN.email, ADMIN.password, lang === 'th' ? 'เข้าสู่ระบบ' : 'Sign in');
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth/two-factor`));
  await onTwoFactor?.();
  const code = await nextTotpCode(readFileSync(ADMIN_TOTP_FILE, 'utf8'));
  await page.locator('input[name="code"]').fill(code);
  await page.locator('main form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/auth\/two-factor/);
}

/** A new member through the interface: signs up (th or en), confirms the e-mail from the outbox and signs in. */
export async function signUpConfirmed(
  page: Page,
  lang: 'th' | 'en',
  name: string,
  email: string,
  password: string,
) {
  await signUp(page, lang, name, email, password, lang === 'th' ? 'สมัครสมาชิก' : 'Sign up');
  await expect(
    toast(page, lang === 'th' ? 'ลงทะเบียนสำเร็จ' : 'Registration successful').first(),
  ).toBeVisible();
  await page.goto(await linkFromOutbox(page, lang, email, 'verify-email'));
  await expect(page).toHaveURL(new RegExp(`/${lang}/auth$`));
  await signIn(page, lang, email, password, lang === 'th' ? 'เข้าสู่ระบบ' : 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/**
 * Ticks the ask form's explicit consent for sensitive data (Thai page), which a question needs before it is sent
 * (docs/product-rules.md, "Questions").
 */
export async function giveAskConsent(page: Page) {
  await page.getByRole('checkbox', { name: /ยินยอมโดยชัดแจ้ง/ }).check();
}

/**
 * A new member (signed up through the interface) asks a civil question in Bangkok; the demo lawyer, invited, accepts
 * it and writes `reply` in the thread, so the asker may review the lawyer (docs/decisions/0020-verified-reviews.md).
 * Gives the question's path and the lawyer's signed-in page.
 */
export async function answeredCivilQuestion(
  browser: Browser,
  page: Page,
  asker: { name: string; email: string; title: string; details: string; reply: string },
): Promise<{ questionUrl: string; lawyer: Page }> {
  await signUpConfirmed(page, 'th', asker.name, asker.email, 'secret-123');
  await page.goto('/th/ask');
  await page.getByLabel('หัวข้อ').fill(asker.title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await page.getByLabel('แพ่ง').check();
  await page.getByLabel('รายละเอียด').fill(asker.details);
  await page.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(page);
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(page).toHaveURL(/\/th\/inbox$/);
  await page
    .getByTestId('my-questions')
    .locator('li', { hasText: asker.title })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(page.url()).pathname;

  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  await lawyer
    .getByTestId('invited-case')
    .filter({ hasText: asker.title })
    .getByRole('button', { name: 'รับเคส' })
    .click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await lawyer.goto(questionUrl);
  const box = lawyer.getByLabel('ข้อความ', { exact: true });
  await box.fill(asker.reply);
  await box.press('Enter');
  await expect(lawyer.getByTestId('thread')).toContainText(asker.reply);
  return { questionUrl, lawyer };
}

/** Sets the theme the way the theme toggle does (class and color-scheme on <html>) and ends transitions. */
export async function setDarkTheme(page: Page, dark: boolean) {
  await page.evaluate((on) => {
    document.documentElement.classList.toggle('dark', on);
    document.documentElement.style.colorScheme = on ? 'dark' : 'light';
    for (const a of document.getAnimations()) a.finish();
  }, dark);
}

/** A day in milliseconds; 'YYYY-MM-DD' of an instant in Bangkok, and of today (the booking calendar's days). */
export const DAY_MS = 86_400_000;
export const bangkokDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at)).slice(0, 10);
export const bangkokToday = () => bangkokDay(Date.now());

/**
 * Clicks the first day that can be picked and that `wanted` accepts (by default any day after today in Bangkok,
 * whose slots have not started to pass), moving on a month when none is left in view.
 */
export async function pickDay(page: Page, wanted: (isoDay: string) => boolean = (d) => d > bangkokToday()) {
  const calendar = page.getByTestId('booking-calendar');
  // The days open once the form has read the browser's clock (booking-form.tsx).
  await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
  const open = 'td[data-day]:not([data-disabled]):not([data-outside])';
  for (let month = 0; month < 3; month += 1) {
    const days = await calendar
      .locator(open)
      .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day')!));
    const day = days.find(wanted);
    if (day) {
      await calendar.locator(`${open}[data-day="${day}"] button`).click();
      return day;
    }
    await calendar.getByRole('button', { name: /ถัดไป|next/i }).click();
  }
  throw new Error('no such day can be picked in the next three months');
}

/** The booking form of /{lang}/appointment. */
export const bookingForm = (page: Page) => page.getByTestId('booking-form');

/** Fills the booking form's contact fields (Thai labels): a name, a phone and the family case type. */
export async function fillBookingContact(page: Page, name: string, email?: string) {
  await bookingForm(page).getByLabel('ชื่อ-นามสกุล').fill(name);
  await bookingForm(page).getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  if (email) await bookingForm(page).getByLabel('อีเมล').fill(email);
  await bookingForm(page).getByLabel('ประเภทคดี').selectOption({ label: 'ครอบครัว' });
}

/** The time slots on the booking form's radios, in order. */
export const offeredTimes = (page: Page) =>
  page
    .getByTestId('booking-time')
    .getByRole('radio')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
