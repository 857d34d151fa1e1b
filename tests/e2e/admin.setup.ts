import { writeFileSync } from 'node:fs';
import { nextTotpCode } from '../helpers/totp.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN, ADMIN_STATE_FILE, ADMIN_TOTP_FILE, signIn, signInAdmin } from './helpers.ts';

// Runs before the admin specs (Playwright project 'admin-setup'): the demo admin has no two-factor sign-in yet,
// so the admin area sends them to set it up; they enrol TOTP, and every later sign-in asks for a code.
test('an admin enrols TOTP before the admin area opens, then signs in with a code', async ({ page }) => {
  // Three codes: each time step is accepted once, so the third may wait for the clock (tests/helpers/totp.ts).
  test.setTimeout(120_000);
  await signIn(page, 'th', ADMIN.email, ADMIN.password, 'เข้าสู่ระบบ');
  await expect(page.getByTestId('account-menu')).toBeVisible();

  // Not yet an admin: no admin links, and the admin pages lead to the two-factor set-up.
  await page.getByTestId('account-menu').click();
  await expect(
    page.getByTestId('account-menu-panel').getByRole('link', { name: 'ใบสมัครทนายความ' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/th/admin/questions');
  await expect(page).toHaveURL(/\/th\/account\/security\?required=admin$/);
  await expect(page.getByRole('alert').filter({ hasText: 'ผู้ดูแลระบบต้องเปิด' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('ยังไม่เปิดใช้งาน');

  // Wrong password first: a translated error, nothing enabled.
  const start = page.getByRole('form', { name: 'เริ่มตั้งค่า' });
  await start.getByLabel('รหัสผ่านปัจจุบัน').fill('not-the-password');
  await start.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
  await expect(page.getByText('รหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await start.getByLabel('รหัสผ่านปัจจุบัน').fill(ADMIN.password);
  await start.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();

  await expect(page.getByRole('img', { name: /คิวอาร์โค้ด/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7 ]{16,}$/);
  const confirm = page.getByRole('form', { name: /กรอกรหัส 6 หลัก/ });
  await confirm.getByLabel(/กรอกรหัส 6 หลัก/).fill('12');
  await confirm.getByRole('button', { name: 'เปิดใช้งาน' }).click();
  await expect(page.getByText('กรุณากรอกรหัสตัวเลข 6 หลัก')).toBeVisible();
  await confirm.getByLabel(/กรอกรหัส 6 หลัก/).fill(await nextTotpCode(secret));
  await confirm.getByRole('button', { name: 'เปิดใช้งาน' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'บันทึกรหัสไว้แล้ว' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('เปิดใช้งานอยู่');
  writeFileSync(ADMIN_TOTP_FILE, secret);

  // The admin area opens now; /me leads an admin to the lawyer form.
  await page.goto('/th/admin/questions');
  await expect(page).toHaveURL(/\/th\/admin\/questions$/);
  await page.goto('/th/me');
  await expect(page).toHaveURL(/\/th\/lawyers\/new$/);

  // Sign out; the password alone no longer signs in.
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-panel').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await page.goto('/th/auth?next=/th/admin/questions');
  await signIn(page, 'th', ADMIN.email, ADMIN.password, 'เข้าสู่ระบบ');
  await expect(page).toHaveURL(/\/th\/auth\/two-factor\?next=/);
  const verify = page.getByRole('form', { name: 'ยืนยันตัวตนสองขั้นตอน' });
  await verify.getByLabel('รหัสยืนยัน 6 หลัก').fill('000000');
  await verify.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(verify.getByText('รหัสไม่ถูกต้อง')).toBeVisible();
  await verify.getByLabel('รหัสยืนยัน 6 หลัก').fill(await nextTotpCode(secret));
  await verify.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL(/\/th\/admin\/questions$/);
  await page.getByTestId('account-menu').click();
  await expect(
    page.getByTestId('account-menu-panel').getByRole('link', { name: 'ใบสมัครทนายความ' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The shared helper signs in too; its session is the one the admin specs start from (adminContext).
  await page.context().clearCookies();
  await signInAdmin(page);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.context().storageState({ path: ADMIN_STATE_FILE });
});
