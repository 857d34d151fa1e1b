import { expect, test } from './fixtures.ts';
import { giveAskConsent, signedIn, signInAdmin, toast } from './helpers.ts';

// A public answer's journey (docs/product-rules.md, "Public answers"): the member's answered question → opt-in
// with the redacted text (the phone number typed in the question shows as the neutral word) → the lawyer writes
// the public answer → an administrator publishes it → the asker withdraws it and its page is gone.
test('opt in → redaction shown → the lawyer answers → an administrator publishes → the asker withdraws', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `ถูกเลิกจ้างโดยไม่บอกล่วงหน้า ${Date.now().toString(36)}`;
  const phone = '089-123-4567';
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('อสังหาริมทรัพย์').check();
  await asker
    .getByLabel('รายละเอียด')
    .fill(`นายจ้างเลิกจ้างผมโดยไม่บอกล่วงหน้าและไม่จ่ายค่าชดเชย โทรหาผมที่ ${phone} ได้เลยครับ`);
  await asker.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asker).toHaveURL(/\/th\/inbox$/);

  // The demo lawyer accepts and answers in the thread.
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  const invitation = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await invitation.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(lawyer).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(lawyer.url()).pathname;
  const lawyerBox = lawyer.getByLabel('ข้อความ', { exact: true });
  await lawyerBox.fill('คุณมีสิทธิได้รับค่าชดเชยตามอายุงาน ยื่นคำร้องต่อพนักงานตรวจแรงงานได้');
  await lawyerBox.press('Enter');
  await expect(lawyer.getByTestId('thread')).toContainText('คุณมีสิทธิได้รับค่าชดเชย');

  // The asker opts in: the redacted question is shown before anything is stored.
  await asker.goto(questionUrl);
  const askerSection = asker.getByTestId('public-answer-asker');
  await askerSection.getByTestId('public-opt-in-open').click();
  const publicQuestion = askerSection.getByLabel('คำถามที่จะเผยแพร่');
  await expect(publicQuestion).toHaveValue(/\[เบอร์โทร\]/);
  await expect(publicQuestion).not.toHaveValue(new RegExp(phone));
  await askerSection.getByRole('button', { name: 'ยืนยันการเผยแพร่แบบไม่ระบุตัวตน' }).click();
  await expect(toast(asker, 'ส่งคำขอเผยแพร่แล้ว')).toBeVisible();
  await expect(askerSection.getByTestId('public-answer-status')).toContainText('รอทนายเขียนคำตอบสาธารณะ');

  // The lawyer writes the public answer from the draft of their messages; a fee with an amount is refused.
  await lawyer.reload();
  const lawyerSection = lawyer.getByTestId('public-answer-lawyer');
  const answerBox = lawyerSection.getByLabel('คำตอบสาธารณะ');
  await expect(answerBox).toHaveValue(/คุณมีสิทธิได้รับค่าชดเชย/);
  const answer =
    'ลูกจ้างที่ถูกเลิกจ้างโดยไม่บอกกล่าวล่วงหน้ามีสิทธิได้รับค่าจ้างแทนการบอกกล่าวล่วงหน้าและค่าชดเชยตามอายุงาน ยื่นคำร้องต่อพนักงานตรวจแรงงานได้โดยไม่เสียค่าใช้จ่าย';
  await answerBox.fill(`${answer} ค่าทนาย 20,000 บาท`);
  await lawyerSection.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(lawyerSection.getByText('คำตอบสาธารณะต้องไม่ระบุค่าทนาย').first()).toBeVisible();
  await answerBox.fill(answer);
  await lawyerSection.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(toast(lawyer, 'ส่งคำตอบสาธารณะให้ผู้ดูแลตรวจแล้ว')).toBeVisible();
  await expect(lawyerSection.getByTestId('public-answer-status')).toContainText('รอผู้ดูแลตรวจ');

  // An administrator checks the redacted texts and publishes.
  await signInAdmin(page, 'th', '/th/admin/answers');
  await page.goto('/th/admin/answers');
  const card = page
    .getByTestId('answers-awaiting')
    .getByTestId('review-public-answer')
    .filter({ hasText: title });
  await expect(card.getByLabel('คำถามที่จะเผยแพร่')).toHaveValue(/\[เบอร์โทร\]/);
  await card.getByRole('button', { name: 'เผยแพร่', exact: true }).click();
  await expect(toast(page, 'เผยแพร่แล้ว')).toBeVisible();
  const link = page
    .getByTestId('answers-published')
    .getByTestId('review-public-answer')
    .filter({ hasText: title });
  const href = await link.getByTestId('published-link').getAttribute('href');
  expect(href).toMatch(/^\/th\/answers\/[a-z0-9-]+$/);

  // The public page (app/routes/public/ of the public answer pages, built beside this journey) answers 200. Until
  // those pages are merged this one check fails (soft, so that the rest of the journey still runs).
  expect.soft((await request.get(href!)).status(), 'the public answer page').toBe(200);

  // The asker sees it published with its link, and withdraws: the page is gone at once.
  await asker.reload();
  await expect(askerSection.getByTestId('public-answer-status')).toContainText('เผยแพร่แล้ว');
  await expect(askerSection.getByTestId('public-answer-link')).toHaveAttribute('href', href!);
  await askerSection.getByText('ถอนการเผยแพร่').first().click();
  await askerSection.getByTestId('public-withdraw').click();
  await expect(toast(asker, 'ถอนการเผยแพร่แล้ว')).toBeVisible();
  await expect(askerSection.getByTestId('public-answer-status')).toContainText('ถอนแล้ว');
  expect((await request.get(href!)).status()).toBe(404);
});
