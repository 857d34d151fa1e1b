import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { adminPage as asAdmin, toast } from './helpers.ts';

// The demo admin manages lawyers and case categories: search, add (one fee amount), verify and find the lawyer
// in the public search, picture, delete with confirmation; a category with the required-field message first;
// the /en screens. Serial: the lawyer added in one test is used by the next.
test.describe.configure({ mode: 'serial' });

const stamp = `${Date.now()}`.slice(-7);
const lawyerName = `ทนายทดสอบอีทูอี ${stamp}`;
const slug = `e2e-consumer-${stamp}`;
let lawyerId = '';

const rowOf = (page: Page, name: string) => page.getByTestId('admin-lawyer-row').filter({ hasText: name });

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#7c2f4a' } })
    .png()
    .toBuffer();

test('search matches name, province and district; verified first, a page at a time', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto('/th/admin/lawyers');
  await expect(page.getByRole('heading', { level: 1, name: 'จัดการทนายความ' })).toBeVisible();
  // The demo lawyers: 50 a page (ADMIN_PAGE_SIZE), with their total; the pages: tests/e2e/admin-paging.spec.ts.
  await expect(page.getByTestId('admin-lawyer-row')).toHaveCount(50);
  await expect(page.getByTestId('admin-lawyers-count')).toHaveText(/^\d{3} รายการ$/);

  const search = page.getByRole('searchbox', { name: 'ค้นหาทนายความ' });
  const searchFor = async (q: string) => {
    await search.fill(q);
    await search.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `ผลการค้นหา “${q}”` })).toBeVisible();
  };
  await searchFor('สาธิต ตัวอย่าง');
  await expect(rowOf(page, 'ทนายสาธิต ตัวอย่างดี')).toHaveCount(1);

  await searchFor('ขอนแก่น');
  const rows = page.getByTestId('admin-lawyer-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(rows.nth(i)).toContainText('ขอนแก่น');
  // Verified lawyers come first: once an unverified row appears, no verified row follows.
  const states = await rows
    .getByRole('switch', { name: /^ยืนยันตัวตน/ })
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-checked')));
  const firstUnverified = states.indexOf('false');
  if (firstUnverified >= 0) expect(states.slice(firstUnverified)).not.toContain('true');

  await searchFor('ไม่มีทนายชื่อนี้แน่นอน');
  await expect(page.getByTestId('admin-lawyers-empty')).toBeVisible();
});

