import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { adminPage, signIn, toast } from './helpers.ts';

const NOT_FOUND = 'ไม่พบรายชื่อที่ต้องการปักหมุด';

/** The featured admin page (page.goto returns once it is hydrated, see fixtures.ts). */
async function openFeatured(page: Page) {
  await page.goto('/th/admin/featured');
  await expect(page.getByRole('heading', { level: 1, name: 'ทนายแนะนำ' })).toBeVisible();
}

const rows = (page: Page) => page.getByTestId('featured-row');

/** Name, pin and active of every row, in the table's order. */
const tableState = (page: Page) =>
  rows(page).evaluateAll((trs) =>
    trs.map((tr) => [
      tr.getAttribute('data-name'),
      tr.getAttribute('data-pin'),
      tr.getAttribute('data-active'),
    ]),
  );

const homeFeaturedName = (page: Page) => page.getByTestId('featured-card').getByRole('heading', { level: 3 });

test('the admin pins three lawyers by name and the home page then features the first', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await page.goto('/th');
  await expect(homeFeaturedName(page)).toBeVisible();
  const featuredBefore = (await homeFeaturedName(page).textContent())?.trim();

  // Three names from the public search page (from the end of the first page, so not the current pins).
  await page.goto('/th/search');
  await expect(page.getByTestId('lawyer-card').first()).toBeVisible();
  const names = (await page.getByTestId('lawyer-card').getByRole('heading', { level: 3 }).allTextContents())
    .map((n) => n.trim())
    .filter((n) => n !== featuredBefore);
  const picked = names.slice(-3);
  expect(picked).toHaveLength(3);

  await openFeatured(page);
  for (const [i, name] of picked.entries())
    await page.getByLabel(`ตำแหน่งที่ ${i + 1}`, { exact: true }).fill(name);
  await page.getByRole('button', { name: 'ปักหมุด', exact: true }).click();
  await expect(toast(page, 'ปักหมุดเรียบร้อยแล้ว')).toBeVisible();

  // The list shows them first, at positions 1-3, and no other entry keeps a pin.
  await expect(rows(page).first()).toHaveAttribute('data-name', picked[0]!);
  const state = await tableState(page);
  expect(state.slice(0, 3)).toEqual(picked.map((name, i) => [name, String(i + 1), 'true']));
  expect(state.slice(3).every(([, pin]) => pin === '')).toBe(true);

  // The home page reads the database on every request.
  await page.goto('/th');
  await expect(homeFeaturedName(page)).toHaveText(picked[0]!);
});

test('an unknown name shows the Thai message and changes nothing', async ({ browser }) => {
  const page = await adminPage(browser);
  await openFeatured(page);
  const before = await tableState(page);
  expect(before.length).toBeGreaterThan(0);

  await page.getByLabel('ตำแหน่งที่ 1', { exact: true }).fill('ไม่มีทนายชื่อนี้ในระบบแน่นอน');
  await page.getByRole('button', { name: 'ปักหมุด', exact: true }).click();
  await expect(toast(page, NOT_FOUND)).toBeVisible();
  // The message says which name matched nobody.
  await expect(toast(page, NOT_FOUND)).toContainText('ไม่มีทนายชื่อนี้ในระบบแน่นอน');
  // The field that matched nobody is marked.
  await expect(page.getByLabel('ตำแหน่งที่ 1', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  expect(await tableState(page)).toEqual(before);
});

test('the admin deactivates an entry (the home page moves on) and deletes it after confirming', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await openFeatured(page);
  // The row shown on the home page, and the one that follows it.
  const state = await tableState(page);
  const shown = page.getByTestId('featured-row').filter({ hasText: 'แสดงบนหน้าแรก' });
  const name = (await shown.getAttribute('data-name'))!;
  const index = state.findIndex(([n]) => n === name);
  const next = state.slice(index + 1).find(([, , active]) => active === 'true')?.[0];
  expect(next).toBeTruthy();

  const row = page.locator(`[data-testid="featured-row"][data-name="${name}"]`);
  await row.getByLabel(`แสดงผล ${name}`).uncheck();
  await row.getByRole('button', { name: `บันทึก ${name}` }).click();
  await expect(toast(page, `บันทึก ${name} แล้ว`)).toBeVisible();
  await expect(row).toHaveAttribute('data-active', 'false');

  await page.goto('/th');
  await expect(homeFeaturedName(page)).toHaveText(next!);

  await openFeatured(page);
  // Cancel first: nothing is deleted.
  await row.getByRole('button', { name: `ลบ ${name} ออกจากรายการ` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`ลบ ${name} ออกจากทนายแนะนำ?`);
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: `ลบ ${name} ออกจากรายการ` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ลบออกจากรายการ' }).click();
  await expect(toast(page, `ลบ ${name} ออกจากรายการแล้ว`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the admin searches the public lawyers and adds one; adding is refused for non-admins', async ({
  browser,
}) => {
  const page = await adminPage(browser);
  await openFeatured(page);
  const count = await rows(page).count();
  // A blank search lists the first names of the public lawyer view.
  await page.getByLabel('ชื่อทนายความ').fill('');
  await page.getByRole('button', { name: 'ค้นหา', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const candidates = page.getByTestId('featured-candidate');
  await expect(candidates.first()).toBeVisible();
  expect(await candidates.count()).toBeLessThanOrEqual(50);
  const candidate = candidates
    .filter({ has: page.getByRole('button', { name: 'เพิ่ม', exact: false }) })
    .first();
  const name = (await candidate.locator('p').first().textContent())!.trim();
  await candidate.getByRole('button', { name: `เพิ่ม ${name} ในรายการทนายแนะนำ` }).click();
  await expect(toast(page, `เพิ่ม ${name} ในรายการแล้ว`)).toBeVisible();
  await expect(rows(page)).toHaveCount(count + 1);
  await expect(candidates.filter({ hasText: name }).first().getByText('อยู่ในรายการแล้ว')).toBeVisible();

  // A member opening the page is sent home with the required message.
  const member = await (await browser.newContext()).newPage();
  await signIn(member, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(member.getByTestId('account-menu')).toBeVisible();
  await member.goto('/th/admin/featured');
  await expect(member).toHaveURL(/\/th$/);
  await expect(toast(member, 'คุณไม่มีสิทธิ์เข้าถึงหน้านี้')).toBeVisible();
});
