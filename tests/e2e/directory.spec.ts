import { expect, test } from './fixtures.ts';
import { offeredTimes, toast } from './helpers.ts';

test('quick search → URL parameters → results → load more → profile, and language switch keeps it', async ({
  page,
}) => {
  await page.goto('/th');
  const form = page.getByRole('form', { name: 'ค้นหาทนายความ' });
  await form.getByLabel('ประเภทคดี').selectOption('แพ่ง');
  await form.getByLabel('ชื่อทนายความ').fill('   ');
  await form.getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(/\/th\/search\?case=%E0%B9%81%E0%B8%9E%E0%B9%88%E0%B8%87$/);
  await expect(page.getByRole('heading', { name: /พบทนายความ \d+ คน/ })).toBeVisible();
  const cards = page.getByTestId('lawyer-card');
  await expect(cards).toHaveCount(12);
  // Every card of a civil search shows the civil badge; at most 3 badges plus '+n'.
  for (const card of await cards.all()) {
    await expect(card.getByText('แพ่ง', { exact: true })).toBeVisible();
    expect(await card.locator('li').count()).toBeLessThanOrEqual(4);
  }
  const firstPageNames = await cards.locator('h3').allTextContents();

  await page.getByTestId('load-more').click();
  await expect(cards).toHaveCount(24);
  await expect(page).toHaveURL(/page=2/);
  const allNames = await cards.locator('h3').allTextContents();
  expect(allNames.slice(0, 12)).toEqual(firstPageNames);

  // A lawyer the other booking specs do not book (they take the first results), so no slot is taken meanwhile.
  const first = cards.nth(5);
  const name = (await first.locator('h3').textContent())?.trim() ?? '';
  await first.getByRole('link', { name: 'ดูโปรไฟล์' }).click();
  await expect(page).toHaveURL(/\/th\/profile\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const id = page.url().split('/').pop();
  const book = page.getByTestId('book-appointment');
  await expect(book).toHaveAttribute('target', '_blank');
  await expect(book).toHaveAttribute('href', `/th/appointment?lawyer=${id}`);
  await expect(page.getByRole('link', { name: 'โทรหาทนาย' })).toHaveAttribute('href', /^tel:\d+/);

  // Book in a new tab with the lawyer preselected: validation toast, then the booking's receipt.
  const [booking] = await Promise.all([page.context().waitForEvent('page'), book.click()]);
  await booking.waitForLoadState();
  await expect(booking).toHaveURL(new RegExp(`/th/appointment\\?lawyer=${id}$`));
  await expect(booking.getByTestId('booking-lawyer')).toContainText(name);
  const bookingForm = booking.getByTestId('booking-form');
  await bookingForm.getByLabel('ชื่อ-นามสกุล').fill('ผู้จอง ทดสอบ');
  await bookingForm.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await bookingForm.getByLabel('ประเภทคดี').selectOption({ label: 'แพ่ง' });
  await bookingForm.getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  await expect(toast(booking, 'ข้อมูลไม่ครบถ้วน')).toBeVisible();
  await bookingForm.getByRole('radio', { name: /^พบที่สำนักงาน/ }).check();
  const calendar = booking.getByTestId('booking-calendar');
  await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
  // A day after today: today's 10:00 may already have passed.
  const open = calendar.locator(
    'td[data-day]:not([data-disabled]):not([data-outside]):not([data-today]) button',
  );
  if ((await open.count()) === 0) await calendar.getByRole('button', { name: /ถัดไป/ }).click();
  await open.first().click();
  const [time] = await offeredTimes(booking);
  await bookingForm.getByLabel(time!).check();
  await bookingForm.getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  await expect(booking).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?/);
  await expect(booking.getByTestId('receipt-lawyer')).toContainText(name);
  await expect(booking.getByTestId('receipt-when')).toContainText(`${time}–`);
  await booking.close();

  await page.getByRole('navigation', { name: 'ภาษา' }).first().getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/profile/${id}$`));
  // The demo lawyers have English names: /en shows that one instead of the Thai name.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Contact', exact: true })).toBeVisible();
});

test('an empty search offers to clear the conditions', async ({ page }) => {
  await page.goto('/th/search?q=ไม่มีชื่อนี้แน่นอน&budget=high');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await page.getByRole('link', { name: 'ล้างเงื่อนไขการค้นหา' }).click();
  await expect(page).toHaveURL(/\/th\/search$/);
  await expect(page.getByRole('heading', { name: 'พบทนายความ 270 คน' })).toBeVisible();
});

test('the first page of results is in the server-rendered HTML', async ({ request }) => {
  const html = await (await request.get('/en/search?language=%E0%B8%88%E0%B8%B5%E0%B8%99')).text();
  expect(html.match(/data-testid="lawyer-card"/g)?.length).toBeGreaterThan(0);
  expect(html).toContain('lawyers found');
});

test('an unknown or unverified lawyer gives the not-found screen with status 404', async ({ page }) => {
  const res = await page.goto('/th/lawyers/00000000-0000-0000-0000-000000000000');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'ไม่พบข้อมูลทนายความ' })).toBeVisible();
  await page.getByRole('link', { name: 'กลับไปหน้าค้นหาทนายความ' }).click();
  await expect(page).toHaveURL(/\/th\/search$/);
  expect((await page.request.get('/th/profile/not-a-uuid')).status()).toBe(404);
});

test('home shows the featured lawyer with the default description and links to the profile', async ({
  page,
}) => {
  await page.goto('/th');
  const card = page.getByTestId('featured-card');
  await expect(card.getByRole('heading', { name: 'ทนายสาธิต ตัวอย่างดี' })).toBeVisible();
  await expect(card.getByTestId('featured-description')).toHaveText(
    /^ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ\.ศ\. \d{4} เชี่ยวชาญคดีแพ่ง$/,
  );
  await expect(card.getByTestId('more-areas')).toHaveText('+1');
  await card.getByRole('link', { name: 'ดูโปรไฟล์ทนายความ' }).click();
  await expect(page).toHaveURL(/\/th\/lawyers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทนายสาธิต ตัวอย่างดี');
  // A network member: the lawyer's own phone is shown.
  await expect(page.getByTestId('profile-phone')).not.toHaveText('02-000-0000');
});

test('the profile page carries LegalService JSON-LD and a canonical /lawyers URL', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/th/search');
  const href = await page
    .getByTestId('lawyer-card')
    .first()
    .getByRole('link', { name: 'ดูโปรไฟล์' })
    .getAttribute('href');
  const id = href?.split('/').pop();
  const html = await (await request.get(href!)).text();
  expect(html).toContain('"@type":"LegalService"');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/th/lawyers/${id}"/>`);
});
