import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  answeredCivilQuestion,
  bangkokDay,
  DAY_MS,
  pickDay,
  setDarkTheme,
  toast,
  uniqueEmail,
  useAdminSession,
} from './helpers.ts';

// Inputs made for thumbs (docs/look-and-feel.md): the review's rows of stars, the booking calendar's days, and the
// matching page's selection. Named admin-… as its last test needs the admin's two-factor sign-in
// (tests/e2e/admin.setup.ts), so it runs with the admin specs.

/** Whether a star of a row is drawn filled (its icon's fill is not `none`). */
const starFills = (row: Locator) =>
  row
    .locator('.star-rating-star svg')
    .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).fill !== 'none'));

test('a review is rated with the arrow keys on rows of 44 px stars, which fill without JavaScript too, and is sent', async ({
  browser,
  page,
}) => {
  // A whole journey (sign-up, question, the lawyer's reply) before the form.
  test.setTimeout(180_000);
  // A new member asks, the demo lawyer accepts and replies: the asker may review the lawyer.
  const title = `ข้างบ้านต่อเติมรุกล้ำที่ดิน ${Date.now() % 1_000_000}`;
  await answeredCivilQuestion(browser, page, {
    name: 'ดวงใจ รักดาว',
    email: uniqueEmail('stars'),
    title,
    details: 'ข้างบ้านต่อเติมหลังคาล้ำเข้ามาในที่ดินของเราประมาณครึ่งเมตร',
    reply: 'สวัสดีครับ ขอดูโฉนดและรูปถ่ายหลังคาครับ',
  });
  await page.reload();
  const reviewUrl = await page
    .getByTestId('question-review-links')
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(reviewUrl).toMatch(/^\/th\/review\/[0-9a-f-]{36}$/);

  // At 360 px: each group is a fieldset with its legend, five radios in one row of 44 × 44 px stars.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(reviewUrl!);
  const overall = page.getByRole('group', { name: 'คะแนนภาพรวม' });
  const rows = page.getByTestId('star-rating');
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) {
    const boxes = await row
      .locator('.star-rating-star')
      .evaluateAll((labels) => labels.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(5);
    for (const b of boxes) {
      expect(b.width).toBeGreaterThanOrEqual(44);
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(b.top).toBe(boxes[0]!.top);
      expect(b.right).toBeLessThanOrEqual(360);
    }
    expect(await starFills(row)).toEqual([false, false, false, false, false]);
  }

  // The keyboard: Tab into the group, the arrows move and choose; the focused star shows a ring; the stars up to
  // the chosen one fill and its words show.
  await overall.getByRole('radio', { name: '1 ดาว แย่มาก' }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(overall.getByRole('radio', { name: '4 ดาว ดี' })).toBeChecked();
  await expect(overall.getByRole('radio', { name: '4 ดาว ดี' })).toBeFocused();
  const overallRow = overall.getByTestId('star-rating');
  expect(await starFills(overallRow)).toEqual([true, true, true, true, false]);
  await expect(overallRow.locator('.star-rating-words > :visible')).toHaveText('4 ดาว ดี');
  const focusRing = await overallRow
    .locator('.star-rating-star')
    .nth(3)
    .evaluate((l) => getComputedStyle(l).boxShadow);
  expect(focusRing).not.toBe('none');
  await page.keyboard.press('ArrowLeft');
  await expect(overall.getByRole('radio', { name: '3 ดาว ปานกลาง' })).toBeChecked();
  expect(await starFills(overallRow)).toEqual([true, true, true, false, false]);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  // Tab leaves the group for the next one; the arrows there rate it.
  for (const name of ['การสื่อสาร', 'ความรวดเร็วในการตอบกลับ', 'ความคุ้มค่า']) {
    const group = page.getByRole('group', { name });
    await expect(group.getByRole('radio').first()).toBeFocused();
    await page.keyboard.press('Space');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: '5 ดาว ดีมาก' })).toBeChecked();
    expect(await starFills(group.getByTestId('star-rating'))).toEqual([true, true, true, true, true]);
    await page.keyboard.press('Tab');
  }

  // Without JavaScript the same page fills the stars from CSS alone.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const noScript = await plain.newPage();
  await noScript.goto(reviewUrl!);
  const plainOverall = noScript.getByRole('group', { name: 'คะแนนภาพรวม' });
  await plainOverall.getByRole('radio', { name: '2 ดาว พอใช้' }).check();
  expect(await starFills(plainOverall.getByTestId('star-rating'))).toEqual([true, true, false, false, false]);
  await expect(plainOverall.locator('.star-rating-words > :visible')).toHaveText('2 ดาว พอใช้');
  await plain.close();

  await page.getByRole('button', { name: 'ส่งรีวิว' }).click();
  await expect(toast(page, 'ได้รับรีวิวของคุณแล้ว รีวิวจะแสดงหลังผู้ดูแลตรวจสอบ')).toBeVisible();
});