test('adds a lawyer with one fee amount, refusing a negative fee first', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto('/th/admin/lawyers');
  await page.getByTestId('add-lawyer').click();
  const form = page.getByTestId('new-lawyer-form');
  await expect(form).toBeVisible();

  await form.getByLabel(/^ชื่อ-นามสกุล/).fill(lawyerName);
  await form.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความ');
  await form.getByLabel(/^จังหวัด/).selectOption({ label: 'เชียงใหม่' });
  await form.getByLabel('อำเภอ/เขต').fill('เมืองเชียงใหม่');
  await form.getByLabel('ประสบการณ์ (ปี)').fill('7');
  await form.getByLabel('ค่าบริการ (บาท)').fill('-1');
  const areas = form.getByRole('group', { name: 'ความเชี่ยวชาญ' });
  await areas.getByText('ครอบครัว', { exact: true }).click();
  await expect(areas.getByRole('checkbox', { name: 'ครอบครัว' })).toBeChecked();
  await form.getByRole('group', { name: 'ภาษาที่ใช้ได้' }).getByText('อังกฤษ', { exact: true }).click();

  await form.getByRole('button', { name: 'เพิ่มทนายความ' }).click();
  await expect(toast(page, 'บันทึกไม่สำเร็จ')).toBeVisible();
  await expect(form.getByText('ต้องเป็นตัวเลขตั้งแต่ 0 ขึ้นไป')).toBeVisible();
  await expect(form.getByLabel('ค่าบริการ (บาท)')).toBeFocused();

  await form.getByLabel('ค่าบริการ (บาท)').fill('2500');
  await form.getByRole('button', { name: 'เพิ่มทนายความ' }).click();
  await expect(toast(page, 'เพิ่มทนายความแล้ว')).toBeVisible();
  // The edit form opens for the new lawyer: the one amount is both the lowest and the highest fee.
  const edit = page.getByTestId('edit-lawyer-form');
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('ค่าบริการต่ำสุด (บาท)')).toHaveValue('2500');
  await expect(edit.getByLabel('ค่าบริการสูงสุด (บาท)')).toHaveValue('2500');
  lawyerId = new URL(page.url()).searchParams.get('edit') ?? '';
  expect(lawyerId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(rowOf(page, lawyerName).getByRole('switch', { name: /^ยืนยันตัวตน/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  // Edit a field and save.
  await edit.getByLabel('การศึกษา').fill('นิติศาสตรบัณฑิต\nเนติบัณฑิตไทย');
  await edit.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(toast(page, 'บันทึกการแก้ไขแล้ว')).toBeVisible();

  // The picture: upload, shown, removed.
  const editor = page.getByTestId('lawyer-editor');
  await editor
    .getByLabel('อัปโหลดรูปใหม่')
    .setInputFiles({ name: 'lawyer.png', mimeType: 'image/png', buffer: await png() });
  await expect(toast(page, 'บันทึกรูปโปรไฟล์แล้ว')).toBeVisible();
  await expect(editor.getByTestId('lawyer-avatar')).toHaveAttribute(
    'data-avatar',
    /^\/files\/public\/avatars\//,
  );
  await editor.getByRole('button', { name: 'ลบรูปโปรไฟล์' }).click();
  await expect(toast(page, 'ลบรูปโปรไฟล์แล้ว')).toBeVisible();
  await expect(editor.getByTestId('lawyer-avatar')).toHaveAttribute('data-avatar', '');
});

test('verifying makes the lawyer appear in the public search, with the one fee on the profile', async ({
  browser,
}) => {
  const page = await asAdmin(browser);
  await page.goto(`/th/search?q=${encodeURIComponent(lawyerName)}`);
  await expect(page.getByTestId('search-empty')).toBeVisible();

  await page.goto(`/th/admin/lawyers?q=${encodeURIComponent(lawyerName)}`);
  const toggle = rowOf(page, lawyerName).getByRole('switch', { name: /^ยืนยันตัวตน/ });
  await toggle.click();
  await expect(toast(page, `ยืนยันตัวตน ${lawyerName} แล้ว`)).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.goto(`/th/search?q=${encodeURIComponent(lawyerName)}`);
  const card = page.getByTestId('lawyer-card').filter({ hasText: lawyerName });
  await expect(card).toHaveCount(1);
  await page.goto(`/th/lawyers/${lawyerId}`);
  await expect(page.getByRole('heading', { level: 1, name: lawyerName })).toBeVisible();
  await expect(page.getByTestId('profile-fee')).toContainText('2,500 บาท');
  await expect(page.getByTestId('profile-fee')).not.toContainText(' - ');
  await expect(page.getByTestId('pending-verification')).toHaveCount(0);
});

test('deletes the lawyer only after the confirmation', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto(`/th/admin/lawyers?q=${encodeURIComponent(lawyerName)}`);
  const row = rowOf(page, lawyerName);
  await row.getByRole('button', { name: `ลบ ${lawyerName}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการลบทนายความ' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'ยกเลิก' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // Deleted from the open editor: the toast, then the editor closes (no "not found" for the deleted lawyer).
  await page.goto(`/th/admin/lawyers?q=${encodeURIComponent(lawyerName)}&edit=${lawyerId}`);
  const editor = page.getByTestId('lawyer-editor');
  await editor.getByRole('button', { name: `ลบ ${lawyerName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ลบทนายความ' }).click();
  await expect(toast(page, `ลบ “${lawyerName}” แล้ว`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(editor).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]edit=/);
  await expect(page.getByText('ไม่พบข้อมูลทนายความนี้')).toHaveCount(0);
  await page.goto(`/th/lawyers/${lawyerId}`);
  await expect(page.getByTestId('lawyer-not-found')).toBeVisible();
});

test('creates a category: the required-field message first, then a unique slug', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto('/th/admin/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'หมวดหมู่คดี' })).toBeVisible();
  // Ordered by display order: the demo categories 1..10 start with civil.
  await expect(page.getByTestId('category-row').first()).toHaveAttribute('data-slug', 'civil');

  await page.getByTestId('add-category').click();
  const form = page.getByTestId('category-form');
  await form.getByRole('button', { name: 'บันทึกหมวดหมู่' }).click();
  await expect(toast(page, 'กรอกชื่อและสลัก (slug)')).toBeVisible();
  await expect(form.getByText('กรอกชื่อและสลัก (slug)')).toHaveCount(2);
  await expect(form.getByLabel(/^ชื่อหมวดหมู่/)).toBeFocused();

  await form.getByLabel(/^ชื่อหมวดหมู่/).fill('คดีผู้บริโภค (ทดสอบ)');
  await form.getByLabel(/^สลัก/).fill('civil');
  await form.getByRole('button', { name: 'บันทึกหมวดหมู่' }).click();
  await expect(form.getByText('สลักนี้ถูกใช้กับหมวดหมู่อื่นแล้ว กรุณาใช้สลักอื่น')).toBeVisible();

  await form.getByLabel(/^สลัก/).fill('Not a slug!');
  await form.getByRole('button', { name: 'บันทึกหมวดหมู่' }).click();
  await expect(form.getByText(/สลักใช้ได้เฉพาะตัวอักษรภาษาอังกฤษพิมพ์เล็ก/)).toBeVisible();

  await form.getByLabel(/^สลัก/).fill(slug);
  await form.getByLabel('ลำดับการแสดงผล').fill('99');
  await form.getByLabel('คำค้นหา').fill('สินค้า, บริการ');
  await form.getByLabel('ไอคอน').fill('shopping-cart');
  await form.getByRole('group', { name: 'ความเชี่ยวชาญที่เกี่ยวข้อง' }).getByText('แพ่ง', { exact: true }).click();
  await form.getByRole('button', { name: 'บันทึกหมวดหมู่' }).click();
  await expect(toast(page, 'เพิ่มหมวดหมู่แล้ว')).toBeVisible();
  const row = page.locator(`[data-testid="category-row"][data-slug="${slug}"]`);
  await expect(row).toContainText('คดีผู้บริโภค (ทดสอบ)');
  await expect(row).toContainText('แพ่ง');
  // Display order 99 puts it after the ten demo categories.
  await expect(page.getByTestId('category-row').last()).toHaveAttribute('data-slug', slug);

  await row.getByRole('button', { name: 'ลบหมวดหมู่ คดีผู้บริโภค (ทดสอบ)' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ลบหมวดหมู่' }).click();
  await expect(toast(page, 'ลบหมวดหมู่ “คดีผู้บริโภค (ทดสอบ)” แล้ว')).toBeVisible();
  await expect(row).toHaveCount(0);
  // It was open in the form: the form closes, without a "not found" message.
  await expect(page).toHaveURL(/\/th\/admin\/cases\??$/);
  await expect(page.getByText('ไม่พบหมวดหมู่นี้')).toHaveCount(0);
});

test('the screens are translated on /en', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.goto('/en/admin/lawyers?q=Khon%20Kaen');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage lawyers' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search lawyers' })).toHaveValue('Khon Kaen');
  // The English province name finds the lawyers of ขอนแก่น, shown as Khon Kaen.
  await expect(page.getByTestId('admin-lawyer-row').first()).toContainText('Khon Kaen');
  await expect(page.getByRole('columnheader', { name: 'Network member' })).toBeVisible();
  await page.getByTestId('add-lawyer').click();
  const form = page.getByTestId('new-lawyer-form');
  await expect(form.getByLabel('Fee (baht)')).toBeVisible();
  await form.getByRole('button', { name: 'Add lawyer' }).click();
  await expect(toast(page, 'Could not save')).toBeVisible();
  await expect(form.getByText('Please fill in this field').first()).toBeVisible();

  await page.goto('/en/admin/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Case categories' })).toBeVisible();
  await page.getByTestId('add-category').click();
  await page.getByTestId('category-form').getByRole('button', { name: 'Save category' }).click();
  await expect(toast(page, 'Please enter a name and a slug')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('adminCategories.');
  await expect(page.locator('body')).not.toContainText('adminLawyers.');
});

test('no sideways page scroll at 360 px (the tables scroll inside their box)', async ({ browser }) => {
  const page = await asAdmin(browser);
  await page.setViewportSize({ width: 360, height: 780 });
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await page.goto('/th/admin/lawyers?new=1');
  await expect(page.getByTestId('new-lawyer-form')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  const id = await page.getByTestId('admin-lawyer-row').first().getAttribute('data-lawyer-id');
  await page.goto(`/th/admin/lawyers?edit=${id}`);
  await expect(page.getByTestId('edit-lawyer-form')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.goto('/th/admin/cases?new=1');
  await expect(page.getByTestId('category-form')).toBeVisible();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
});
