import { expect, test } from './fixtures.ts';
import { adminContext } from './helpers.ts';

// The admin lists are read a page at a time with plain links under the table (docs/decisions/0026-keyset-paging.md).
// With JavaScript turned off the demo's 300 listings page on and back to the first page, the search is kept in the
// links, and a page link that is not valid shows the first page with the message.

test('the admin lawyers list pages with plain links, JavaScript turned off', async ({ browser }) => {
  const context = await adminContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const rows = page.getByTestId('admin-lawyer-row');
  const pager = page.getByRole('navigation', { name: 'หน้าของรายการ' });
  const ids = async () =>
    Promise.all((await rows.all()).map(async (row) => (await row.getAttribute('data-lawyer-id')) ?? ''));

  await page.goto('/th/admin/lawyers');
  await expect(pager.getByTestId('pager-page')).toHaveText('หน้า 1');
  await expect(rows).toHaveCount(50);
  const first = await ids();
  await pager.getByRole('link', { name: 'หน้าถัดไป' }).click();
  await expect(page).toHaveURL(/\/th\/admin\/lawyers\?after=[A-Za-z0-9_-]+$/);
  await expect(pager.getByTestId('pager-page')).toHaveText('หน้า 2');
  await expect(rows).toHaveCount(50);
  // The second page follows the first: none of its listings is on the first page.
  const second = await ids();
  expect(second.filter((id) => first.includes(id))).toEqual([]);
  await pager.getByRole('link', { name: 'หน้าแรก' }).click();
  await expect(page).toHaveURL('/th/admin/lawyers');
  // The address changes as the new page starts to arrive: its pager (below the rows) says the page has come.
  await expect(pager.getByTestId('pager-page')).toHaveText('หน้า 1');
  await expect(rows).toHaveCount(50);
  expect(await ids()).toEqual(first);

  // A search stays in the pager's links.
  await page.goto('/th/admin/lawyers?q=a');
  const next = pager.getByRole('link', { name: 'หน้าถัดไป' });
  await expect(next).toHaveAttribute('href', /^\/th\/admin\/lawyers\?q=a&after=[A-Za-z0-9_-]+$/);
  await next.click();
  await expect(page.getByLabel('ค้นหาทนายความ')).toHaveValue('a');
  await expect(pager.getByTestId('pager-page')).toHaveText('หน้า 2');

  // A page link that is not valid: the first page, and the message.
  const refused = await page.goto('/th/admin/lawyers?after=not-a-cursor');
  expect(refused?.status()).toBe(400);
  await expect(pager).toContainText('ลิงก์ของหน้านั้นใช้ไม่ได้');
  await expect(rows).toHaveCount(50);
  await context.close();
});
