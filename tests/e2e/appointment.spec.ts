import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  bangkokDay,
  bangkokToday,
  DAY_MS,
  fillBookingContact as fillContact,
  bookingForm as form,
  offeredTimes,
  pickDay,
  setDarkTheme,
  toast,
} from './helpers.ts';

/** The weekday (0 = Sunday) of a 'YYYY-MM-DD' day. */
const weekdayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

const SATURDAY_SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
const WEEKDAY_SLOTS = [...SATURDAY_SLOTS, '16:00', '17:00'];

/** The first Saturday after today in Bangkok. */
function nextSaturday(): string {
  let at = Date.now() + DAY_MS;
  while (weekdayOf(bangkokDay(at)) !== 6) at += DAY_MS;
  return bangkokDay(at);
}

/** The id of the `n`-th verified lawyer of the demo data in the search results. */
async function demoLawyerId(page: Page, n = 0): Promise<string> {
  await page.goto('/th/search');
  const href = await page.locator('a[href*="/profile/"]').nth(n).getAttribute('href');
  return href!.split('/profile/')[1]!.split(/[?#]/)[0]!;
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
    // The month's days (the days of the month before, in its first week, are hidden), once the clock is read.
    await expect(calendar.locator('td[data-day]:not([data-hidden])').first()).toBeVisible();
    await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
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

  test('books an appointment, shows its receipt and e-mails the network', async ({ page }) => {
    const name = `ผู้จอง ทดสอบ ${Date.now()}`;
    await page.goto('/th/appointment?lawyer=00000000-0000-4000-8000-000000000000');
    // An unknown lawyer id is ignored: the request goes to the network.
    await expect(page.getByTestId('booking-lawyer')).toHaveCount(0);
    // No promise of a call back within hours anywhere on the booking page.
    await expect(page.locator('main')).not.toContainText('ติดต่อกลับภายใน');
    await fillContact(page, name);
    await form(page).getByLabel('อีเมล').fill('booker@example.com');
    await form(page).getByLabel('เร่งด่วน', { exact: true }).check();
    await form(page).getByLabel('รายละเอียดเบื้องต้น').fill('ปรึกษาเรื่องสัญญาเช่า');
    await form(page)
      .getByRole('radio', { name: /^วิดีโอคอล/ })
      .check();
    const day = await pickDay(page);
    await form(page).getByLabel('14:00').check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();

    // The receipt: its reference, the network centre, the day in the Buddhist era, what happens next.
    await expect(page).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?exp=\d+&sig=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('การจองนัดหมายของคุณ');
    await expect(page.getByTestId('receipt-reference')).toHaveText(/^TN-[0-9A-Z]{6}$/);
    await expect(page.getByTestId('receipt-lawyer')).toHaveText('ศูนย์เครือข่ายทนายความ');
    await expect(page.getByTestId('receipt-when')).toContainText(String(Number(day.slice(0, 4)) + 543));
    await expect(page.getByTestId('receipt-when')).toContainText('14:00–15:00');
    await expect(page.getByTestId('receipt-where')).toHaveText('จะส่งลิงก์วิดีโอคอลให้คุณก่อนเวลานัด');
    await expect(page.getByTestId('receipt-next')).toContainText('ศูนย์เครือข่ายจะยืนยันการนัดหมาย');
    await expect(page.getByTestId('receipt-booker')).toContainText('081•••••78');
    await expect(page.locator('main')).not.toContainText('ปรึกษาเรื่องสัญญาเช่า');
    await expect(page.locator('main')).not.toContainText('ติดต่อกลับภายใน');
    // A booking with the network is not changed on the receipt.
    await expect(page.getByTestId('receipt-change')).toHaveCount(0);

    await page.goto('/th/dev/outbox');
    const mail = page
      .locator('[data-testid="outbox-email"][data-kind="appointment-request"]')
      .filter({ hasText: name });
    await expect(mail).toHaveCount(1);
    await expect(mail).toHaveAttribute('data-to', 'contact@tanai.example');
    await expect(mail).toContainText('14:00');
    await expect(mail).toContainText('วิดีโอคอล');
  });

  test('with a preselected verified lawyer: books one of their free slots, e-mails them, and the receipt moves and cancels it', async ({
    page,
  }) => {
    const id = await demoLawyerId(page);
    await page.goto(`/th/appointment?lawyer=${id}`);
    const card = page.getByTestId('booking-lawyer');
    await expect(card).toBeVisible();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/th/lawyers/${id}`);
    await expect(page.getByText('เลือกได้เฉพาะวันที่ทนายความมีเวลาว่าง')).toBeVisible();

    const name = `ผู้จองกับทนาย ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^พบที่สำนักงาน/ })
      .check();
    const day = await pickDay(page, (d) => d > dayAfter(bangkokToday()));
    const [first] = await offeredTimes(page);
    await form(page).getByLabel(first!).check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(page).toHaveURL(/\/th\/booking\/TN-/);
    const receipt = page.url();
    await expect(page.getByTestId('receipt-lawyer').getByRole('link')).toHaveAttribute(
      'href',
      `/th/lawyers/${id}`,
    );
    await expect(page.getByTestId('receipt-status')).toHaveText('รอทนายความยืนยัน');
    await expect(page.getByTestId('receipt-next')).toContainText('ทนายความจะยืนยันการนัดหมายในเวลาทำการ');
    await expect(page.getByTestId('receipt-change-until')).toContainText('คุณยกเลิกหรือเลื่อนนัดนี้ได้จนถึง');

    // The calendar file: one event, tentative while the lawyer has not confirmed.
    const download = page.waitForEvent('download');
    await page.getByTestId('receipt-calendar').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^booking-TN-[0-9A-Z]{6}\.ics$/);
    const ics = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString('utf8');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('STATUS:TENTATIVE');
    expect(text).toContain(`DTSTART:${day.replaceAll('-', '')}T`);

    // The same slot a second time: the day still offers the others only.
    await page.goto(`/th/appointment?lawyer=${id}`);
    await pickDay(page, (d) => d === day);
    expect(await offeredTimes(page)).not.toContain(first);

    // Move to the next free day's first slot.
    await page.goto(receipt);
    const move = page.getByRole('form', { name: 'เลื่อนนัด' });
    const options = await move
      .getByLabel('วันใหม่')
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
    const newDay = options.find((d) => d > day)!;
    await move.getByLabel('วันใหม่').selectOption(newDay);
    const newTime = (
      await move
        .getByLabel('เวลาใหม่')
        .locator('option')
        .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean))
    )[0]!;
    await move.getByLabel('เวลาใหม่').selectOption(newTime);
    await move.getByRole('button', { name: 'เลื่อนนัด' }).click();
    await expect(page.getByTestId('receipt-done')).toHaveText('เลื่อนนัดแล้ว รอทนายความยืนยันเวลาใหม่');
    await expect(page.getByTestId('receipt-when')).toContainText(`${newTime}–`);

    // Cancel: the box first.
    const cancel = page.getByRole('form', { name: 'ยกเลิกการนัดหมาย' });
    await cancel.getByRole('button', { name: 'ยกเลิกการนัดหมาย' }).click();
    await expect(cancel.getByText('กรุณาทำเครื่องหมายเพื่อยืนยันการยกเลิก')).toBeVisible();
    await cancel.getByLabel('ฉันต้องการยกเลิกการนัดหมายนี้ (ยกเลิกแล้วย้อนกลับไม่ได้)').check();
    await cancel.getByRole('button', { name: 'ยกเลิกการนัดหมาย' }).click();
    await expect(page.getByTestId('receipt-done')).toHaveText('ยกเลิกการนัดหมายแล้ว');
    await expect(page.getByTestId('receipt-status')).toHaveText('ยกเลิกแล้ว');
    await expect(page.getByRole('link', { name: 'จองนัดหมายใหม่' })).toHaveAttribute(
      'href',
      `/th/appointment?lawyer=${id}`,
    );
    await expect(page.getByTestId('receipt-change')).toHaveCount(0);

    // A tampered signature is not found.
    const tampered = new URL(receipt);
    const sig = tampered.searchParams.get('sig')!;
    // Another first character (one signature in 64 begins with x).
    tampered.searchParams.set('sig', `${sig[0] === 'x' ? 'y' : 'x'}${sig.slice(1)}`);
    const response = await page.goto(tampered.toString());
    expect(response?.status()).toBe(404);
    await expect(page.locator('main')).not.toContainText(name.slice(0, 8));

    await page.goto('/th/dev/outbox');
    const mails = page
      .locator('[data-testid="outbox-email"][data-kind="appointment-request"]')
      .filter({ hasText: name });
    await expect(mails).toHaveCount(2);
    const to = await mails.evaluateAll((els) => els.map((e) => e.getAttribute('data-to')).sort());
    expect(to[0]).toBe('contact@tanai.example');
    expect(to[1]).toMatch(/^demo\.lawyer\d+@example\.com$/);
  });

  test('the receipt at 360 px and 1366 px', async ({ page }) => {
    const id = await demoLawyerId(page, 1);
    await page.goto(`/en/appointment?lawyer=${id}`);
    await form(page).getByLabel('Full name').fill('Jane Receipt Booker');
    await form(page).getByLabel('Phone number').fill('081-234-5678');
    await form(page).getByLabel('Legal area').selectOption({ label: 'Family' });
    await form(page)
      .getByRole('radio', { name: /^Phone/ })
      .check();
    await pickDay(page, (d) => d > dayAfter(bangkokToday()));
    const [first] = await offeredTimes(page);
    await form(page).getByLabel(first!).check();
    await form(page).getByRole('button', { name: 'Confirm appointment' }).click();
    await expect(page).toHaveURL(/\/en\/booking\/TN-/);
    await expect(page.getByTestId('receipt-where')).toHaveText(
      'The lawyer calls you on the number you gave.',
    );
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      // No sideways scrolling at either width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `/tmp/shots-receipt/receipt-${width}.png`, fullPage: true });
    }
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
    // The next day that is not a Sunday stands for today: the browser's clock at 10:54 in Bangkok on it, where
    // 09:00 and 10:00 have passed and 11:00 starts within the lead time of domain/booking.ts.
    const { day: today } = nextBangkok((d) => weekdayOf(d) !== 0, '10:54');
    const saturday = weekdayOf(today) === 6;
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

/**
 * The first day from tomorrow on (Bangkok calendar) that `wanted` accepts, and the instant of `hhmm` Bangkok time on
 * it: a clock fixed there is always ahead of the server's real clock, so what the form offers at it the server
 * accepts too.
 */
function nextBangkok(wanted: (isoDay: string) => boolean, hhmm: string): { day: string; at: Date } {
  for (let at = Date.now() + DAY_MS, i = 0; i < 800; i += 1, at += DAY_MS) {
    const day = bangkokDay(at);
    if (wanted(day)) return { day, at: new Date(`${day}T${hhmm}:00+07:00`) };
  }
  throw new Error('no such day in the next two years');
}
const dayAfter = (isoDay: string) => bangkokDay(Date.parse(`${isoDay}T12:00:00+07:00`) + DAY_MS);
const dayBefore = (isoDay: string) => bangkokDay(Date.parse(`${isoDay}T12:00:00+07:00`) - DAY_MS);
const isLastOfMonth = (isoDay: string) => dayAfter(isoDay).endsWith('-01');

/** sRGB of a CSS colour as Chromium paints it over `under` (a canvas composites alpha and converts oklch). */
type Rgb = [number, number, number];
/**
 * The contrast of every day button of the calendar (text on its painted background, down to the page's), by
 * state. WCAG's formula, measured in the page so that transparency and the theme's oklch colours count as drawn.
 */
async function dayContrasts(page: Page) {
  return page.getByTestId('booking-calendar').evaluate((calendar) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const paint = (colour: string, under: Rgb): Rgb => {
      ctx.fillStyle = `rgb(${under.join(' ')})`;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!];
    };
    const luminance = (rgb: Rgb) => {
      const [r, g, b] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: Rgb, b: Rgb) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const backgroundOf = (el: Element): Rgb => {
      const chain: string[] = [];
      for (let at: Element | null = el; at; at = at.parentElement)
        chain.push(getComputedStyle(at).backgroundColor);
      return chain.reverse().reduce<Rgb>((under, colour) => paint(colour, under), [255, 255, 255]);
    };
    return [...calendar.querySelectorAll<HTMLButtonElement>('td[data-day] button')].map((button) => {
      const td = button.closest('td')!;
      const background = backgroundOf(button);
      const state = button.disabled
        ? 'disabled'
        : td.hasAttribute('data-outside')
          ? 'enabled (other month)'
          : 'enabled';
      return {
        day: td.getAttribute('data-day')!,
        state: td.hasAttribute('data-today') ? `${state}, today` : state,
        contrast: ratio(paint(getComputedStyle(button).color, background), background),
      };
    });
  });
}

