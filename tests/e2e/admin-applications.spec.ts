import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminContext, signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

// A fresh member (signed up through the interface) applies; the demo admin reviews the application in
// /th/admin/applications. The tests run in order and share the member's and the admin's sessions.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret-admin-app-123';
const email = uniqueEmail('e2e-admin-app');
const suffix = String(Date.now()).slice(-6);
const lawyerName = `ทนายทดสอบ อนุมัติ${suffix}`;
let memberSession: Awaited<ReturnType<BrowserContext['storageState']>>;

const as = (browser: Browser, session: typeof memberSession) => browser.newContext({ storageState: session });
const row = (page: Page, name: string) => page.getByTestId('application-row').filter({ hasText: name });
const dialog = (page: Page) => page.getByTestId('application-form-dialog');

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, 'th', lawyerName, email, PASSWORD);
  memberSession = await context.storageState();
  await context.close();
});

test('a member opening the admin applications is sent home with the no-permission message', async ({
  browser,
}) => {
  const context = await as(browser, memberSession);
  const page = await context.newPage();
  await page.goto('/th/admin/applications');
  await expect(page).toHaveURL(/\/th$/);
  await expect(toast(page, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
  await expect(page.getByTestId('applications-table')).toHaveCount(0);

  // The same from a hydrated page, navigating in the browser: the redirect's flash message shows there too.
  await page.goto('/th/apply');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await expect(toast(page, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toHaveCount(0);
  const navigate = (to: string) =>
    page.evaluate(
      (path) =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
        ).__reactRouterDataRouter.navigate(path),
      to,
    );
  await navigate('/th/admin/applications');
  await expect(page).toHaveURL(/\/th$/);
  await expect(toast(page, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
  // It closes by itself, and the same message shows again the next time.
  await expect(toast(page, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toHaveCount(0, { timeout: 10_000 });
  await navigate('/th/apply');
  await navigate('/th/admin/applications');
  await expect(page).toHaveURL(/\/th$/);
  await expect(toast(page, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
  await context.close();
});

test('a member applies, the admin approves after a confirmation, and the lawyer is public in search', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The member applies.
  const member = await as(browser, memberSession);
  const memberPage = await member.newPage();
  await memberPage.goto('/th/apply');
  const form = memberPage.getByTestId('apply-form');
  await form.getByLabel(/^ชื่อ-นามสกุล/).fill(lawyerName);
  await form.getByLabel(/^เลขใบอนุญาตว่าความ/).fill(`${suffix}/2560`);
  await form.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความอาวุโส');
  await form.getByRole('button', { name: 'แพ่ง', exact: true }).click();
  await form.getByLabel('จังหวัด (ไม่บังคับ)').selectOption({ label: 'เชียงใหม่' });
  // Thai is pre-checked; English too. A fee range, per session.
  await form.getByRole('group', { name: 'ภาษาที่ให้บริการ' }).getByText('อังกฤษ', { exact: true }).click();
  await form.getByLabel(/^ค่าบริการ \(บาท\)/).fill('2000');
  await form.getByLabel('ถึง (บาท) (ไม่บังคับ)').fill('6000');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(memberPage.getByTestId('apply-done')).toBeVisible();

  // Not public before the approval.
  const visitor = await browser.newPage();
  await visitor.goto(`/th/search?q=${encodeURIComponent(lawyerName)}`);
  await expect(visitor.getByTestId('lawyer-card').filter({ hasText: lawyerName })).toHaveCount(0);

  // The admin sees it, newest first, pending.
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/th/admin/applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ใบสมัครทนายความ');
  await expect(page.getByTestId('application-row').first()).toContainText(lawyerName);
  const mine = row(page, lawyerName);
  await expect(mine).toContainText(email);
  await expect(mine).toContainText('รอตรวจสอบ');
  await expect(mine).toContainText('เชียงใหม่');

  // Approve asks first; cancelling changes nothing.
  await mine.getByRole('button', { name: 'อนุมัติ' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`อนุมัติใบสมัครของ ${lawyerName}?`);
  await confirm.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(confirm).toHaveCount(0);
  await page.reload();
  await expect(row(page, lawyerName)).toContainText('รอตรวจสอบ');

  await row(page, lawyerName).getByRole('button', { name: 'อนุมัติ' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(toast(page, 'อนุมัติใบสมัครแล้ว')).toBeVisible();
  await expect(row(page, lawyerName)).toContainText('อนุมัติแล้ว');
  // Approve and reject are offered only while pending.
  await expect(row(page, lawyerName).getByRole('button', { name: 'อนุมัติ' })).toHaveCount(0);
  await expect(row(page, lawyerName).getByRole('button', { name: 'ปฏิเสธ' })).toHaveCount(0);

  // The approval is in the audit log.
  await page.goto('/th/admin/audit');
  const entry = page
    .getByTestId('audit-row')
    .filter({ has: page.locator('[data-action="application.approve"]') })
    .first();
  await expect(entry).toBeVisible();
  // The action in words and the applicant's name, not codes and ids.
  await expect(entry).toContainText('อนุมัติใบสมัคร');
  await expect(entry.getByTestId('audit-subject')).toHaveText(lawyerName);
  await entry.getByText('ดูข้อมูลก่อนและหลัง').click();
  await expect(entry.locator('pre').last()).toContainText(lawyerName);

  // The applicant was e-mailed.
  await page.goto('/th/dev/outbox');
  await expect(
    page.locator(`[data-testid="outbox-email"][data-to="${email}"][data-kind="application-approved"]`),
  ).toHaveCount(1);

  // Public now: found by name, language and budget in search, and its profile opens for a visitor with the
  // application's title and fee.
  const search = new URLSearchParams({ q: lawyerName, language: 'อังกฤษ', budget: 'low', case: 'แพ่ง' });
  await visitor.goto(`/th/search?${search}`);
  const card = visitor.getByTestId('lawyer-card').filter({ hasText: lawyerName });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').first().click();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(lawyerName);
  await expect(visitor.getByText('ทนายความอาวุโส')).toBeVisible();
  await expect(visitor.getByTestId('profile-fee')).toHaveText('2,000 - 6,000 บาท ต่อครั้ง');
  await visitor.goto(`/th/search?${new URLSearchParams({ q: lawyerName, budget: 'high' })}`);
  await expect(visitor.getByTestId('lawyer-card').filter({ hasText: lawyerName })).toHaveCount(0);
  await visitor.close();
  await member.close();
  await admin.close();
});

test('the application form: Esc cancels, Ctrl+S saves, refusals say บันทึกไม่สำเร็จ, delete asks first', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/th/admin/applications');
  const rows = await page.getByTestId('application-row').count();

  // Esc cancels a new application: nothing is stored.
  await page.getByRole('button', { name: 'เพิ่มใบสมัคร' }).click();
  await expect(dialog(page)).toBeVisible();
  const form = page.getByTestId('application-form');
  // The applicant defaults to the admin's own id.
  await expect(form.getByRole('textbox', { name: /^ผู้สมัคร \(อีเมล/ })).not.toHaveValue('');
  await form.getByLabel(/^ชื่อ-นามสกุล/).fill(`ยกเลิกแล้ว ${suffix}`);
  await form.getByLabel(/^ชื่อ-นามสกุล/).press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('application-row')).toHaveCount(rows);
  await expect(row(page, `ยกเลิกแล้ว ${suffix}`)).toHaveCount(0);

  // Ctrl+S with the full name missing: refused with the required message, the form stays open.
  await page.getByRole('button', { name: 'เพิ่มใบสมัคร' }).click();
  await form.getByLabel(/^เลขใบอนุญาตว่าความ/).fill('77777/2562');
  await form.getByLabel(/^เลขใบอนุญาตว่าความ/).press('Control+s');
  await expect(toast(page, 'บันทึกไม่สำเร็จ')).toBeVisible();
  await expect(form.getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
  await expect(dialog(page)).toBeVisible();

  // Ctrl+S saves a new application for another user (typed by e-mail), with a status chosen in the form.
  const created = `ใบสมัครโดยผู้ดูแล ${suffix}`;
  await form.getByRole('textbox', { name: /^ผู้สมัคร \(อีเมล/ }).fill(email);
  await form.getByLabel(/^ชื่อ-นามสกุล/).fill(created);
  await form.getByRole('combobox', { name: 'สถานะ', exact: true }).selectOption({ label: 'ไม่อนุมัติ' });
  await form.getByLabel(/^ชื่อ-นามสกุล/).press('Control+s');
  await expect(toast(page, 'เพิ่มใบสมัครแล้ว')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await expect(row(page, created)).toContainText('ไม่อนุมัติ');
  await expect(row(page, created)).toContainText(email);

  // Edit: Ctrl+S (⌘+S on macOS) saves the changed field.
  await row(page, created).getByRole('button', { name: 'แก้ไข' }).click();
  await expect(form.getByLabel(/^ชื่อ-นามสกุล/)).toHaveValue(created);
  await form.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)').fill('089-999-0000');
  await form.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)').press('Control+s');
  await expect(toast(page, 'บันทึกแล้ว')).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
  await row(page, created).getByRole('button', { name: 'แก้ไข' }).click();
  await expect(form.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)')).toHaveValue('089-999-0000');
  // Esc on an edit keeps the stored values.
  await form.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)').fill('080-000-0000');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await page.reload();
  await row(page, created).getByRole('button', { name: 'แก้ไข' }).click();
  await expect(form.getByLabel('เบอร์โทรศัพท์ (ไม่บังคับ)')).toHaveValue('089-999-0000');
  await page.keyboard.press('Escape');

  // Delete asks for a confirmation.
  // A deletion looks destructive and says what goes and what stays.
  await expect(row(page, created).getByRole('button', { name: 'ลบ' })).toHaveClass(/\bborder-destructive\b/);
  await row(page, created).getByRole('button', { name: 'ลบ' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`ลบใบสมัครของ ${created}?`);
  await expect(confirm).toContainText(
    'ใบสมัครและข้อมูลทั้งหมดที่กรอกไว้จะถูกลบ โปรไฟล์ทนายความที่สร้างจากใบสมัครนี้แล้วจะยังอยู่ กู้คืนไม่ได้',
  );
  await confirm.getByRole('button', { name: 'ลบใบสมัคร' }).click();
  await expect(toast(page, 'ลบใบสมัครแล้ว')).toBeVisible();
  await expect(row(page, created)).toHaveCount(0);
  await page.reload();
  await expect(row(page, created)).toHaveCount(0);
  await admin.close();
});

test('the admin sees a stored appointment request and confirms it', async ({ browser }) => {
  test.setTimeout(60_000);
  // A visitor books through the plain form post (no script needed).
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const booking = await visitor.newPage();
  await booking.goto('/th/appointment');
  const name = `ผู้ขอนัด ${suffix}`;
  const form = booking.getByTestId('booking-form');
  await form.getByLabel('ชื่อ-นามสกุล').fill(name);
  await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await form.getByLabel('ประเภทคดี').selectOption({ label: 'ครอบครัว' });
  await form.getByRole('radio', { name: /^โทรศัพท์/ }).check();
  const bangkokDay = (at: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at)).slice(0, 10);
  let at = Date.now() + 2 * 86_400_000;
  while (new Date(`${bangkokDay(at)}T12:00:00Z`).getUTCDay() === 0) at += 86_400_000;
  await form.getByLabel('วันที่ (จันทร์ - เสาร์)').fill(bangkokDay(at));
  await form.getByLabel('เวลา', { exact: true }).selectOption('11:00');
  await form.getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  // The plain form post goes to the booking's receipt.
  await expect(booking.getByTestId('receipt-reference')).toBeVisible();
  await visitor.close();

  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/th/admin/appointments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('คำขอนัดหมาย');
  const request = page.getByTestId('appointment-row').filter({ hasText: name });
  await expect(page.getByTestId('appointment-row').first()).toContainText(name);
  await expect(request).toContainText('081-234-5678');
  await expect(request).toContainText('ครอบครัว');
  await expect(request).toContainText('11:00 น.');
  await expect(request.getByTestId('booked-language')).toHaveText('จองเป็นภาษาไทย');
  await expect(request).toContainText('โทรศัพท์');
  await expect(request).toContainText('ไม่ได้เลือก');
  await expect(request.locator('[data-status]').first()).toHaveText('คำขอใหม่');
  await request.getByLabel(`สถานะคำขอของ ${name}`).selectOption({ label: 'ยืนยันแล้ว' });
  await request.getByRole('button', { name: 'บันทึก' }).click();
  await expect(toast(page, 'บันทึกสถานะแล้ว')).toBeVisible();
  await page.reload();
  await expect(
    page.getByTestId('appointment-row').filter({ hasText: name }).locator('[data-status]').first(),
  ).toHaveText('ยืนยันแล้ว');
  await page.goto('/th/admin/audit');
  await expect(page.getByTestId('audit-row').first().locator('[data-action]')).toHaveAttribute(
    'data-action',
    'appointment.status',
  );
  await expect(page.getByTestId('audit-row').first()).toContainText('เปลี่ยนสถานะนัดหมาย');
  await admin.close();
});

test('the admin pages fit a 360 px wide phone without sideways scrolling of the page', async ({
  browser,
}) => {
  const context = await adminContext(browser, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  for (const path of ['/th/admin/applications', '/th/admin/appointments', '/th/admin/audit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  await context.close();
});
