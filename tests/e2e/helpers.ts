import { expect, type Page } from '@playwright/test';

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
  await form.getByRole('button').click();
}

export async function signIn(page: Page, lang: string, email: string, password: string, formName: string) {
  if (!page.url().includes(`/${lang}/auth`)) await page.goto(`/${lang}/auth`);
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel(/อีเมล|E-mail|电子邮箱/).fill(email);
  await form.getByLabel(/รหัสผ่าน|Password|密码/).fill(password);
  await form.getByRole('button', { name: formName, exact: true }).click();
}

/** The visible toast with this text (the live-region copy for screen readers is ignored). */
export function toast(page: Page, text: string) {
  return page.locator('li[data-variant]').filter({ hasText: text });
}
