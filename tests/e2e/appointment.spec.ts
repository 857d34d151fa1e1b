import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { toast } from './helpers.ts';

/** 'YYYY-MM-DD' of today in Bangkok, and the weekday (0 = Sunday) of such a day. */
const DAY_MS = 86_400_000;
const bangkokDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(new Date(at)).slice(0, 10);
const bangkokToday = () => bangkokDay(Date.now());
const weekdayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

const form = (page: Page) => page.getByTestId('booking-form');

async function fillContact(page: Page, name: string) {
  await form(page).getByLabel('ชื่อ-นามสกุล').fill(name);
  await form(page).getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await form(page).getByLabel('ประเภทคดี').selectOption({ label: 'ครอบครัว' });
}

/** The time slots on the booking form's radios, in order. */
const offeredTimes = (page: Page) =>
  page
    .getByTestId('booking-time')
    .getByRole('radio')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

const SATURDAY_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
const WEEKDAY_SLOTS = [...SATURDAY_SLOTS, '16:00', '17:00'];

/**
 * Clicks the first day that can be picked and that `wanted` accepts (by default any day after today in Bangkok,
 * whose slots have not started to pass), moving on a month when none is left in view.
 */
async function pickDay(page: Page, wanted: (isoDay: string) => boolean = (d) => d > bangkokToday()) {
  const calendar = page.getByTestId('booking-calendar');
  const open = 'td[data-day]:not([data-disabled]):not([data-outside])';
  for (let month = 0; month < 3; month += 1) {
    const days = await calendar
      .locator(open)
      .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day')!));
    const day = days.find(wanted);
    if (day) {
      await calendar.locator(`${open}[data-day="${day}"] button`).click();
      return day;
    }
    await calendar.getByRole('button', { name: /ถัดไป|next/i }).click();
  }
  throw new Error('no such day can be picked in the next three months');
}

/** The first Saturday after today in Bangkok. */
function nextSaturday(): string {
  let at = Date.now() + DAY_MS;
  while (weekdayOf(bangkokDay(at)) !== 6) at += DAY_MS;
  return bangkokDay(at);
}

