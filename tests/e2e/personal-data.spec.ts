import { readFile } from 'node:fs/promises';
import { PRIVACY_NOTICE_VERSION } from '../../domain/privacy.ts';
import { expect, test } from './fixtures.ts';
import {
  formAlert,
  giveAskConsent,
  linkFromOutbox,
  signedIn,
  signIn,
  toast,
  uniqueEmail,
} from './helpers.ts';

const DELETED = 'ผู้ใช้ที่ลบบัญชีแล้ว';

test('the privacy notice is published in every language and linked from the footer', async ({ page }) => {
  await page.goto('/th');
  await page.getByRole('contentinfo').getByRole('link', { name: 'ความเป็นส่วนตัว' }).click();
  await expect(page).toHaveURL(/\/th\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ประกาศความเป็นส่วนตัว');
  await expect(page.getByTestId('privacy-version')).toContainText(PRIVACY_NOTICE_VERSION);
  // The effective date in the Buddhist era on /th.
  const year = Number(PRIVACY_NOTICE_VERSION.slice(0, 4));
  await expect(page.getByTestId('privacy-version')).toContainText(String(year + 543));
  await expect(page.getByRole('heading', { name: 'สิทธิของคุณ' })).toBeVisible();
  await expect(page.getByText('www.pdpc.or.th')).toBeVisible();
  await expect(page.getByTestId('privacy-email')).toHaveAttribute('href', /^mailto:.+@.+/);

  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy notice');
  await expect(page.getByTestId('privacy-version')).toContainText(`Version ${PRIVACY_NOTICE_VERSION}`);
  await page.goto('/zh/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私声明');
});

test('a visitor cannot download anyone’s data', async ({ page }) => {
  const response = await page.request.get('/th/account/data', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/^\/th\/auth/);
  await page.goto('/th/account');
  await expect(page).toHaveURL('/th/auth?next=%2Fth%2Faccount');
});

test('sign up with consent → ask → the lawyer accepts → download my data → delete my account', async ({
  browser,
}) => {
  const email = uniqueEmail('pdpa');
  const password = 'secret-123';
  const name = 'ลบได้ ทดสอบสิทธิ';
  const title = `ขอคำปรึกษาเรื่องครอบครัว ${Date.now()}`;
  const phone = '081-777-0123';
  const line = 'pdpa_line';

  // Sign-up needs the consent box ticked; the notice opens in a new tab and the form keeps the draft.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/th/auth');
  await member.getByRole('tab', { name: 'สมัครสมาชิก' }).click();
  const form = member.getByRole('form', { name: 'สมัครสมาชิก' });
  await form.getByLabel('ชื่อ-นามสกุล').fill(name);
  await form.getByLabel('อีเมล').fill(email);
  await form.getByLabel('รหัสผ่าน').fill(password);
  await form.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(form.getByText('กรุณาอ่านและยอมรับประกาศความเป็นส่วนตัวก่อนสมัครสมาชิก')).toBeVisible();
  const [notice] = await Promise.all([
    memberContext.waitForEvent('page'),
    form.getByRole('link', { name: /อ่านประกาศความเป็นส่วนตัว/ }).click(),
  ]);
  await expect(notice).toHaveURL(/\/th\/privacy$/);
  await notice.close();
  await expect(form.getByLabel('ชื่อ-นามสกุล')).toHaveValue(name);
  await form.getByLabel('ข้าพเจ้าได้อ่านและยอมรับประกาศความเป็นส่วนตัว').check();
  await form.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await expect(toast(member, 'ลงทะเบียนสำเร็จ! กรุณาตรวจสอบอีเมลเพื่อยืนยันบัญชี')).toBeVisible();
  await member.goto(await linkFromOutbox(member, 'th', email, 'verify-email'));
  await signIn(member, 'th', email, password, 'เข้าสู่ระบบ');
  await expect(member.getByTestId('account-menu')).toBeVisible();

  // A family question in Bangkok: auto-match invites the demo lawyer, who accepts and sees the contact details.
  await member.goto('/th/ask');
  await member.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await member.getByLabel('ครอบครัว', { exact: true }).check();
  await member.getByLabel('รายละเอียด').fill('ต้องการปรึกษาเรื่องอำนาจปกครองบุตร');
  await member.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await member.getByLabel('เบอร์ติดต่อ (ไม่บังคับ)').fill(phone);
  await member.getByLabel('LINE ID (ไม่บังคับ)').fill(line);
  await giveAskConsent(member);
  await member.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(member).toHaveURL(/\/th\/inbox$/);

  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  const invitation = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await expect(invitation.getByTestId('asker-contact')).toContainText(phone);
  await invitation.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(lawyer).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(lawyer.url()).pathname;
  await expect(lawyer.getByTestId('asker-name')).toHaveText(name);
  await expect(lawyer.getByTestId('question-contact')).toContainText(line);

  // The member writes in the thread.
  await member.goto(questionUrl);
  const box = member.getByLabel('ข้อความ', { exact: true });
  await box.fill('ขอบคุณค่ะ รอการติดต่อกลับ');
  await box.press('Enter');
  await expect(lawyer.getByTestId('thread')).toContainText('ขอบคุณค่ะ รอการติดต่อกลับ', { timeout: 15_000 });

  // The account page, from the account menu.
  await member.getByTestId('account-menu').click();
  await member.getByTestId('account-menu-panel').getByRole('link', { name: 'บัญชีของฉัน' }).click();
  await expect(member).toHaveURL(/\/th\/account$/);
  await expect(member.getByTestId('account-details')).toContainText(name);
  await expect(member.getByTestId('account-details')).toContainText(email);
  const consent = member.getByTestId('account-consent');
  await expect(consent).toContainText(PRIVACY_NOTICE_VERSION);
  // Agreed just now; the date is shown in the Buddhist era.
  await expect(consent).toContainText(String(new Date().getFullYear() + 543));
  await expect(member.getByTestId('account-security-link')).toHaveAttribute('href', '/th/account/security');

  // Download my data: a JSON attachment with the person's rows and no secrets.
  const [download] = await Promise.all([
    member.waitForEvent('download'),
    member.getByTestId('download-data').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tanai-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await download.path();
  const text = await readFile(file, 'utf8');
  const data = JSON.parse(text) as {
    user: { email: string; name: string };
    consent: { privacyNoticeVersion: string; agreedAt: string };
    sessions: { ipAddress: string | null; userAgent: string | null }[];
    questions: {
      title: string;
      contactPhone: string;
      contactLine: string;
      messages: { message: string }[];
    }[];
    emailsSent: { kind: string }[];
  };
  expect(data.user).toMatchObject({ email, name });
  expect(data.consent.privacyNoticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  expect(data.sessions.length).toBeGreaterThan(0);
  expect(data.questions).toHaveLength(1);
  expect(data.questions[0]).toMatchObject({ title, contactPhone: phone, contactLine: line });
  expect(data.questions[0]!.messages.map((m) => m.message)).toContain('ขอบคุณค่ะ รอการติดต่อกลับ');
  expect(data.emailsSent.map((e) => e.kind)).toContain('verify-email');
  expect(text).not.toMatch(/"password"|"token"|"secret"|session_token|scrypt/i);
  expect(text).not.toContain('lawyer@tanai.example');
  const headers = (await member.request.get('/th/account/data')).headers();
  expect(headers['content-type']).toMatch(/^application\/json/);
  expect(headers['cache-control']).toBe('no-store');

  // Delete my account: a warning, and nothing is sent before the box "I understand…" is ticked.
  const deletion = member.getByRole('form', { name: 'ลบบัญชีของฉัน' });
  await expect(member.getByTestId('delete-warning')).toContainText('ย้อนกลับหรือกู้คืนไม่ได้');
  await deletion.getByLabel('รหัสผ่านปัจจุบัน').fill('not-my-password');
  await deletion.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
  await expect(deletion.getByText('กรุณาทำเครื่องหมายยืนยัน')).toBeVisible();
  // A wrong password deletes nothing, and is said at its field.
  await deletion.getByLabel('ฉันเข้าใจว่าบัญชีและข้อมูลของฉันจะถูกลบ').check();
  await deletion.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
  await expect(deletion.getByText('รหัสผ่านไม่ถูกต้อง ยังไม่มีการลบข้อมูลใด')).toBeVisible();
  await expect(member).toHaveURL(/\/th\/account$/);
  await expect(member.getByTestId('account-menu')).toBeVisible();

  // The right password straight after: deleted, signed out, home, with only the deletion's message.
  await deletion.getByLabel('รหัสผ่านปัจจุบัน').fill(password);
  await deletion.getByLabel('ฉันเข้าใจว่าบัญชีและข้อมูลของฉันจะถูกลบ').check();
  await deletion.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
  await expect(toast(member, 'ลบบัญชีและข้อมูลของคุณเรียบร้อยแล้ว')).toBeVisible();
  await expect(member).toHaveURL(/\/th$/);
  await expect(member.getByText('รหัสผ่านไม่ถูกต้อง')).toHaveCount(0);
  await expect(member.getByTestId('account-menu')).toHaveCount(0);
  expect((await memberContext.cookies()).some((c) => c.name.includes('session_token'))).toBe(false);
  await member.goto('/th/account');
  await expect(member).toHaveURL('/th/auth?next=%2Fth%2Faccount');

  // The e-mail can no longer sign in.
  await signIn(member, 'th', email, password, 'เข้าสู่ระบบ');
  await expect(formAlert(member, 'อีเมลหรือรหัสผ่านไม่ถูกต้อง')).toBeVisible();
  await expect(member.getByTestId('account-menu')).toHaveCount(0);

  // The lawyer still has the question and the thread, but not who asked nor how to reach them.
  await lawyer.goto(questionUrl);
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(lawyer.getByTestId('asker-name')).toHaveText(DELETED);
  await expect(lawyer.getByTestId('question-contact')).toHaveCount(0);
  const message = lawyer.getByTestId('message').filter({ hasText: 'ขอบคุณค่ะ รอการติดต่อกลับ' });
  await expect(message).toContainText(DELETED);
  await expect(lawyer.locator('main')).not.toContainText(phone);
  await expect(lawyer.locator('main')).not.toContainText(line);
  await expect(lawyer.locator('main')).not.toContainText(name);
  await lawyer.goto('/th/inbox');
  // Deleting the account closed the question: the lawyer finds it among the closed cases, without the contact.
  const closed = lawyer.getByTestId('closed-cases');
  await closed.locator('summary').click();
  await expect(closed.getByRole('link', { name: title })).toBeVisible();
  await expect(lawyer.getByTestId('lawyer-desk')).not.toContainText(phone);
  await expect(lawyer.getByTestId('lawyer-desk')).not.toContainText(line);
});
