import { expect, test } from './fixtures.ts';
import {
  bangkokDay,
  bookingForm,
  DAY_MS,
  fillBookingContact,
  offeredTimes,
  pickDay,
  signedIn,
  toast,
  uniqueEmail,
} from './helpers.ts';

// A linked lawyer keeps their calendar (docs/product-rules.md, "Lawyers' calendars"): they close Wednesdays and
// take a day of leave on /account/calendar, and the booking page for their listing offers neither. Then a visitor
// books, gets a receipt and its calendar file, a second visitor is refused the same slot, the lawyer confirms, the
// client's reminder is in the outbox and the client moves the booking from the receipt's private link. A demo
// lawyer account no other spec uses, so the shared demo lawyer's calendar stays the network's.

const LAWYER = { email: 'lawyer37@tanai.example', password: 'tanai-demo-lawyer' };
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

test('a lawyer closes Wednesdays and takes a day of leave; a visitor books what is left, a second is refused the slot, the lawyer confirms, the client is reminded and moves it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const page = await signedIn(browser, LAWYER.email, LAWYER.password);
  // The browser's clock stands still at the server's real time (the days below are counted from it).
  const now = Date.now();
  await page.clock.setFixedTime(now);
  // The leave: the first Thursday at least two days ahead (days from tomorrow on, by the real date).
  let at = now + 2 * DAY_MS;
  while (weekdayOf(bangkokDay(at)) !== 4) at += DAY_MS;
  const leave = bangkokDay(at);

  // The account menu leads to the calendar.
  await page.getByTestId('account-menu').click();
  const profile = page.getByTestId('account-menu-panel').getByRole('link', { name: 'โปรไฟล์ของฉัน' });
  const lawyerId = (await profile.getAttribute('href'))!.split('/').at(-1)!;
  await page.getByTestId('account-menu-panel').getByRole('link', { name: 'ปฏิทินของฉัน' }).click();
  await expect(page).toHaveURL(/\/th\/account\/calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ปฏิทินนัดหมาย');

  // Close Wednesdays.
  await page.getByTestId('weekday-3').getByRole('checkbox').check();
  await page.getByTestId('calendar-save').click();
  await expect(toast(page, 'บันทึกเวลาทำการแล้ว')).toBeVisible();

  // A close before the opening is refused where it is, and changes nothing.
  await page.locator('select[name="close1"]').selectOption('08:00');
  await page.getByTestId('calendar-save').click();
  await expect(page.getByText('เวลาปิดต้องอยู่หลังเวลาเปิด')).toBeVisible();
  await page.reload();
  await expect(page.locator('select[name="close1"]')).toHaveValue('18:00');
  await expect(page.getByTestId('weekday-3').getByRole('checkbox')).toBeChecked();

  // A day of leave.
  await page.getByLabel('ตั้งแต่วันที่').fill(leave);
  await page.getByLabel('ถึงวันที่').fill(leave);
  await page.getByTestId('add-leave').click();
  await expect(toast(page, 'เพิ่มวันลาแล้ว')).toBeVisible();
  await expect(page.locator(`[data-testid="own-day"][data-day="${leave}"]`)).toContainText('ลา (ปิด)');

  // The next free slots leave out Wednesdays and the leave.
  const previewDays = await page
    .getByTestId('preview-day')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-day')!));
  expect(previewDays.length).toBeGreaterThan(0);
  expect(previewDays.filter((d) => weekdayOf(d) === 3 || d === leave)).toEqual([]);

  // The week of the leave shows it and the Wednesday closed.
  await page.goto(`/th/account/calendar?view=week&day=${leave}`);
  await expect(page.locator(`[data-testid="schedule-day"][data-day="${leave}"]`)).toHaveAttribute(
    'data-closed',
    'leave',
  );
  const wednesday = bangkokDay(Date.parse(`${leave}T12:00:00Z`) - DAY_MS);
  await expect(page.locator(`[data-testid="schedule-day"][data-day="${wednesday}"]`)).toHaveAttribute(
    'data-closed',
    /weekday|holiday/,
  );
  await page.screenshot({ path: testInfo.outputPath('calendar-1366.png'), fullPage: true });

  // On a phone (360 px) the week is a list of days and the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('calendar-360.png'), fullPage: true });
  await page.screenshot({ path: testInfo.outputPath('calendar-360-top.png') });
  await page.getByRole('heading', { name: 'เวลาทำการ', exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('calendar-360-hours.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The booking page for the listing offers no Wednesday and not the leave.
  await page.goto(`/th/appointment?lawyer=${lawyerId}`);
  const calendar = page.getByTestId('booking-calendar');
  await expect(calendar).toBeVisible();
  // This month and the next (the leave may be in either).
  const open: string[] = [];
  for (let month = 0; month < 2; month += 1) {
    if (month > 0) await calendar.getByRole('button', { name: /ถัดไป|next/i }).click();
    open.push(
      ...(await calendar
        .locator('td[data-day]:not([data-disabled]):not([data-outside])')
        .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-day')!))),
    );
  }
  expect(open.length).toBeGreaterThan(0);
  expect(open.filter((d) => weekdayOf(d) === 3 || d === leave)).toEqual([]);

  // A visitor books the first free slot from the day after tomorrow (ahead of the 12-hour cutoff); a second
  // visitor has the same page open with the same slot chosen.
  const email = uniqueEmail('calendar-client');
  const visitor = await browser.newPage();
  const rival = await browser.newPage();
  let day = '';
  let time = '';
  for (const [p, name] of [
    [visitor, 'ผู้จอง ปฏิทิน'],
    [rival, 'ผู้จอง ช้ากว่า'],
  ] as const) {
    await p.clock.setFixedTime(now);
    await p.goto(`/th/appointment?lawyer=${lawyerId}`);
    await fillBookingContact(p, name, p === visitor ? email : undefined);
    await bookingForm(p)
      .getByRole('radio', { name: /^พบที่สำนักงาน/ })
      .check();
    const tomorrow = bangkokDay(now + DAY_MS);
    day = await pickDay(p, day ? (d) => d === day : (d) => d > tomorrow);
    time ||= (await offeredTimes(p))[0]!;
    await bookingForm(p).getByLabel(time).check();
  }
  expect(weekdayOf(day)).not.toBe(3);
  expect(day).not.toBe(leave);
  await bookingForm(visitor).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  await expect(visitor).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?exp=\d+&sig=/);
  const receipt = visitor.url();
  await expect(visitor.getByTestId('receipt-status')).toHaveText('รอทนายความยืนยัน');

  // The calendar file: one event, at the slot's Bangkok time (written in UTC).
  const download = visitor.waitForEvent('download');
  await visitor.getByTestId('receipt-calendar').click();
  const ics = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  const start = new Date(`${day}T${time}:00+07:00`).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toMatch(new RegExp(`^DTSTART:${start}\\r?$`, 'm'));

  // The second visitor sends the same slot: refused at the time, nothing stored for them.
  await bookingForm(rival).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
  await expect(rival.getByText('มีผู้จองช่วงเวลานี้ไปแล้ว กรุณาเลือกเวลาอื่น')).toBeVisible();
  await expect(rival).toHaveURL(/\/th\/appointment/);

  // The lawyer confirms it on their calendar.
  await page.goto('/th/account/calendar');
  const request = page.getByTestId('calendar-booking').filter({ hasText: 'ผู้จอง ปฏิทิน' }).first();
  await request.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  // It leaves the requests to answer, and its day shows it confirmed.
  await expect(page.getByTestId('calendar-booking').filter({ hasText: 'ผู้จอง ปฏิทิน' })).toHaveCount(0);
  await page.goto(`/th/account/calendar?view=day&day=${day}`);
  await expect(page.getByTestId('calendar-booking').filter({ hasText: 'ผู้จอง ปฏิทิน' }).first()).toHaveAttribute(
    'data-status',
    'confirmed',
  );
  await page.goto('/th/account/calendar');
  await expect(page.getByTestId('calendar-booking').filter({ hasText: 'ผู้จอง ช้ากว่า' })).toHaveCount(0);

  // The client is told, and reminded (this server reminds the coming week as soon as a booking is confirmed).
  const mailTo = (kind: string) => `[data-testid="outbox-email"][data-kind="${kind}"][data-to="${email}"]`;
  await expect
    .poll(
      async () => {
        await visitor.goto('/th/dev/outbox');
        return visitor.locator(`${mailTo('appointment-status')}, ${mailTo('appointment-reminder')}`).count();
      },
      { timeout: 20_000 },
    )
    .toBe(2);

  // The client moves it from the private link: the new time waits for the lawyer again.
  await visitor.goto(receipt);
  await expect(visitor.getByTestId('receipt-status')).toHaveText('ยืนยันแล้ว');
  const move = visitor.getByRole('form', { name: 'เลื่อนนัด' });
  const values = (select: string) =>
    move
      .getByLabel(select)
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  const newDay = (await values('วันใหม่')).find((d) => d > day)!;
  await move.getByLabel('วันใหม่').selectOption(newDay);
  const newTime = (await values('เวลาใหม่'))[0]!;
  await move.getByLabel('เวลาใหม่').selectOption(newTime);
  await move.getByRole('button', { name: 'เลื่อนนัด' }).click();
  await expect(visitor.getByTestId('receipt-done')).toHaveText('เลื่อนนัดแล้ว รอทนายความยืนยันเวลาใหม่');
  await expect(visitor.getByTestId('receipt-status')).toHaveText('รอทนายความยืนยัน');
  expect(weekdayOf(newDay)).not.toBe(3);
  expect(newDay).not.toBe(leave);
});
