import { expect, test } from './fixtures.ts';
import { adminPage, answeredCivilQuestion, linkFromOutbox, toast, uniqueEmail } from './helpers.ts';

// A new member's review waits for an administrator (docs/decisions/0020-verified-reviews.md), so this member's
// journey ends on the admin screen: it runs with the admin specs, after the demo admin's two-factor enrolment.
test('ask → the lawyer accepts and replies → the asker closes → the invitation e-mail → the new member’s review held → an administrator publishes it → the lawyer replies', async ({
  browser,
  page,
}) => {
  // Five people's steps in one journey (the asker, the lawyer twice, the administrator).
  test.setTimeout(120_000);
  const email = uniqueEmail('reviewer');
  // Six digits: a longer run of digits would be refused as an ID number.
  const stamp = Date.now() % 1_000_000;
  const title = `ผู้รับเหมาทิ้งงานต่อเติมบ้าน ${stamp}`;
  const reviewText = `ทนายอธิบายสิทธิ์ของเราชัดเจนมาก ตอบไวทุกครั้ง ${stamp}`;

  // A new member asks a civil question in Bangkok; the demo lawyer, invited, accepts and answers in the thread.
  const { lawyer } = await answeredCivilQuestion(browser, page, {
    name: 'วรรณา ศรีสวัสดิ์',
    email,
    title,
    details: 'จ่ายมัดจำไปแล้วครึ่งหนึ่ง ผู้รับเหมาหยุดงานไปสามสัปดาห์',
    reply: 'สวัสดีครับ ขอดูสัญญาจ้างและหลักฐานการโอนเงินครับ',
  });

  // The asker sees the lawyer to review on the question page, then closes the question.
  await page.reload();
  await expect(page.getByTestId('question-review-links')).toContainText('ทนายสาธิต ตัวอย่างดี');
  await page.getByRole('button', { name: 'ปิดคำถาม' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ปิดคำถาม' }).click();
  await expect(toast(page, 'ปิดคำถามแล้ว')).toBeVisible();

  // One e-mail invites the asker to review; its link opens the review form.
  const reviewLink = await linkFromOutbox(page, 'th', email, 'review-invitation');
  expect(reviewLink).toMatch(/\/th\/review\/[0-9a-f-]{36}$/);
  await page.goto(reviewLink);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ทนายสาธิต ตัวอย่างดี');

  // Personal data is refused at its field, and nothing is published.
  await page.getByRole('group', { name: 'คะแนนภาพรวม' }).getByLabel('5 ดาว ดีมาก').check();
  await page.getByRole('group', { name: 'การสื่อสาร' }).getByLabel('5 ดาว ดีมาก').check();
  await page.getByRole('group', { name: 'ความรวดเร็วในการตอบกลับ' }).getByLabel('4 ดาว ดี').check();
  await page.getByRole('group', { name: 'ความคุ้มค่า' }).getByLabel('4 ดาว ดี').check();
  const text = page.getByLabel('เล่าประสบการณ์ของคุณ (ไม่บังคับ)');
  await text.fill(`${reviewText} โทร 081-234-5678`);
  await page.getByLabel(/แสดงชื่อของฉันเป็น/).check();
  await page.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(page.getByText('กรุณาลบเบอร์โทรศัพท์ อีเมล เลขบัตรประชาชน ลิงก์หรือไลน์ไอดี')).toBeVisible();
  await expect(page).toHaveURL(reviewLink);

  // The account was made today: its review waits for an administrator (docs/decisions/0020-verified-reviews.md).
  await text.fill(reviewText);
  await page.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(toast(page, 'ได้รับรีวิวของคุณแล้ว รีวิวจะแสดงหลังผู้ดูแลตรวจสอบ')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/account$/);
  const profileUrl = await page.getByTestId('my-reviews').getByRole('link').first().getAttribute('href');
  expect(profileUrl).toMatch(/^\/th\/lawyers\/[0-9a-f-]{36}$/);
  await page.goto(profileUrl!);
  await expect(page.getByTestId('review').filter({ hasText: reviewText })).toHaveCount(0);

  // An administrator sees why it is held and publishes it.
  const admin = await adminPage(browser);
  await admin.goto('/th/admin/reviews');
  const held = admin
    .getByTestId('moderation-review')
    .filter({ hasText: reviewText })
    .and(admin.locator('[data-list="held"]'));
  await expect(held).toContainText('พักไว้: บัญชีของผู้เขียนเพิ่งสมัครไม่ถึง 30 วันก่อนการปรึกษา');
  await held.getByTestId('decide-publish').click();
  await expect(toast(admin, 'เผยแพร่รีวิวแล้ว')).toBeVisible();
  await page.goto(profileUrl!);

  // The profile shows it with the verification label, how and when, under the first name and last initial.
  const review = page.getByTestId('review').filter({ hasText: reviewText });
  await expect(review).toContainText('วรรณา ศ.');
  await expect(review).toContainText('ยืนยันการปรึกษาผ่าน Tanai');
  await expect(review).toContainText('ปรึกษาผ่านคำถาม');
  await expect(review).toContainText(/ปรึกษาเมื่อ .+ 25\d\d/);
  await expect(review.getByTestId('review-stars')).toHaveAttribute('data-stars', '5');
  await expect(review).not.toContainText(title);

  // The lawyer replies once from their reviews page; the reply shows under the review.
  await lawyer.goto('/th/account/reviews');
  const own = lawyer.getByTestId('own-review').filter({ hasText: reviewText });
  await own.getByLabel('ตอบกลับรีวิวนี้').fill('ขอบคุณครับ ยินดีที่ได้ช่วยเหลือ');
  await own.getByRole('button', { name: 'เผยแพร่คำตอบ' }).click();
  await expect(toast(lawyer, 'เผยแพร่คำตอบแล้ว')).toBeVisible();
  await expect(own.getByTestId('own-reply')).toContainText('ขอบคุณครับ ยินดีที่ได้ช่วยเหลือ');

  await page.goto(profileUrl!);
  await expect(page.getByTestId('review').filter({ hasText: reviewText })).toContainText(
    'ขอบคุณครับ ยินดีที่ได้ช่วยเหลือ',
  );

  // The right is used: the review page says so and offers no form.
  await page.goto(reviewLink);
  await expect(page.getByText('คุณรีวิวแล้ว')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งรีวิว' })).toHaveCount(0);
});
