import { expect, test } from './fixtures.ts';
import { adminPage, giveAskConsent, signedIn, toast } from './helpers.ts';

test('a member is refused the admin pages and sent home', async ({ browser }) => {
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/th/admin/questions');
  await expect(member).toHaveURL(/\/th$/);
  await expect(toast(member, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
});

test('a question nobody can take waits for an admin, who matches it to a lawyer, who then sees the invitation', async ({
  browser,
}) => {
  const title = `เครื่องหมายการค้าที่ไม่มีใครจับคู่ ${Date.now()}`;
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/th/ask');
  await member.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await member.getByLabel('ทรัพย์สินทางปัญญา').check();
  await member.getByLabel('รายละเอียด').fill('มีคนลอกเครื่องหมายการค้าของร้าน');
  // Intellectual property, and its related business and trade cases: no demo lawyer with an account takes them.
  await giveAskConsent(member);
  await member.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(member).toHaveURL(/\/th\/inbox$/);
  // The asker is told honestly, with a way to talk to someone today.
  await member
    .getByTestId('my-questions')
    .locator('li', { hasText: title })
    .getByRole('link')
    .first()
    .click();
  await expect(member.getByTestId('progress-next')).toHaveText(
    'ยังไม่มีทนายความที่มีบัญชีบน Tanai รับเรื่องประเภทนี้ ผู้ดูแลระบบได้รับแจ้งแล้วและกำลังหาทนายความให้คุณ',
  );
  await expect(member.getByTestId('talk-today').getByRole('link', { name: 'จองนัดปรึกษา' })).toHaveAttribute(
    'href',
    '/th/appointment',
  );
  await expect(member.getByTestId('talk-today').getByRole('link', { name: /^โทร / })).toHaveAttribute(
    'href',
    /^tel:/,
  );

  const admin = await adminPage(browser);
  // In the full list, the questions waiting for a lawyer come first; this one among them.
  await admin.goto('/th/admin/questions');
  const rows = admin.getByTestId('admin-question-row');
  const waiting = await rows.evaluateAll((list) =>
    list.map((r) => r.querySelector('[data-testid="needs-lawyer"]') !== null),
  );
  expect(waiting.indexOf(false) === -1 || waiting.lastIndexOf(true) < waiting.indexOf(false)).toBe(true);
  const mine = rows.filter({ hasText: title });
  await expect(mine.getByTestId('needs-lawyer')).toHaveText('ต้องการทนายความ · รอมา 0 ชั่วโมง');
  expect(waiting[await mine.evaluate((r) => [...r.parentElement!.children].indexOf(r))]).toBe(true);

  await admin.goto(`/th/admin/questions?q=${encodeURIComponent(title)}`);
  const row = admin.getByTestId('admin-question-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td[data-label="ผู้รับเชิญ"]')).toHaveText('0');
  await row.getByRole('link', { name: 'จับคู่' }).click();
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(title);

  await admin.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(toast(admin, 'กรุณาเลือกทนายความอย่างน้อย 1 คน')).toBeVisible();
  const candidate = admin.getByTestId('matching-candidates').locator('li', { hasText: 'ทนายสาธิต ตัวอย่างดี' });
  // "Select" is a toggle: a second press takes the choice back, a third chooses again.
  const select = candidate.getByRole('button', { name: 'เลือก' });
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await expect(admin.getByTestId('matching-selected').locator('li')).toHaveCount(0);
  await select.click();
  await expect(admin.getByTestId('matching-selected').locator('li')).toHaveCount(1);
  await admin.getByRole('button', { name: 'ส่งคำเชิญ' }).click();
  await expect(toast(admin, 'ส่งคำเชิญแล้ว 1 คน')).toBeVisible();
  const recipients = admin.getByTestId('matching-recipients');
  await expect(recipients).toContainText('ทนายสาธิต ตัวอย่างดี');
  await expect(recipients).toContainText('lawyer@tanai.example');
  await expect(recipients).toContainText('Admin');
  await candidate.getByRole('button', { name: 'เลือก' }).click();
  await expect(toast(admin, 'ทนายคนนี้ได้รับเชิญแล้ว')).toBeVisible();

  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/inbox');
  await expect(
    lawyer.getByTestId('invited-case').filter({ hasText: title }).locator('[data-status="invited"]'),
  ).toBeVisible();

  await admin.goto('/th/admin/question-matching/00000000-0000-0000-0000-000000000000');
  await expect(admin.getByRole('heading', { name: 'ไม่พบคำถามนี้' })).toBeVisible();
});
