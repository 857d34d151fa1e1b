import type { Browser } from '@playwright/test';
import { expect, settle, test } from './fixtures.ts';
import { signedIn, toast } from './helpers.ts';

// A visitor books a consultation with the demo lawyer; the lawyer finds it on their appointment requests page
// (from the account menu), confirms it with the keyboard and marks it completed after the confirmation dialog.

const DAY_MS = 86_400_000;
const bangkokDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at)).slice(0, 10);

/**
 * Books through the plain form post (no script needed) with the listing `lawyerId` chosen, at 10:00 on the first day
 * from two days ahead that the lawyer's calendar opens: not a Sunday, and not a public holiday, which the calendar
 * closes (two days after 3 December is Father's Day); a closed day is refused and the next one tried.
 */
async function book(browser: Browser, lawyerId: string, name: string) {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const page = await visitor.newPage();
  let at = Date.now() + 2 * DAY_MS;
  for (let tries = 0; tries < 8; tries += 1, at += DAY_MS) {
    if (new Date(`${bangkokDay(at)}T12:00:00Z`).getUTCDay() === 0) continue;
    await page.goto(`/th/appointment?lawyer=${lawyerId}`);
    const form = page.getByTestId('booking-form');
    await form.getByLabel('ชื่อ-นามสกุล').fill(name);
    await form.getByLabel('เบอร์โทรศัพท์').fill('089-765-4321');
    await form.getByLabel('ประเภทคดี').selectOption({ label: 'ครอบครัว' });
    await form.getByRole('radio', { name: /^โทรศัพท์/ }).check();
    // A lawyer's calendar: the day without the network's weekdays in its label.
    await form.getByLabel('วันที่', { exact: true }).fill(bangkokDay(at));
    await form.getByLabel('เวลา', { exact: true }).selectOption('10:00');
    await form.getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await page.waitForLoadState('load');
    // The plain form post goes to the booking's receipt, or back to the form when the day is closed.
    if ((await page.getByTestId('receipt-reference').count()) > 0) break;
  }
  await expect(page.getByTestId('receipt-reference')).toBeVisible();
  await visitor.close();
}

test('the linked lawyer confirms a request for their listing, then marks it completed', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.getByTestId('account-menu').click();
  const profile = lawyer.getByTestId('account-menu-panel').getByRole('link', { name: 'โปรไฟล์ของฉัน' });
  const lawyerId = (await profile.getAttribute('href'))!.split('/').at(-1)!;
  const name = `ผู้ขอนัดทนาย ${String(Date.now()).slice(-6)}`;
  await book(browser, lawyerId, name);

  // From the account menu to the list: the newest request first, with what the lawyer needs.
  await lawyer.getByTestId('account-menu-panel').getByRole('link', { name: 'คำขอนัดหมาย' }).click();
  await expect(lawyer).toHaveURL(/\/th\/account\/appointments$/);
  // The link is a full page load from the account menu (it works without JavaScript): the buttons below answer with a
  // toast once the page is hydrated.
  await settle(lawyer);
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText('คำขอนัดหมาย');
  const card = lawyer.getByTestId('own-appointment').filter({ hasText: name });
  await expect(lawyer.getByTestId('own-appointment').first()).toContainText(name);
  await expect(card).toContainText('089-765-4321');
  await expect(card).toContainText('ครอบครัว');
  await expect(card).toContainText('10:00 น.');
  // Booked on the Thai page: the language to call back in.
  await expect(card.getByTestId('booked-language')).toHaveText('ไทย');
  await expect(card.locator('[data-status]').first()).toHaveText('คำขอใหม่');
  await expect(card.getByRole('button', { name: 'เสร็จสิ้นแล้ว' })).toHaveCount(0);

  // Confirm, with the keyboard.
  await card.getByRole('button', { name: 'ยืนยันนัดหมาย' }).focus();
  await lawyer.keyboard.press('Enter');
  await expect(toast(lawyer, 'ยืนยันนัดหมายแล้ว')).toBeVisible();
  await expect(card.locator('[data-status]').first()).toHaveText('ยืนยันแล้ว');

  // Completed asks first: Escape leaves it as it is.
  await card.getByRole('button', { name: 'เสร็จสิ้นแล้ว' }).click();
  const dialog = lawyer.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await lawyer.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(card.locator('[data-status]').first()).toHaveText('ยืนยันแล้ว');
  await card.getByRole('button', { name: 'เสร็จสิ้นแล้ว' }).click();
  await lawyer.getByRole('alertdialog').getByRole('button', { name: 'ยืนยันว่าเสร็จสิ้น' }).click();
  await expect(toast(lawyer, 'บันทึกว่าเสร็จสิ้นแล้ว')).toBeVisible();
  await expect(card.locator('[data-status]').first()).toHaveText('เสร็จสิ้น');
  // Final: no button is left, and a reload shows the same.
  await expect(card.getByRole('button')).toHaveCount(0);
  await lawyer.reload();
  await expect(
    lawyer.getByTestId('own-appointment').filter({ hasText: name }).locator('[data-status]').first(),
  ).toHaveText('เสร็จสิ้น');

  // On a phone the list fits the screen.
  await lawyer.setViewportSize({ width: 360, height: 800 });
  expect(await lawyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await lawyer.context().close();
});

test('a member has no appointment requests page and no link to one: its address leads to their own bookings', async ({
  browser,
}) => {
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.getByTestId('account-menu').click();
  await expect(
    member.getByTestId('account-menu-panel').getByRole('link', { name: 'คำขอนัดหมาย' }),
  ).toHaveCount(0);
  await member.goto('/th/account');
  await expect(member.getByTestId('account-appointments-link')).toHaveCount(0);
  await member.goto('/th/account/appointments');
  await expect(member).toHaveURL(/\/th\/inbox#appointments-heading$/);
  await expect(member.getByTestId('member-space')).toBeVisible();
  await expect(member.getByTestId('own-appointment')).toHaveCount(0);
  await member.context().close();
});
