import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn, signInAdmin, toast } from './helpers.ts';

async function signedIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'th', email, password, 'เข้าสู่ระบบ');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return page;
}

test('a member is refused the admin pages and sent home', async ({ browser }) => {
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/th/admin/questions');
  await expect(member).toHaveURL(/\/th$/);
  await expect(toast(member, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
});

test('the admin matches a question to a lawyer, who then sees the invitation', async ({ browser }) => {
  const title = `ภาษีมรดกที่ไม่มีใครจับคู่ ${Date.now()}`;
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/th/ask');
  await member.getByLabel('หัวข้อ').fill(title);
  await member.getByLabel('รายละเอียด').fill('คำถามเรื่องภาษี');
  // Tax maps to business cases, which the demo lawyer does not take: no automatic invitation.
  await member.getByLabel('ภาษี').check();
  await member.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(member).toHaveURL(/\/th\/inbox$/);

  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin);
  await admin.goto(`/th/admin/questions?q=${encodeURIComponent(title)}`);
  const row = admin.getByTestId('admin-question-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(3)).toHaveText('0');
  await row.getByRole('link', { name: 'จับคู่' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(title);

  await admin.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(toast(admin, 'กรุณาเลือกทนายความอย่างน้อย 1 คน')).toBeVisible();
  const candidate = admin.getByTestId('matching-candidates').locator('li', { hasText: 'ทนายสาธิต ตัวอย่างดี' });
  await candidate.getByRole('button', { name: 'เลือก' }).click();
  await candidate.getByRole('button', { name: 'เลือก' }).click();
  await expect(toast(admin, 'ทนายคนนี้ถูกเลือกแล้ว')).toBeVisible();
  await admin.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(toast(admin, 'ส่งคำเชิญแล้ว 1 คน')).toBeVisible();
  const recipients = admin.getByTestId('matching-recipients');
  await expect(recipients).toContainText('ทนายสาธิต ตัวอย่างดี');
  await expect(recipients).toContainText('lawyer@tanai.example');
  await expect(recipients).toContainText('Admin');
  await candidate.getByRole('button', { name: 'เลือก' }).click();
  await expect(toast(admin, 'ทนายคนนี้ได้รับเชิญแล้ว')).toBeVisible();

  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  await expect(
    lawyer.getByTestId('invited-case').filter({ hasText: title }).locator('[data-status="invited"]'),
  ).toBeVisible();

  await admin.goto('/th/admin/question-matching/00000000-0000-0000-0000-000000000000');
  await expect(admin.getByRole('heading', { name: 'ไม่พบคำถามนี้' })).toBeVisible();
});
