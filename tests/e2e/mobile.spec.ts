import { expect, test } from './fixtures.ts';

test('on a phone the menu opens as a sheet and the page does not scroll sideways', async ({ page }) => {
  await page.goto('/th');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: 'สมัครสมาชิก' })).toHaveAttribute('href', '/th/me');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'ค้นหาทนาย' })).toBeVisible();
  // Payment shows on home; knowledge and news do not.
  await expect(dialog.getByRole('link', { name: 'วิธีชำระเงิน' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'ศูนย์ความรู้' })).toHaveCount(0);
});
