import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { giveAskConsent, signedIn } from './helpers.ts';

// The header's counts of what waits follow without a reload (docs/product-rules.md, "Pages and texts"): an
// invitation arriving for the lawyer, a reply arriving for the asker, and the reply read in another tab.

/** The count on the header's space link (0 without a badge). */
async function spaceCount(page: Page): Promise<number> {
  const badge = page.getByTestId('space-link').getByTestId('count-badge');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** The space link shows `n` (its accessible name says so too), on the page as it was loaded (no reload). */
async function expectSpaceCount(page: Page, n: number) {
  const link = page.getByTestId('space-link');
  if (n === 0) await expect(link.getByTestId('count-badge')).toHaveCount(0);
  else {
    await expect(link.getByTestId('count-badge')).toHaveText(String(n));
    await expect(link).toHaveAccessibleName(new RegExp(`${n} รายการรอคุณ`));
  }
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
}

/**
 * A hydrated page of the person's own (page.goto returns once it is hydrated, fixtures.ts), marked so that a reload
 * would show. Its stream sends the counts as they are when it opens, so nothing before that is missed.
 */
async function watch(page: Page) {
  await page.goto('/th/account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });
}

test('the counts change live: an invitation arrives, a reply arrives, the reply is read', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  const asker = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await watch(lawyer);
  const lawyerBefore = await spaceCount(lawyer);

  // The member asks in another browser: matching invites the demo lawyer (civil cases in Bangkok).
  const title = `นับงานสด ${Date.now()}`;
  const asking = await asker.context().newPage();
  await asking.goto('/th/ask');
  await asking.getByLabel('หัวข้อ').fill(title);
  await asking.getByLabel('แพ่ง').check();
  await asking.getByLabel('รายละเอียด').fill('ผู้เช่าไม่จ่ายค่าเช่ามาสามเดือนแล้ว');
  await asking.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(asking);
  await asking.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asking).toHaveURL(/\/th\/inbox/);
  const desk = await lawyer.context().newPage();
  await desk.goto('/th/inbox');
  const invited = desk.getByTestId('invited-case').filter({ hasText: title });
  await expect(invited.locator('[data-status="invited"]')).toBeVisible();
  await expectSpaceCount(lawyer, lawyerBefore + 1);

  // The asker watches their account page; the lawyer accepts (the invitation no longer waits) and replies.
  await watch(asker);
  const askerBefore = await spaceCount(asker);
  await invited.getByRole('button', { name: 'รับเคส' }).click();
  await expectSpaceCount(lawyer, lawyerBefore);
  await invited.getByRole('link', { name: 'รายละเอียด' }).click();
  await expect(desk).toHaveURL(/\/th\/question\/[0-9a-f-]{36}$/);
  const box = desk.getByLabel('ข้อความ', { exact: true });
  await box.fill('สวัสดีครับ ยินดีช่วยครับ');
  await box.press('Enter');
  await expect(desk.getByText('สวัสดีครับ ยินดีช่วยครับ')).toBeVisible();
  await expectSpaceCount(asker, askerBefore + 1);

  // The asker reads it in another tab: the first tab's count goes back.
  await asking.goto(new URL(desk.url()).pathname);
  await expect(asking.getByText('สวัสดีครับ ยินดีช่วยครับ')).toBeVisible();
  await expectSpaceCount(asker, askerBefore);

  // A reply that arrives while the thread is open is read there: the count stays.
  await desk.getByLabel('ข้อความ', { exact: true }).fill('ขอเอกสารสัญญาเช่าด้วยครับ');
  await desk.getByLabel('ข้อความ', { exact: true }).press('Enter');
  await expect(asking.getByText('ขอเอกสารสัญญาเช่าด้วยครับ')).toBeVisible();
  await asker.waitForTimeout(1000);
  await expectSpaceCount(asker, askerBefore);
});