test('the booking calendar: open, closed, today and chosen days look different in both themes; a closed today has no ring', async ({
  page,
}) => {
  // A Sunday morning in Bangkok: today is closed, Monday is open.
  let at = Date.now() + DAY_MS;
  while (new Date(`${bangkokDay(at)}T12:00:00Z`).getUTCDay() !== 0) at += DAY_MS;
  const sunday = bangkokDay(at);
  await page.clock.setFixedTime(new Date(`${sunday}T10:00:00+07:00`));
  await page.goto('/th/appointment');
  const calendar = page.getByTestId('booking-calendar');
  await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
  const today = calendar.locator(`td[data-day="${sunday}"]`);
  await expect(today).toHaveAttribute('data-today', 'true');
  await expect(today.locator('button')).toBeDisabled();
  const picked = await pickDay(page, (d) => d > sunday);
  // The pointer off the calendar: no day is hovered.
  await page.mouse.move(0, 0);
  const open = await calendar
    .locator('td[data-day]:not([data-disabled]):not([data-selected]):has(> button)')
    .first()
    .getAttribute('data-day');
  const closed = await calendar
    .locator(`td[data-day][data-disabled]:not([data-day="${sunday}"]):has(> button)`)
    .first()
    .getAttribute('data-day');

  const look = (day: string) =>
    calendar.locator(`td[data-day="${day}"] button`).evaluate((button) => {
      const style = getComputedStyle(button);
      const dot = getComputedStyle(button, '::after');
      return {
        color: style.color,
        background: style.backgroundColor,
        border: style.borderTopColor,
        weight: style.fontWeight,
        ring: style.boxShadow,
        dot: dot.content !== 'none' && dot.width !== 'auto' && Number.parseFloat(dot.width) > 0,
      };
    });
  for (const dark of [false, true]) {
    await setDarkTheme(page, dark);
    const theme = dark ? 'dark' : 'light';
    const [enabled, disabled, chosen, todayLook] = await Promise.all([
      look(open!),
      look(closed!),
      look(picked),
      look(sunday),
    ]);
    // Open: outlined, in the text colour; closed: no outline, no fill, another (muted) colour.
    expect(enabled.border, theme).not.toBe('rgba(0, 0, 0, 0)');
    expect(disabled.border, theme).toBe('rgba(0, 0, 0, 0)');
    expect(disabled.background, theme).toBe('rgba(0, 0, 0, 0)');
    expect(disabled.color, theme).not.toBe(enabled.color);
    expect(disabled.weight, theme).not.toBe(enabled.weight);
    // Chosen: filled with the accent, unlike the open days.
    const accent = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--accent)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(chosen.background, theme).toBe(accent);
    expect(chosen.background, theme).not.toBe(enabled.background);
    // Today (closed): a dot, the closed look, and no ring.
    expect(todayLook.dot, theme).toBe(true);
    expect(todayLook.ring, theme).toBe('none');
    expect(todayLook.color, theme).toBe(disabled.color);
    expect((await look(open!)).dot, theme).toBe(false);
  }
  await setDarkTheme(page, false);
});

test('on a phone, “select” marks the lawyer’s row and the selection stays in view at the bottom of the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await useAdminSession(page);
  await page.goto('/th/admin/questions');
  const matching = await page.locator('a[href*="/th/admin/question-matching/"]').first().getAttribute('href');
  await page.goto(matching!);
  const summary = page.getByTestId('matching-summary');
  await expect(summary).toBeInViewport();
  await expect(page.getByTestId('matching-selected-count')).toHaveText(
    'ยังไม่ได้เลือก กด «เลือก» ที่ทนายความในรายการ',
  );

  // A lawyer far down the list: the row and its button show the choice, and the summary is on screen with it.
  const row = page.locator('[data-testid="matching-candidates"] > li').nth(5);
  const name = (await row.locator('.font-medium').first().textContent())!.trim();
  const select = row.getByRole('button', { name: 'เลือก' });
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toHaveAttribute('data-selected', 'true');
  await expect(row.getByTestId('candidate-chosen')).toHaveText('เลือกแล้ว');
  await expect(select).toBeInViewport();
  await expect(summary).toBeInViewport();
  await expect(page.getByTestId('matching-selected-count')).toHaveText('เลือกไว้ 1 คน');
  await expect(page.getByTestId('matching-selected')).toContainText(name);
  // The summary does not cover the button that was pressed.
  const [button, bar] = await Promise.all([select.boundingBox(), summary.boundingBox()]);
  expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);

  // Pressed again, the choice is taken back, beside the button and in the summary.
  await select.click();
  await expect(select).toHaveAttribute('aria-pressed', 'false');
  await expect(row).not.toHaveAttribute('data-selected');
  await expect(page.getByTestId('matching-selected').locator('li')).toHaveCount(0);
});
