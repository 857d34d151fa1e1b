import { expect, test } from './fixtures.ts';
import { giveAskConsent, signedIn, toast } from './helpers.ts';

test("the lawyer's desk: an invitation with the asker's first words and the time left, accepted from the desk, moves to the active cases", async ({
  browser,
}) => {
  const title = `นายจ้างไม่จ่ายค่าชดเชย ${Date.now()}`;
  const details = 'ถูกเลิกจ้างโดยไม่มีความผิด ทำงานมาห้าปี นายจ้างไม่ยอมจ่ายค่าชดเชยตามกฎหมาย';
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('รายละเอียด').fill(details);
  await asker.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await asker.getByLabel('เบอร์ติดต่อ (ไม่บังคับ)').fill('081-555-0199');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asker).toHaveURL(/\/th\/inbox$/);

  // The demo lawyer (civil cases in Bangkok) is invited: the desk leads, not the asker's "my questions".
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText('โต๊ะทำงานของคุณ');
  const invitation = lawyer
    .getByTestId('invited-cases')
    .getByTestId('invited-case')
    .filter({ hasText: title });
  await expect(invitation.getByTestId('invitation-excerpt')).toHaveText(details);
  await expect(invitation).toContainText(/ถามเมื่อ .+ 25\d\d/);
  // Just asked: 47 whole hours of the 48 are left, not yet urgent.
  await expect(invitation.getByTestId('time-left')).toHaveText('เหลือเวลาตอบรับอีก 47 ชั่วโมง');
  await expect(invitation.getByTestId('time-left')).not.toHaveAttribute('data-urgent');
  await expect(invitation).toContainText('ข้อมูลติดต่อผู้ถามจะแสดงเมื่อคุณรับเคส');
  await expect(invitation).not.toContainText('081-555-0199');
  await expect(lawyer.getByTestId('desk-appointments')).toBeVisible();
  await expect(lawyer.getByTestId('desk-listing').getByRole('link', { name: 'แก้ไขโปรไฟล์' })).toHaveAttribute(
    'href',
    '/th/account/lawyer',
  );

  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await expect(lawyer.getByTestId('invited-cases').getByText(title)).toHaveCount(0);
  const active = lawyer.getByTestId('active-cases').getByTestId('invited-case').filter({ hasText: title });
  await expect(active).toBeVisible();
  await expect(active.getByTestId('asker-contact')).toContainText('081-555-0199');
  await expect(active).toContainText('ยังไม่มีข้อความ');

  // The asker writes: the case shows the message unread, first among the active cases; opening it reads it.
  await active.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(lawyer).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(lawyer.url()).pathname;
  // Back on the desk before the asker writes: a thread open on the lawyer's screen would read the message as it comes.
  await lawyer.goto('/th/inbox');
  await asker.goto(questionUrl);
  const box = asker.getByLabel('ข้อความ', { exact: true });
  await box.fill('ส่งสัญญาจ้างให้ดูได้ไหมคะ');
  await box.press('Enter');
  await expect(asker.getByTestId('message').filter({ hasText: 'ส่งสัญญาจ้างให้ดูได้ไหมคะ' })).toBeVisible();
  await lawyer.goto('/th/inbox');
  const first = lawyer.getByTestId('active-cases').getByTestId('invited-case').first();
  await expect(first).toContainText(title);
  await expect(first.getByTestId('unread')).toHaveText('ยังไม่อ่าน 1 ข้อความ');
  await expect(first.getByTestId('last-message')).toContainText('ผู้ถาม');
  await expect(first.getByTestId('last-message')).toContainText('ส่งสัญญาจ้างให้ดูได้ไหมคะ');
  await lawyer.goto(questionUrl);
  await lawyer.goto('/th/inbox');
  await expect(active.getByTestId('unread')).toHaveCount(0);
});
