import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { giveAskConsent, pickDay, signedIn, signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

test("the member's space: an answered question marked unread until opened, its fee's QR to save, the appointment", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('space');
  await signUpConfirmed(page, 'th', 'สมาชิก พื้นที่', email, 'space-secret-1');

  // Nothing yet: each empty list leads somewhere.
  await page.goto('/th/inbox');
  const space = page.getByTestId('member-space');
  await expect(space.getByRole('link', { name: 'ถามคำถามแรก' })).toHaveAttribute('href', '/th/ask');
  await expect(space.getByRole('link', { name: 'ค้นหาทนายความเพื่อนัดปรึกษา' })).toHaveAttribute(
    'href',
    '/th/search',
  );

  // A question in civil cases in Bangkok: the demo lawyer is invited.
  const title = `นายจ้างไม่จ่ายค่าล่วงเวลา ${Date.now()}`;
  await page.goto('/th/ask');
  await page.getByLabel('หัวข้อ').fill(title);
  await page.getByLabel('แพ่ง').check();
  await page.getByLabel('รายละเอียด').fill('ทำงานล่วงเวลาทุกวันมาหกเดือน นายจ้างไม่จ่ายค่าล่วงเวลาเลย');
  await page.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(page);
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(page).toHaveURL(/\/th\/inbox$/);
  const card = page.getByTestId('my-question').filter({ hasText: title });
  await expect(card.getByTestId('next-step')).toHaveAttribute('data-step', 'waiting');
  await expect(card.getByTestId('next-step')).toContainText('รอทนายความตอบรับคำถาม');

  // The lawyer accepts and answers.
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  const invitation = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await invitation.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(lawyer).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const reply = 'สวัสดีครับ เก็บหลักฐานเวลาเข้าออกงานไว้ด้วยนะครับ';
  const box = lawyer.getByLabel('ข้อความ', { exact: true });
  await box.fill(reply);
  await box.press('Enter');
  await expect(lawyer.getByTestId('thread')).toContainText(reply);

  // The member's space marks the reply unread and says to read it; the question comes first.
  await page.reload();
  await expect(card.getByTestId('unread')).toHaveText('ข้อความใหม่ 1 ข้อความ');
  await expect(card.getByTestId('next-step')).toHaveAttribute('data-step', 'read');
  await expect(card).toHaveAttribute('data-todo', 'true');
  await expect(page.getByTestId('my-question').first()).toContainText(title);

  // Opening the question reads it; back in the inbox it is no longer unread.
  await card.getByRole('link', { name: 'ดูคำถาม' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('thread')).toContainText(reply);
  await page.goBack();
  await expect(page).toHaveURL(/\/th\/inbox$/);
  await expect(card.getByTestId('next-step')).toHaveAttribute('data-step', 'talk');
  await expect(card.getByTestId('next-step')).toContainText('ทนายสาธิต ตัวอย่างดี รับเคสแล้ว');
  await expect(card.getByTestId('unread')).toHaveCount(0);

  // The fee is due: its QR and a button that saves it as a PNG.
  const payment = page.getByTestId('payment-due').filter({ hasText: title });
  await expect(payment.getByTestId('payment-qr').locator('svg')).toBeVisible();
  const save = payment.getByTestId('save-qr');
  await expect(save).toHaveText('บันทึกรูป QR');
  await expect(save).toHaveAttribute('href', /^\/th\/question\/[0-9a-f-]{36}\/promptpay\.png$/);
  await expect(save).toHaveAttribute('download', /^tanai-promptpay-TN[0-9A-F]{12}\.png$/);
  // Saved, it is the PNG of that QR.
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/^tanai-promptpay-TN[0-9A-F]{12}\.png$/);
  const png = readFileSync((await download.path())!);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

  // A booking made signed in is the member's own appointment.
  await page.goto('/th/appointment');
  const form = page.getByTestId('booking-form');
  await form.getByLabel('ชื่อ-นามสกุล').fill('สมาชิก พื้นที่');
  await form.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await form.getByLabel('ประเภทคดี').selectOption({ label: 'แรงงาน' });
  await form.getByRole('radio', { name: /^วิดีโอคอล/ }).check();
  await pickDay(page);
  await form.getByLabel('14:00').check();
  await form.getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  await expect(page).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?/);
  await page.goto('/th/inbox');
  const appointment = page.getByTestId('my-appointment');
  await expect(appointment).toHaveCount(1);
  await expect(appointment).toHaveAttribute('data-upcoming', 'true');
  await expect(appointment).toContainText('14:00 น.');
  await expect(appointment).toContainText('วิดีโอคอล');
  await expect(appointment.locator('[data-status="requested"]')).toBeVisible();
  // Its reference, linking to its receipt (no signature: the signed-in owner opens it).
  await expect(appointment.getByTestId('my-appointment-receipt')).toHaveText(/^TN-[0-9A-Z]{6}$/);
  await expect(appointment.getByTestId('my-appointment-receipt')).toHaveAttribute(
    'href',
    /^\/th\/booking\/TN-[0-9A-Z]{6}$/,
  );
});