// The booking form judges days and slots by the browser's clock; these fix it at the moments that matter, whatever
// the day the suite runs on (the server checks what is sent by its own clock, which is always earlier).
test.describe('appointment booking at fixed clocks', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('on a Sunday morning: today cannot be picked, Monday offers every slot', async ({ page }) => {
    const { day: sunday, at } = nextBangkok((d) => weekdayOf(d) === 0, '10:00');
    await page.clock.setFixedTime(at);
    await page.goto('/th/appointment');
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar.locator(`td[data-day="${sunday}"] button`)).toBeDisabled();
    const monday = dayAfter(sunday);
    await pickDay(page, (d) => d === monday);
    expect(await offeredTimes(page)).toEqual(WEEKDAY_SLOTS);
  });

  test('on a Saturday afternoon: the last slot until 15:30, then nothing left today, and a booking for Monday is taken', async ({
    page,
  }) => {
    const { day: saturday } = nextBangkok((d) => weekdayOf(d) === 6, '14:30');
    await page.clock.setFixedTime(new Date(`${saturday}T14:30:00+07:00`));
    await page.goto('/th/appointment');
    await pickDay(page, (d) => d === saturday);
    expect(await offeredTimes(page)).toEqual(['15:00']);

    await page.clock.setFixedTime(new Date(`${saturday}T15:31:00+07:00`));
    await page.goto('/th/appointment');
    await pickDay(page, (d) => d === saturday);
    await expect(page.getByTestId('booking-no-slots')).toBeVisible();
    // Sunday is closed; Monday has all its slots, and the server takes one.
    await expect(
      page.getByTestId('booking-calendar').locator(`td[data-day="${dayAfter(saturday)}"] button`),
    ).toBeDisabled();
    const monday = dayAfter(dayAfter(saturday));
    await pickDay(page, (d) => d === monday);
    expect(await offeredTimes(page)).toEqual(WEEKDAY_SLOTS);
    const name = `ผู้จองเสาร์บ่าย ${Date.now()}`;
    await fillContact(page, name);
    await form(page)
      .getByRole('radio', { name: /^โทรศัพท์/ })
      .check();
    await form(page).getByLabel('09:00').check();
    await form(page).getByRole('button', { name: 'ยืนยันการนัดหมาย' }).click();
    await expect(page).toHaveURL(/\/th\/booking\/TN-/);
    await expect(page.getByTestId('receipt-when')).toContainText('09:00–10:00');
  });

  test('late on the last day of a month: nothing left today, the next month’s days readable and bookable', async ({
    page,
  }) => {
    const { day: last, at } = nextBangkok(isLastOfMonth, '21:30');
    await page.clock.setFixedTime(at);
    await page.goto('/th/appointment');
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
    await expect(calendar.locator(`td[data-day="${dayBefore(last)}"] button`)).toBeDisabled();
    if (weekdayOf(last) !== 0) {
      await pickDay(page, (d) => d === last);
      await expect(page.getByTestId('booking-no-slots')).toBeVisible();
    }
    // Every day of the month in view, enabled or not, of this month or the next, reads at 4.5:1 in both themes.
    for (const dark of [false, true]) {
      await setDarkTheme(page, dark);
      const contrasts = await dayContrasts(page);
      expect(contrasts.some((c) => c.state.startsWith('enabled (other month)'))).toBe(
        weekdayOf(last) !== 6 || weekdayOf(dayAfter(last)) !== 0,
      );
      for (const c of contrasts)
        expect(c.contrast, `${c.day} (${c.state}, ${dark ? 'dark' : 'light'})`).toBeGreaterThanOrEqual(4.5);
    }
    await setDarkTheme(page, false);
    // The first open day of the next month, from the next month's page.
    const first = dayAfter(last);
    await calendar.getByRole('button', { name: /ถัดไป/ }).click();
    const picked = await pickDay(page, (d) => d >= first);
    expect(await offeredTimes(page)).toEqual(weekdayOf(picked) === 6 ? SATURDAY_SLOTS : WEEKDAY_SLOTS);
  });

  test('late on New Year’s Eve: the new year’s days in its own year, Buddhist era on /th and Gregorian on /en', async ({
    page,
  }) => {
    const { day: eve, at } = nextBangkok((d) => d.endsWith('-12-31'), '22:00');
    const year = Number(eve.slice(0, 4));
    await page.clock.setFixedTime(at);
    await page.goto('/th/appointment');
    const calendar = page.getByTestId('booking-calendar');
    await expect(calendar.getByRole('grid')).toHaveAccessibleName(`ธันวาคม ${year + 543}`);
    await calendar.getByRole('button', { name: /ถัดไป/ }).click();
    await expect(calendar.getByRole('grid')).toHaveAccessibleName(`มกราคม ${year + 544}`);
    const picked = await pickDay(page, (d) => d > eve);
    expect(picked.startsWith(`${year + 1}-01-`)).toBe(true);
    await expect(page.getByTestId('booking-selected-date')).toContainText(String(year + 544));

    await page.goto('/en/appointment');
    await expect(calendar.getByRole('grid')).toHaveAccessibleName(`December ${year}`);
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
    // The plain form post goes to the receipt, which works without JavaScript too.
    await expect(page).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?exp=/);
    await expect(page.getByTestId('receipt-reference')).toHaveText(/^TN-/);
    await expect(page.getByTestId('receipt-when')).toContainText('11:00–12:00');

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
    await expect(page).toHaveURL(/\/th\/appointment$/);

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
    await expect(page).toHaveURL(/\/th\/appointment$/);

    await page.goto('/th/dev/outbox');
    await expect(
      page.locator('[data-testid="outbox-email"][data-kind="appointment-request"]').filter({ hasText: name }),
    ).toHaveCount(0);
  });
});
