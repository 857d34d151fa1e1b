import { nextTotpCode } from '../helpers/totp.ts';
import { expect, test } from './fixtures.ts';
import { formAlert, linkFromOutbox, signIn, signUp, signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

const flows = [
  {
    lang: 'th',
    signInLabel: 'เข้าสู่ระบบ',
    signUpLabel: 'สมัครสมาชิก',
    registered: 'ลงทะเบียนสำเร็จ! กรุณาตรวจสอบอีเมลเพื่อยืนยันบัญชี',
    notConfirmed: 'กรุณายืนยันอีเมลก่อนเข้าสู่ระบบ',
    confirmed: 'ยืนยันอีเมลเรียบร้อยแล้ว กรุณาเข้าสู่ระบบ',
    signedIn: 'เข้าสู่ระบบสำเร็จ!',
    signOut: 'ออกจากระบบ',
    signedOut: 'ออกจากระบบแล้ว',
    name: 'สมหญิง ทดสอบระบบ',
  },
  {
    lang: 'en',
    signInLabel: 'Sign in',
    signUpLabel: 'Sign up',
    registered: 'Registration successful! Please check your e-mail to confirm your account.',
    notConfirmed: 'Please confirm your e-mail before signing in.',
    confirmed: 'Your e-mail is confirmed. Please sign in.',
    signedIn: 'Signed in successfully!',
    signOut: 'Sign out',
    signedOut: 'You have signed out',
    name: 'Jane Tester',
  },
];

for (const f of flows) {
  test(`sign up, confirm from the outbox, sign in and out (${f.lang})`, async ({ page }) => {
    const email = uniqueEmail(`e2e-${f.lang}`);
    await signUp(page, f.lang, f.name, email, 'secret-123', f.signUpLabel);
    await expect(toast(page, f.registered)).toBeVisible();

    // Refused until the e-mail is confirmed.
    await signIn(page, f.lang, email, 'secret-123', f.signInLabel);
    await expect(formAlert(page, f.notConfirmed)).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    // The resend form is filled in with the address.
    await expect(page.locator('#resend-email')).toHaveValue(email);

    const link = await linkFromOutbox(page, f.lang, email, 'verify-email');
    await page.goto(link);
    await expect(page).toHaveURL(new RegExp(`/${f.lang}/auth$`));
    await expect(toast(page, f.confirmed)).toBeVisible();

    await signIn(page, f.lang, email, 'secret-123', f.signInLabel);
    await expect(toast(page, f.signedIn)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${f.lang}$`));
    const menu = page.getByTestId('account-menu');
    await expect(menu).toContainText(f.name);

    // The session survives a reload (it lives in an HTTP-only cookie, not in the page).
    await page.reload();
    await expect(page.getByTestId('account-menu')).toBeVisible();
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

    await page.getByTestId('account-menu').click();
    await page.getByTestId('account-menu-panel').getByRole('button', { name: f.signOut }).click();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    // The home page says so (a flash message from the server), once.
    await expect(page).toHaveURL(new RegExp(`/${f.lang}$`));
    await expect(page.getByTestId('page-toast')).toContainText(f.signedOut);
    await expect(page.getByRole('link', { name: f.signInLabel, exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });
}

test('a wrong password is refused with the required message', async ({ page }) => {
  await signIn(page, 'th', 'member@tanai.example', 'not-the-password', 'เข้าสู่ระบบ');
  await expect(formAlert(page, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/auth$/);
  // The e-mail stays in the form, the password does not.
  const form = page.getByRole('form', { name: 'เข้าสู่ระบบ' });
  await expect(form.getByLabel('อีเมล')).toHaveValue('member@tanai.example');
  await expect(form.getByLabel('รหัสผ่าน')).toHaveValue('');
});

test('sign-up validation shows translated messages and sends nothing', async ({ page }) => {
  await page.goto('/en/auth');
  await page.getByRole('tab', { name: 'Sign up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Password').fill('123');
  await form.getByRole('button').click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();
  await expect(form.getByText('Please enter a valid e-mail address')).toBeVisible();
  await expect(form.getByText('The password must have at least 6 characters')).toBeVisible();
});

test('the resend button stays disabled until an e-mail is typed', async ({ page }) => {
  await page.goto('/th/auth');
  const button = page.getByRole('button', { name: 'ส่งอีเมลยืนยันอีกครั้ง' });
  await expect(button).toBeDisabled();
  await page.getByLabel('อีเมล').last().fill('someone@example.com');
  await expect(button).toBeEnabled();
});

test('/me sends a visitor to sign in', async ({ page }) => {
  await page.goto('/th/me');
  await expect(page).toHaveURL('/th/auth?next=%2Fth%2Fme');
});

test('a member has no admin links, their space for a profile, and /me sends them to apply', async ({
  page,
}) => {
  await signIn(page, 'en', 'member@tanai.example', 'tanai-member', 'Sign in');
  await expect(page.getByTestId('account-menu')).toBeVisible();
  await page.getByTestId('account-menu').click();
  // A client's menu leads to their space, never to the lawyer application as 'my profile'.
  await expect(page.getByTestId('account-menu-panel').getByRole('link', { name: 'My profile' })).toHaveCount(
    0,
  );
  await expect(
    page.getByTestId('account-menu-panel').getByRole('link', { name: /^My questions/ }),
  ).toHaveAttribute('href', '/en/inbox');
  await expect(
    page.getByTestId('account-menu-panel').getByRole('link', { name: 'Applications' }),
  ).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/en/me');
  await expect(page).toHaveURL(/\/en\/apply$/);
  // A signed-in person is sent away from the auth page.
  await page.goto('/en/auth');
  await expect(page).toHaveURL(/\/en$/);
});

test('two-factor sign-in: set up, new recovery codes, a recovery code instead of the app, then turned off', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('e2e-2fa');
  await signUpConfirmed(page, 'th', 'สองขั้น ทดสอบ', email, 'secret-2fa-1');
  await page.goto('/th/account/security');
  const start = page.getByRole('form', { name: 'เริ่มตั้งค่า' });
  await start.getByLabel('รหัสผ่านปัจจุบัน').fill('secret-2fa-1');
  await start.getByRole('button', { name: 'เริ่มตั้งค่า' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  const confirm = page.getByRole('form', { name: /กรอกรหัส 6 หลัก/ });
  await confirm.getByLabel(/กรอกรหัส 6 หลัก/).fill(await nextTotpCode(secret));
  await confirm.getByRole('button', { name: 'เปิดใช้งาน' }).click();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await page.getByRole('button', { name: 'บันทึกรหัสไว้แล้ว' }).click();
  await expect(page.getByTestId('two-factor-status')).toHaveText('เปิดใช้งานอยู่');

  // New recovery codes (the password first).
  const regenerate = page.getByRole('form', { name: 'สร้างรหัสชุดใหม่' });
  await regenerate.getByLabel('รหัสผ่านปัจจุบัน').fill('secret-2fa-1');
  await regenerate.getByRole('button', { name: 'สร้างรหัสชุดใหม่' }).click();
  await expect(page.getByText('สร้างรหัสกู้คืนชุดใหม่แล้ว')).toBeVisible();
  const codes = page.getByTestId('recovery-codes').locator('li');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())?.trim() ?? '';

  // Sign out, sign in with the password, then a recovery code instead of the app.
  await page.getByTestId('account-menu').click();
  await page.getByTestId('account-menu-panel').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await page.goto('/th/auth?next=%2Fth%2Faccount%2Fsecurity');
  await signIn(page, 'th', email, 'secret-2fa-1', 'เข้าสู่ระบบ');
  await expect(page).toHaveURL('/th/auth/two-factor?next=%2Fth%2Faccount%2Fsecurity');
  await page.getByRole('link', { name: 'ใช้รหัสกู้คืนแทน' }).click();
  const verify = page.getByRole('form', { name: 'ยืนยันตัวตนสองขั้นตอน' });
  await verify.getByLabel('รหัสกู้คืน').fill(recovery);
  await verify.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page).toHaveURL('/th/account/security');
  await expect(toast(page, 'เข้าสู่ระบบสำเร็จ!')).toBeVisible();

  // Turned off after the confirmation.
  const disable = page.getByRole('form', { name: 'ปิดการเข้าสู่ระบบสองขั้นตอน' });
  await disable.getByLabel('รหัสผ่านปัจจุบัน').fill('secret-2fa-1');
  await disable.getByRole('button', { name: 'ปิดการเข้าสู่ระบบสองขั้นตอน' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ปิดการเข้าสู่ระบบสองขั้นตอน' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'ปิดการเข้าสู่ระบบสองขั้นตอนแล้ว' })).toBeVisible();
  await expect(page.getByTestId('two-factor-status')).toHaveText('ยังไม่เปิดใช้งาน');
});
