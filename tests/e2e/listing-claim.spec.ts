import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminPage, giveAskConsent, signIn, signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

// Claiming a listing (docs/product-rules.md, "Claiming a listing"), the whole way in the browser: a verified
// intellectual-property listing without an account, its lawyer's claim with the code sent to the listing's
// e-mail, the administrator's approval, and then the lawyer invited to an IP question, which they accept.
// Runs in the admin project, after the admin specs (playwright.config.ts): it links a demo listing.

const fresh = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/** The newest claim code in the development outbox, and the address it went to. */
async function codeFromOutbox(page: Page): Promise<{ code: string; to: string }> {
  await page.goto('/th/dev/outbox');
  const item = page.locator('[data-testid="outbox-email"][data-kind="listing-claim-code"]').first();
  await expect(item).toBeVisible();
  const text = (await item.locator('pre').textContent()) ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return { code, to: (await item.getAttribute('data-to')) ?? '' };
}

test('a lawyer claims their listing, an admin approves, and the lawyer is invited to an IP question and accepts', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // The lawyer's account (a new member).
  const email = uniqueEmail('claimant');
  const password = 'claim-secret-1';
  const setup = await fresh(browser);
  await signUpConfirmed(setup, 'th', 'ทนายผู้ขอ ยืนยันรายชื่อ', email, password);
  await setup.context().close();

  // An IP listing whose profile offers the claim (no account yet).
  const lawyer = await fresh(browser);
  await lawyer.goto(`/th/search?case=${encodeURIComponent('ทรัพย์สินทางปัญญา')}`);
  const profiles = await lawyer
    .getByTestId('lawyer-card')
    .locator('a[href^="/th/profile/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  let profile = '';
  for (const href of profiles) {
    await lawyer.goto(href);
    if ((await lawyer.getByTestId('profile-claim').count()) > 0) {
      profile = href;
      break;
    }
  }
  expect(profile).not.toBe('');
  const lawyerId = profile.split('/').pop() ?? '';
  const listingName = (await lawyer.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

  // The administrator's editor holds the listing's licence number (which the lawyer knows).
  const admin = await adminPage(browser);
  await admin.goto(`/th/admin/lawyers?edit=${lawyerId}`);
  const license = await admin.getByLabel('เลขใบอนุญาตว่าความ').inputValue();
  expect(license).not.toBe('');

  // Signed out, the claim link leads to sign-in, which comes back to the claim page.
  await lawyer.getByRole('link', { name: 'นี่คือคุณหรือไม่? ยืนยันเป็นเจ้าของรายชื่อนี้' }).click();
  await expect(lawyer).toHaveURL(/\/th\/auth\?next=%2Fth%2Flawyers%2F[0-9a-f-]{36}%2Fclaim$/);
  await signIn(lawyer, 'th', email, password, 'เข้าสู่ระบบ');
  await expect(lawyer).toHaveURL(new RegExp(`/th/lawyers/${lawyerId}/claim$`));
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText('ยืนยันว่ารายชื่อนี้คือคุณ');

  // A wrong licence number is refused at its field; the right one (typed with spaces) sends the code.
  const licenseField = lawyer.getByLabel('เลขใบอนุญาตว่าความของคุณ');
  await licenseField.fill('00000/2500');
  await lawyer.getByRole('button', { name: 'ส่งรหัสไปที่อีเมลของรายชื่อ' }).click();
  await expect(lawyer.getByText('เลขใบอนุญาตไม่ตรงกับรายชื่อนี้')).toBeVisible();
  await licenseField.fill(` ${license.replace('/', ' / ')} `);
  await lawyer.getByRole('button', { name: 'ส่งรหัสไปที่อีเมลของรายชื่อ' }).click();
  await expect(toast(lawyer, 'ส่งรหัสแล้ว กรุณาตรวจอีเมลของรายชื่อ')).toBeVisible();
  await expect(lawyer.getByTestId('claim-code-sent')).toContainText('•••@example.com');

  const { code, to } = await codeFromOutbox(admin);
  expect(to).toMatch(/^demo\.lawyer\d+@example\.com$/);
  const codeField = lawyer.getByRole('textbox', { name: 'รหัสจากอีเมล' });
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await lawyer.getByRole('button', { name: 'ยืนยันรหัส' }).click();
  await expect(lawyer.getByText('รหัสไม่ถูกต้อง')).toBeVisible();
  await codeField.fill(code);
  await lawyer.getByRole('button', { name: 'ยืนยันรหัส' }).click();
  await expect(lawyer.getByTestId('claim-pending')).toContainText('คำขอของคุณรอผู้ดูแลระบบอนุมัติ');

  // The administrator sees the claim in the claims tab and approves it.
  await admin.goto('/th/admin/applications?tab=claims');
  const card = admin.getByTestId('claim-card').filter({ hasText: email });
  await expect(card).toContainText(listingName);
  await expect(card).toContainText('ตรงกัน');
  await expect(card).toContainText(`รหัสทางอีเมล ${to}`);
  await card.getByTestId('claim-approve').click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'อนุมัติ' }).click();
  await expect(toast(admin, 'อนุมัติแล้ว รายชื่อเชื่อมกับบัญชีแล้ว')).toBeVisible();
  await expect(card).toHaveCount(0);
  await lawyer.reload();
  await expect(lawyer.getByTestId('claim-approved')).toBeVisible();
  // The profile no longer offers the claim.
  await lawyer.goto(profile);
  await expect(lawyer.getByTestId('profile-claim')).toHaveCount(0);

  // An intellectual-property question now invites the claimed listing, whose lawyer accepts it.
  const title = `มีคนใช้เครื่องหมายการค้าของเรา ${Date.now()}`;
  const asker = await fresh(browser);
  await signIn(asker, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(asker.getByTestId('account-menu')).toBeVisible();
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  await asker.getByLabel('ทรัพย์สินทางปัญญา').check();
  await asker.getByLabel('รายละเอียด').fill('ร้านข้างเคียงใช้โลโก้เหมือนของร้านเรา');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asker).toHaveURL(/\/th\/inbox$/);

  await lawyer.goto('/th/inbox');
  const invitation = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await expect(invitation.locator('[data-status="invited"]')).toBeVisible();
  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await expect(invitation.locator('[data-status="accepted"]')).toBeVisible();
});