test.describe('appointment booking', () => {
  // Far from Bangkok on purpose: the calendar's days are Bangkok days whatever the browser's zone.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('asks for date, time and type when they are missing', async ({ page }) => {
    await page.goto('/th/appointment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('นัดหมายปรึกษาทนายความ');
    await fillContact(page, 'ผู้ทดสอบ ไม่มีวันที่');
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    const t = toast(page, 'ข้อมูลไม่ครบถ้วน');
    await expect(t).toBeVisible();
    await expect(t).toContainText('กรุณาเลือกวันที่ เวลา และประเภทการนัดหมาย');
    // The contact fields were fine: no error next to them.
    await expect(form(page).getByLabel('ชื่อ-นามสกุล')).toHaveAttribute('aria-invalid', 'false');
  });

  test('shows field errors for a missing name, phone and specialty', async ({ page }) => {
    await page.goto('/th/appointment');
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(form(page).getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
    await expect(form(page).getByText('กรุณากรอกเบอร์โทรศัพท์')).toBeVisible();
    await expect(form(page).getByText('กรุณาเลือกประเภทคดี')).toBeVisible();
    await expect(form(page).getByLabel('ชื่อ-นามสกุล')).toBeFocused();
  });

  test('disables past days and Sundays, and shows the times only once a date is set', async ({ page }) => {
    await page.goto('/th/appointment');
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar.locator('td[data-day]').first()).toBeVisible();
    const today = bangkokToday();
    const cells = await calendar.locator('td[data-day]').evaluateAll((tds) =>
      tds.map((td) => ({
        day: td.getAttribute('data-day')!,
        disabled: td.querySelector('button')?.disabled ?? true,
      })),
    );
    expect(cells.length).toBeGreaterThanOrEqual(28);
    let sundays = 0;
    let past = 0;
    for (const c of cells) {
      const closed = weekdayOf(c.day) === 0;
      const before = c.day < today;
      if (closed) sundays += 1;
      if (before) past += 1;
      expect(c.disabled, `${c.day} disabled`).toBe(closed || before);
    }
    expect(sundays).toBeGreaterThanOrEqual(4);
    // Previous months cannot be shown.
    await expect(calendar.getByRole('button', { name: /ก่อนหน้า/ })).toBeDisabled();
    test.info().annotations.push({ type: 'past days in view', description: String(past) });

    await expect(page.getByTestId('booking-time')).toHaveCount(0);
    await expect(page.getByText('เลือกวันที่ก่อน แล้วเวลาที่นัดหมายได้จะแสดงที่นี่')).toBeVisible();
    // A Monday-to-Friday day after today: all eight slots, no lunch break.
    const picked = await pickDay(page, (d) => d > today && weekdayOf(d) !== 6);
    const times = page.getByTestId('booking-time').getByRole('radio');
    await expect(times).toHaveCount(8);
    expect(await offeredTimes(page)).toEqual(WEEKDAY_SLOTS);
    await expect(page.getByTestId('booking-time')).not.toContainText('12:00');
    // Buddhist-era year on /th.
    await expect(page.getByTestId('booking-selected-date')).toContainText(
      String(Number(picked.slice(0, 4)) + 543),
    );
  });

  test('books an appointment, resets the form and e-mails the network', async ({ page }) => {
    const name = `ผู้จอง ทดสอบ ${Date.now()}`;
    await page.goto('/th/appointment?lawyer=00000000-0000-4000-8000-000000000000');
    // An unknown lawyer id is ignored: the request goes to the network.
    await expect(page.getByTestId('booking-lawyer')).toHaveCount(0);
    await fillContact(page, name);
    await form(page).getByLabel('อีเมล').fill('booker@example.com');
    await form(page).getByLabel('เร่งด่วน', { exact: true }).check();
    await form(page).getByLabel('รายละเอียดเบื้องต้น').fill('ปรึกษาเรื่องสัญญาเช่า');
    await form(page)
      .getByRole('radio', { name: /^วิดีโอคอล/ })
      .check();
    await pickDay(page);
    await form(page).getByLabel('14:00').check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();

    const t = toast(page, 'จองนัดหมายสำเร็จ');
    await expect(t).toBeVisible();
    await expect(t).toContainText('2 ชั่วโมง');

    // Everything is back to empty: contact fields, meeting type, date and time.
    await expect(form(page).getByLabel('ชื่อ-นามสกุล')).toHaveValue('');
    await expect(form(page).getByLabel('เบอร์โทรศัพท์')).toHaveValue('');
    await expect(form(page).getByLabel('ประเภทคดี')).toHaveValue('');
    await expect(form(page).getByLabel('รายละเอียดเบื้องต้น')).toHaveValue('');
    await expect(form(page).getByLabel('ปกติ')).toBeChecked();
    for (const type of ['พบที่สำนักงาน', 'วิดีโอคอล', 'โทรศัพท์'])
      await expect(form(page).getByRole('radio', { name: new RegExp(`^${type}`) })).not.toBeChecked();
    await expect(page.getByTestId('booking-time')).toHaveCount(0);
    await expect(page.getByTestId('booking-calendar').locator('td[data-selected]')).toHaveCount(0);

    await page.goto('/th/dev/outbox');
    const mail = page
      .locator('[data-testid="outbox-email"][data-kind="appointment-request"]')
      .filter({ hasText: name });
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute('data-to', 'contact@tanai.example');
    await expect(mail).toContainText('14:00');
    await expect(mail).toContainText('วิดีโอคอล');
  });

  test('shows the preselected verified lawyer and e-mails them too', async ({ page }) => {
    // A verified lawyer of the demo data, taken from the search results.
    await page.goto('/th/search');
    const href = await page.locator('a[href*="/profile/"]').first().getAttribute('href');
    const id = href!.split('/profile/')[1]!.split(/[?#]/)[0]!;
    await page.goto(`/th/appointment?lawyer=${id}`);
    const card = page.getByTestId('booking-lawyer');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/th/lawyers/${id}`);

    const name = `ผู้จองกับทนาย ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^พบที่สำนักงาน/ })
      .check();
    await pickDay(page);
    await form(page).getByLabel('09:00').check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(toast(page, 'จองนัดหมายสำเร็จ')).toBeVisible();

    await page.goto('/th/dev/outbox');
    const mails = page
      .locator('[data-testid="outbox-email"][data-kind="appointment-request"]')
      .filter({ hasText: name });
    await expect(mails).toHaveCount(2);
    const to = await mails.evaluateAll((els) => els.map((e) => e.getAttribute('data-to')).sort());
    expect(to[0]).toBe('contact@tanai.example');
    expect(to[1]).toMatch(/^demo\.lawyer\d+@example\.com$/);
  });

  test('offers Saturday slots only until 15:00', async ({ page }) => {
    await page.goto('/th/appointment');
    const saturday = nextSaturday();
    await pickDay(page, (d) => d === saturday);
    expect(await offeredTimes(page)).toEqual(SATURDAY_SLOTS);
    await expect(page.getByTestId('booking-time')).not.toContainText('16:00');
    await expect(page.getByTestId('booking-time')).not.toContainText('17:00');
  });

  test('offers only the slots of today still ahead, and says when none is left', async ({ page }) => {
    const today = bangkokToday();
    test.skip(weekdayOf(today) === 0, 'today is a Sunday in Bangkok: it cannot be picked at all');
    const saturday = weekdayOf(today) === 6;
    // The browser's clock at 10:54 in Bangkok today (the server renders the same day): 09:00 and 10:00 have
    // passed and 11:00 starts within the lead time of domain/booking.ts.
    await page.clock.setFixedTime(new Date(`${today}T10:54:00+07:00`));
    await page.goto('/th/appointment');
    await pickDay(page, (d) => d === today);
    expect(await offeredTimes(page)).toEqual(
      saturday ? ['13:00', '14:00', '15:00'] : ['13:00', '14:00', '15:00', '16:00', '17:00'],
    );
    await expect(page.getByTestId('booking-no-slots')).toHaveCount(0);
    // Another day still offers all its slots.
    await pickDay(page, (d) => d > today && weekdayOf(d) !== 6);
    expect(await offeredTimes(page)).toEqual(WEEKDAY_SLOTS);

    // At 17:45 nothing is left today: the day can be picked, and the form says so instead of offering times.
    await page.clock.setFixedTime(new Date(`${today}T17:45:00+07:00`));
    await page.goto('/th/appointment');
    await pickDay(page, (d) => d === today);
    await expect(page.getByTestId('booking-time')).toHaveCount(0);
    await expect(page.getByTestId('booking-no-slots')).toHaveText(
      'วันที่เลือกไม่มีเวลาที่นัดหมายได้เหลือแล้ว กรุณาเลือกวันอื่น',
    );
    await fillContact(page, 'ผู้ทดสอบ ไม่มีเวลาเหลือ');
    await form(page)
      .getByRole('radio', { name: /^โทรศัพท์/ })
      .check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(toast(page, 'ข้อมูลไม่ครบถ้วน')).toBeVisible();
  });

  test('the server refuses a slot of today that has passed, with the translated error', async ({ page }) => {
    const today = bangkokToday();
    // The latest slot of today that started before now, by the server's (real) clock.
    const passed = [...WEEKDAY_SLOTS]
      .reverse()
      .find((s) => Date.parse(`${today}T${s}:00+07:00`) < Date.now());
    test.skip(
      weekdayOf(today) === 0 || !passed,
      'no slot of today has started yet in Bangkok (or today is a Sunday)',
    );
    await page.goto('/en/appointment');
    const name = `Past slot ${Date.now()}`;
    // The form's fields as a browser would post them (the refused slot can no longer be chosen in the form).
    const response = await page.request.post('/en/appointment', {
      headers: { origin: new URL(page.url()).origin },
      form: {
        name,
        phone: '081-234-5678',
        specialty: 'ครอบครัว',
        urgency: 'normal',
        meetingType: 'phone',
        date: today,
        time: passed!,
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(
      'This time cannot be booked (it has passed or is outside office hours). Please choose another time.',
    );

    await page.goto('/th/dev/outbox');
    await expect(
      page.locator('[data-testid="outbox-email"][data-kind="appointment-request"]').filter({ hasText: name }),
    ).toHaveCount(0);
  });

  test('is translated on /en', async ({ page }) => {
    await page.goto('/en/appointment');
    await expect(page).toHaveTitle(/Book a consultation with a lawyer/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a consultation with a lawyer');
    await expect(page.getByTestId('booking-hours')).toContainText('Office hours');
    await expect(page.getByTestId('booking-hours')).toContainText('Monday - Friday');
    await form(page).getByLabel('Full name').fill('Jane Booker');
    await form(page).getByLabel('Phone number').fill('081-234-5678');
    await form(page).getByLabel('Legal area').selectOption({ label: 'Family' });
    await form(page).getByRole('button', { name: 'Confirm appointment' }).click();
    await expect(toast(page, 'Incomplete information')).toBeVisible();
    await expect(page.getByTestId('booking-calendar')).not.toContainText(/[ก-๙]/);
  });
});

test.describe('appointment booking without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('still books through a plain form post', async ({ page }) => {
    await page.goto('/th/appointment');
    const name = `ผู้จองไม่มีสคริปต์ ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^โทรศัพท์/ })
      .check();
    // The first Monday-to-Saturday day from the day after tomorrow, in Bangkok.
    let at = Date.now() + 2 * DAY_MS;
    while (weekdayOf(bangkokDay(at)) === 0) at += DAY_MS;
    const day = bangkokDay(at);
    await form(page).getByLabel('วันที่ (จันทร์ - เสาร์)').fill(day);
    await form(page).getByLabel('เวลา', { exact: true }).selectOption('11:00');
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(page.getByTestId('booking-done')).toContainText('จองนัดหมายสำเร็จ');

    await page.goto('/th/dev/outbox');
    await expect(
      page.locator('[data-testid="outbox-email"][data-kind="appointment-request"]').filter({ hasText: name }),
    ).toHaveCount(1);
  });

  test('the server refuses a Sunday with status 400 and stores nothing', async ({ page }) => {
    await page.goto('/th/appointment');
    const name = `ผู้จองวันอาทิตย์ ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^โทรศัพท์/ })
      .check();
    let at = Date.now() + DAY_MS;
    while (weekdayOf(bangkokDay(at)) !== 0) at += DAY_MS;
    await form(page).getByLabel('วันที่ (จันทร์ - เสาร์)').fill(bangkokDay(at));
    await form(page).getByLabel('เวลา', { exact: true }).selectOption('11:00');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(form(page).getByText('วันที่นี้ไม่เปิดรับนัดหมาย กรุณาเลือกวันอื่น')).toBeVisible();
    await expect(page.getByTestId('booking-done')).toHaveCount(0);

    await page.goto('/th/dev/outbox');
    await expect(
      page.locator('[data-testid="outbox-email"][data-kind="appointment-request"]').filter({ hasText: name }),
    ).toHaveCount(0);
  });

  test('the server refuses Saturday 16:00 (Saturday closes at 16:00) with status 400 and stores nothing', async ({
    page,
  }) => {
    await page.goto('/th/appointment');
    const name = `ผู้จองเสาร์สี่โมง ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^โทรศัพท์/ })
      .check();
    // Without JavaScript every slot is listed; the server judges the day's opening hours.
    await form(page).getByLabel('วันที่ (จันทร์ - เสาร์)').fill(nextSaturday());
    await form(page).getByLabel('เวลา', { exact: true }).selectOption('16:00');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click(),
    ]);
    expect(response.status()).toBe(400);
    // The error sits under the time list and describes it (Playwright's text search skips <noscript> content).
    const time = form(page).getByLabel('เวลา', { exact: true });
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(
      'เวลานี้ไม่เปิดรับนัดหมาย (เลยเวลาแล้วหรืออยู่นอกเวลาทำการ) กรุณาเลือกเวลาอื่น',
    );
    await expect(form(page).getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('booking-done')).toHaveCount(0);

    await page.goto('/th/dev/outbox');
    await expect(
      page.locator('[data-testid="outbox-email"][data-kind="appointment-request"]').filter({ hasText: name }),
    ).toHaveCount(0);
  });
});
