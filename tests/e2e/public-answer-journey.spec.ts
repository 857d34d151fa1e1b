import { expect, test } from './fixtures.ts';
import { giveAskConsent, signedIn, toast, useAdminSession } from './helpers.ts';

// A public answer's journey (docs/product-rules.md, "Public answers"): the member's answered question → opt-in
// with the redacted text (the phone number typed in the question shows as the neutral word) → the lawyer writes
// the public answer → an administrator publishes it → a visitor reads it (no phone number, QAPage), finds it by its
// words, from the lawyer's profile and in the triage of a similar text → the asker withdraws it and it is gone.
test('opt in → redaction shown → the lawyer answers → an administrator publishes → the asker withdraws', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const title = `เจ้าของห้องเช่าไม่คืนเงินมัดจำ ${suffix}`;
  const phone = '089-123-4567';
  const content = `ย้ายออกจากห้องเช่าที่กรุงเทพแล้ว แต่เจ้าของห้องไม่คืนเงินมัดจำ 20,000 บาท อ้างว่าห้องสกปรก โทรหาผมที่ ${phone} ได้เลยครับ`;
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('อสังหาริมทรัพย์').check();
  await asker.getByLabel('รายละเอียด').fill(content);
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
  await lawyerBox.fill('ผู้ให้เช่าต้องคืนเงินประกันเมื่อสัญญาเช่าสิ้นสุด หักได้เฉพาะค่าเสียหายที่พิสูจน์ได้');
  await lawyerBox.press('Enter');
  await expect(lawyer.getByTestId('thread')).toContainText('ผู้ให้เช่าต้องคืนเงินประกัน');

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
  await expect(answerBox).toHaveValue(/ผู้ให้เช่าต้องคืนเงินประกัน/);
  const answer =
    'ผู้ให้เช่าต้องคืนเงินประกันการเช่าเมื่อสัญญาสิ้นสุด หักได้เฉพาะค่าเสียหายที่พิสูจน์ได้ ควรมีหนังสือทวงถามก่อน แล้วฟ้องคดีผู้บริโภคต่อศาลได้โดยไม่ต้องเสียค่าธรรมเนียมศาล';
  await answerBox.fill(`${answer} ค่าทนาย 20,000 บาท`);
  await lawyerSection.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(lawyerSection.getByText('คำตอบสาธารณะต้องไม่ระบุค่าทนาย').first()).toBeVisible();
  await answerBox.fill(answer);
  await lawyerSection.getByRole('button', { name: 'ส่งให้ผู้ดูแลตรวจ' }).click();
  await expect(toast(lawyer, 'ส่งคำตอบสาธารณะให้ผู้ดูแลตรวจแล้ว')).toBeVisible();
  await expect(lawyerSection.getByTestId('public-answer-status')).toContainText('รอผู้ดูแลตรวจ');

  // An administrator checks the redacted texts and publishes.
  await useAdminSession(page);
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

  // The public page, seen by a visitor: the redacted question (no phone number), the answer and its lawyer, QAPage.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href!);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(title);
  await expect(visitor.getByTestId('answer-question')).toContainText('[เบอร์โทร]');
  await expect(visitor.locator('main')).not.toContainText(phone);
  await expect(visitor.getByTestId('answer-text')).toContainText('ผู้ให้เช่าต้องคืนเงินประกันการเช่า');
  const jsonLd = (await visitor.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { acceptedAnswer?: { author?: object } } },
  );
  const qaPage = jsonLd.find((node) => node['@type'] === 'QAPage');
  expect(qaPage?.mainEntity?.acceptedAnswer?.author).toBeTruthy();

  // Found by its words in /answers, and from its lawyer's profile ("N public answers").
  await visitor.goto(`/th/answers?q=${suffix}`);
  await expect(visitor.getByTestId('answer-item')).toHaveCount(1);
  await expect(visitor.getByTestId('answer-item')).toContainText(title);
  await visitor.goto(href!);
  await visitor.getByTestId('answer-lawyer').click();
  await expect(visitor).toHaveURL(/\/th\/(lawyers|profile)\//);
  await visitor.getByTestId('profile-answers').click();
  await expect(visitor.getByTestId('answer-item').filter({ hasText: title })).toHaveCount(1);

  // The triage of a similar text lists it among the similar published answers.
  await visitor.goto('/th/ai');
  await visitor.getByLabel('เล่าปัญหาของคุณ').fill(`${title} ${content.replace(phone, '')}`);
  await visitor.getByRole('button', { name: 'แนะนำประเภทคดี' }).click();
  await expect(visitor.getByTestId('triage-similar-answers')).toContainText(title);

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
