import { expect, test } from './fixtures.ts';
import { giveAskConsent, signedIn, signIn, signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

test('a visitor who asks is sent to sign in and comes back to the form', async ({ page }) => {
  await page.goto('/th/ask');
  await page.getByLabel('หัวข้อ').fill('ร่างคำถามก่อนเข้าสู่ระบบ');
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'กรุณาเข้าสู่ระบบก่อนส่งคำถาม')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/auth\?next=%2Fth%2Fask$/);
  await signIn(page, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(page).toHaveURL(/\/th\/ask$/);
  await expect(page.getByLabel('หัวข้อ')).toHaveValue('ร่างคำถามก่อนเข้าสู่ระบบ');
  // The required validation messages, and nothing is sent.
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'กรุณากรอกหัวข้อและรายละเอียดคำถาม')).toBeVisible();
  await page.getByLabel('รายละเอียด').fill('รายละเอียด');
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'กรุณาเลือกความถนัดที่เกี่ยวข้องอย่างน้อย 1 รายการ')).toBeVisible();
  // The explicit consent for sensitive data is its own checkbox, never ticked ahead: without it nothing is sent.
  await page.getByLabel('แพ่ง').check();
  const consent = page.getByRole('checkbox', { name: /ยินยอมโดยชัดแจ้ง/ });
  await expect(consent).not.toBeChecked();
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'กรุณาให้ความยินยอมสำหรับข้อมูลอ่อนไหวก่อนส่งคำถาม')).toBeVisible();
  await expect(page.getByText('กรุณาให้ความยินยอมสำหรับข้อมูลอ่อนไหวก่อนส่งคำถาม').last()).toBeVisible();
  await expect(page).toHaveURL(/\/th\/ask$/);
});

test('a link to a question (as in an e-mail) opened signed out lands on that question after sign-in', async ({
  browser,
  page,
}) => {
  // The address of one of the demo member's questions, as the new-message e-mail links it.
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/th/inbox');
  await member.getByTestId('my-questions').locator('li').first().getByRole('link').first().click();
  await expect(member).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  // The address changes before the question is shown: wait for its heading, not the inbox's.
  await expect(member.getByRole('heading', { level: 1 })).not.toHaveText('กล่องข้อความ');
  const link = `${new URL(member.url()).pathname}?from=email`;
  const title = await member.getByRole('heading', { level: 1 }).textContent();

  await page.goto(link);
  await expect(page).toHaveURL(`/th/auth?next=${encodeURIComponent(link)}`);
  await signIn(page, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
});

test('the asker watches the invitation, then its acceptance, on the question page without reloading', async ({
  browser,
}) => {
  const title = `เจ้าของห้องไม่คืนเงินประกัน ${Date.now()}`;
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('รายละเอียด').fill('ย้ายออกแล้วสองเดือน เจ้าของห้องยังไม่คืนเงินประกัน');
  await asker.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asker).toHaveURL(/\/th\/inbox$/);
  await asker.getByTestId('my-questions').locator('li', { hasText: title }).getByRole('link').first().click();
  await expect(asker).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);

  // Who was invited and until when, and what happens next.
  const invitation = asker.getByTestId('invitation').filter({ hasText: 'ทนายสาธิต ตัวอย่างดี' });
  await expect(invitation.locator('[data-status="invited"]')).toHaveText('ได้รับเชิญ');
  await expect(invitation).toContainText(/เชิญเมื่อ .+ 25\d\d/);
  await expect(invitation).toContainText(/ตอบรับภายใน .+ 25\d\d/);
  await expect(asker.getByTestId('progress-next')).toContainText(/^หากไม่มีทนายความตอบรับภายใน .+ ระบบจะเชิญ/);
  await expect(asker.locator('[data-status="open"]').first()).toHaveText('เปิด');
  await expect(asker.getByTestId('participants')).toHaveCount(0);
  await asker.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  const invited = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await invited.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();

  // The asker's page follows by itself: badge, invitation, participants and the next step.
  await expect(asker.locator('[data-status="assigned"]').first()).toHaveText('จับคู่แล้ว');
  await expect(invitation.locator('[data-status="accepted"]')).toHaveText('รับเคสแล้ว');
  await expect(invitation).toContainText(/ตอบเมื่อ .+ 25\d\d/);
  await expect(asker.getByTestId('participants')).toContainText('ทนายสาธิต ตัวอย่างดี');
  await expect(asker.getByTestId('progress-next')).toHaveText(
    'ทนายความรับเคสแล้ว คุยกับทนายความได้ในช่องสนทนาด้านล่าง',
  );
  expect(await asker.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('ask → the matched lawyer accepts → contact details → both talk live; an outsider cannot open it', async ({
  browser,
}) => {
  // Asking, accepting, talking, closing, then erasing without JavaScript in a second browser.
  test.setTimeout(120_000);
  const title = `เพื่อนบ้านรุกล้ำที่ดิน ${Date.now()}`;
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await asker.goto('/th/ask');
  await asker.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('อสังหาริมทรัพย์').check();
  await asker.getByLabel('รายละเอียด').fill('เพื่อนบ้านสร้างรั้วเข้ามาในที่ดินของเรา');
  await asker.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await asker.getByLabel('เบอร์ติดต่อ (ไม่บังคับ)').fill('081-555-0101');
  await asker.getByLabel('LINE ID (ไม่บังคับ)').fill('asker_line');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(asker, 'ส่งคำถามสำเร็จ! ระบบกำลังจับคู่ทนายความที่เหมาะสมให้คุณ')).toBeVisible();
  await expect(asker).toHaveURL(/\/th\/inbox$/);
  const mine = asker.getByTestId('my-questions').locator('li', { hasText: title });
  await expect(mine.locator('[data-status="open"]')).toHaveText('เปิด');

  // The demo lawyer (civil and land cases in Bangkok) is invited.
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  const invitation = lawyer.getByTestId('invited-case').filter({ hasText: title });
  await expect(invitation.locator('[data-status="invited"]')).toBeVisible();
  await expect(invitation.getByTestId('asker-contact')).toHaveCount(0);
  await expect(invitation).not.toContainText('081-555-0101');
  await invitation.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();
  await expect(invitation.getByTestId('asker-contact')).toContainText('081-555-0101');
  await expect(invitation.getByTestId('asker-contact')).toContainText('asker_line');
  await invitation.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(lawyer).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const questionUrl = new URL(lawyer.url()).pathname;
  await expect(lawyer.getByTestId('question-contact')).toContainText('081-555-0101');

  await asker.goto(questionUrl);
  await expect(asker.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(asker.locator('[data-status="assigned"]').first()).toHaveText('จับคู่แล้ว');
  await expect(asker.getByTestId('participants')).toContainText('ทนายสาธิต ตัวอย่างดี');

  // The asker's reload after sending is answered at once but delivered only after the lawyer's reply has arrived
  // live: the reload's older answer must not take the live reply off the page.
  let holding = true;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let delivered = () => {};
  const reloadDelivered = new Promise<void>((resolve) => {
    delivered = resolve;
  });
  await asker.route(/\/question\/[0-9a-f-]{36}\.data/, async (route) => {
    if (route.request().method() !== 'GET' || !holding) return route.fallback();
    holding = false;
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
    delivered();
  });

  // Enter sends; Shift+Enter is a new line; the other page receives it without reloading.
  const askerBox = asker.getByLabel('ข้อความ', { exact: true });
  await askerBox.fill('สวัสดีค่ะทนาย');
  await askerBox.press('Shift+Enter');
  await askerBox.pressSequentially('มีเอกสารโฉนดค่ะ');
  await askerBox.press('Enter');
  await expect(askerBox).toHaveValue('');
  await expect(lawyer.getByTestId('thread')).toContainText('สวัสดีค่ะทนาย\nมีเอกสารโฉนดค่ะ', { timeout: 15_000 });

  const lawyerBox = lawyer.getByLabel('ข้อความ', { exact: true });
  await lawyerBox.fill('สวัสดีครับ ส่งสำเนาโฉนดมาได้เลย');
  await lawyerBox.press('Enter');
  await expect(asker.getByTestId('thread')).toContainText('สวัสดีครับ ส่งสำเนาโฉนดมาได้เลย', { timeout: 15_000 });
  expect(holding, "the asker's reload after sending was held").toBe(false);
  release();
  await reloadDelivered;
  await asker.waitForFunction(
    () =>
      (window as unknown as { __reactRouterDataRouter: { state: { revalidation: string } } })
        .__reactRouterDataRouter.state.revalidation === 'idle',
  );
  await asker.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await expect(asker.getByTestId('thread')).toContainText('สวัสดีครับ ส่งสำเนาโฉนดมาได้เลย', { timeout: 1_000 });
  await asker.unrouteAll();

  // An empty message (after trimming) is refused.
  await askerBox.fill('   ');
  await askerBox.press('Enter');
  await expect(asker.getByText('กรุณาพิมพ์ข้อความก่อนส่ง')).toBeVisible();
  await expect(asker.getByTestId('message')).toHaveCount(2);

  // Someone who was not invited cannot open the question.
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  const email = uniqueEmail('outsider');
  await signUpConfirmed(outsider, 'th', 'คนนอก ทดสอบ', email, 'secret-123');
  await outsider.goto(questionUrl);
  await expect(outsider).toHaveURL(/\/th\/inbox$/);
  await expect(toast(outsider, 'ไม่พบคำถามนี้หรือคุณไม่มีสิทธิ์เข้าถึง')).toBeVisible();
  const stream = await outsider.request.get(
    `/api/events${questionUrl.replace('/th/question', '/questions')}`,
  );
  expect(stream.status()).toBe(404);

  // The asker closes the question, after its confirmation: cancelling keeps it open.
  await asker.getByRole('button', { name: 'ปิดคำถาม' }).click();
  const confirmClose = asker.getByRole('alertdialog', { name: 'ปิดคำถามนี้หรือไม่' });
  await expect(confirmClose).toContainText('มีเพียงผู้ดูแลระบบที่เปิดคำถามอีกครั้งได้');
  await confirmClose.getByRole('button', { name: 'ยังไม่ปิด' }).click();
  await expect(confirmClose).toBeHidden();
  await expect(asker.getByLabel('ข้อความ', { exact: true })).toBeVisible();
  await asker.getByRole('button', { name: 'ปิดคำถาม' }).click();
  await confirmClose.getByRole('button', { name: 'ปิดคำถาม' }).click();
  await expect(toast(asker, 'ปิดคำถามแล้ว')).toBeVisible();
  await expect(asker.getByText('คำถามนี้ปิดแล้ว ไม่สามารถส่งข้อความใหม่ได้')).toBeVisible();

  // Only the asker may erase the question's text: the lawyer has no such panel.
  await expect(lawyer.getByTestId('erase-text')).toHaveCount(0);
  // The asker erases it without JavaScript: the panel is the confirmation step, its button a plain form post.
  const noScriptContext = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await noScriptContext.newPage();
  await signIn(noScript, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await noScript.goto(questionUrl);
  const erase = noScript.getByTestId('erase-text');
  await expect(erase.getByRole('button', { name: 'ยืนยัน ลบข้อความถาวร' })).toBeHidden();
  await erase.getByText('ลบข้อความของคำถาม').click();
  await expect(erase).toContainText('ถูกลบถาวรและกู้คืนไม่ได้');
  await erase.getByRole('button', { name: 'ยืนยัน ลบข้อความถาวร' }).click();
  await expect(noScript.getByRole('heading', { level: 1 })).toHaveText('ข้อความของคำถามถูกลบแล้ว');
  await expect(noScript.getByTestId('question-erased')).toContainText('ผู้ถามลบข้อความของคำถามนี้เมื่อ');
  await expect(noScript.getByTestId('erase-text')).toHaveCount(0);
  await noScriptContext.close();

  // The lawyer's open page follows: the erased notice instead of the text, the asker's messages gone.
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText('ข้อความของคำถามถูกลบแล้ว', {
    timeout: 15_000,
  });
  await expect(lawyer.getByTestId('question-erased')).toContainText('ผู้ถามลบข้อความของคำถามนี้เมื่อ');
  await expect(lawyer.getByTestId('thread')).toContainText('สวัสดีครับ ส่งสำเนาโฉนดมาได้เลย');
  await expect(lawyer.getByTestId('thread')).not.toContainText('สวัสดีค่ะทนาย');
  await lawyer.goto('/th/inbox');
  await expect(lawyer.getByTestId('invited-cases')).not.toContainText(title);
});
