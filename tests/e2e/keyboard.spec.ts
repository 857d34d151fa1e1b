import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

// Keyboard-only journeys: after page.goto, only page.keyboard (Tab, Shift+Tab, Enter, Space, arrows, typing into
// the control that has the focus). Locators are used to read the page, never to click or fill.

/**
 * Where the focus is and whether it can be seen: an outline (Chromium's default ring included) or a ring (a box
 * shadow with no blur and a spread, as Tailwind's ring utilities draw) on the control, or on the label that wraps a
 * radio or checkbox (the choice cards draw the ring around the whole card).
 */
function focusState(target: Element | null) {
  const active = document.activeElement;
  if (!active || active === document.body)
    return { onTarget: false, visible: false, what: 'nothing focused' };
  const shows = (el: Element) => {
    const style = getComputedStyle(el);
    const transparent = (colour: string) => colour === 'transparent' || /rgba\(.*,\s*0\)$/.test(colour);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const ring = style.boxShadow.split(/,(?![^(]*\))/).some((shadow) => {
      const lengths = shadow.match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
      const colour = shadow.match(/rgba?\([^)]*\)|oklch\([^)]*\)|oklab\([^)]*\)|color\([^)]*\)/)?.[0] ?? '';
      return (
        lengths.length >= 4 &&
        lengths[0] === 0 &&
        lengths[1] === 0 &&
        lengths[2] === 0 &&
        (lengths[3] ?? 0) > 0 &&
        !transparent(colour)
      );
    });
    return outline || ring;
  };
  const wrapper = active.closest('label');
  const visible = active.matches(':focus-visible') && (shows(active) || (wrapper !== null && shows(wrapper)));
  const name =
    active.getAttribute('aria-label') ??
    (active as HTMLInputElement).labels?.[0]?.textContent ??
    active.textContent ??
    '';
  return {
    onTarget: target !== null && (active === target || target.contains(active)),
    visible,
    what: `<${active.tagName.toLowerCase()}${active.id ? ` id="${active.id}"` : ''}> ${name.trim().slice(0, 60)}`,
  };
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on `target` (or inside it), checking at every stop that the
 * focused control shows a visible focus indicator.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeAttached();
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const state = await page.evaluate(focusState, handle);
    expect(state.visible, `visible focus on ${state.what}`).toBe(true);
    if (state.onTarget) return;
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${target}`);
}

/** The focused element shows its focus (after arrow keys or a re-render). */
async function expectFocusVisible(page: Page) {
  const state = await page.evaluate(focusState, null);
  expect(state.visible, `visible focus on ${state.what}`).toBe(true);
}

/** Moves a focused <select> with the arrow keys until it shows `label`. */
async function arrowToOption(page: Page, select: Locator, label: string) {
  await expect(select).toBeFocused();
  const labels = await select.locator('option').allTextContents();
  const wanted = labels.findIndex((l) => l.trim() === label);
  expect(wanted, `option ${label}`).toBeGreaterThanOrEqual(0);
  const current = await select.evaluate((el: HTMLSelectElement) => el.selectedIndex);
  const key = wanted >= current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(wanted - current); i += 1) await page.keyboard.press(key);
  await expect(select.locator('option:checked')).toHaveText(label);
}

/** A field with an error: aria-invalid, and described by an element that screen readers announce. */
async function expectAnnouncedError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  const page = field.page();
  const errors = describedBy
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => page.locator(`[id="${id}"]`));
  const announced: string[] = [];
  for (const error of errors) {
    const live = await error.evaluate(
      (el) =>
        el.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"], [role="status"]') !== null,
    );
    if (live) announced.push((await error.textContent()) ?? '');
  }
  expect(announced.join(' | '), `announced error of ${await field.getAttribute('id')}`).toMatch(message);
}

test.describe('keyboard only', () => {
  // Far from Bangkok on purpose, like the booking spec: the calendar's days are Bangkok days.
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('search from the home page: case type, province, submit, then a lawyer profile', async ({ page }) => {
    await page.goto('/th');
    const form = page.getByRole('form', { name: 'ค้นหาทนายความ' });
    await expect(form).toBeVisible();

    const caseType = form.getByLabel('ประเภทคดี');
    await tabTo(page, caseType);
    await arrowToOption(page, caseType, 'แพ่ง');
    await expectFocusVisible(page);

    const province = form.getByLabel('จังหวัด');
    await tabTo(page, province);
    await page.keyboard.type('กรุงเทพ');
    await expect(province).toHaveValue('กรุงเทพ');

    await tabTo(page, form.getByRole('button', { name: 'ค้นหา' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/th\/search\?case=[^&]+&province=[^&]+$/);
    await expect(page.getByRole('heading', { name: /พบทนายความ \d+ คน/ })).toBeVisible();

    const card = page.getByTestId('lawyer-card').first();
    const name = ((await card.locator('h3').textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await tabTo(page, card.getByRole('link', { name: 'ดูโปรไฟล์' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/th\/profile\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('book a consultation from a profile: errors announced, date picker, time, contact fields, submit', async ({
    page,
  }) => {
    await page.goto('/th/search');
    // A lawyer the other booking specs do not book (they take the first results), so no slot is taken meanwhile.
    const href = await page.getByTestId('lawyer-card').nth(3).locator('h3 a').getAttribute('href');
    const id = href?.split('/').pop();
    await page.goto(`/th/lawyers/${id}`);
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();

    await tabTo(page, page.getByTestId('book-appointment'));
    const [booking] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
    await booking.waitForLoadState();
    await expect(booking).toHaveURL(new RegExp(`/th/appointment\\?lawyer=${id}$`));
    await expect(booking.getByTestId('booking-lawyer')).toContainText(name);
    const form = booking.getByTestId('booking-form');
    const submit = form.getByRole('button', { name: 'ยืนยันการนัดหมาย' });

    // An empty submit: the errors are announced and the focus goes to the first field with an error.
    await tabTo(booking, submit);
    await booking.keyboard.press('Enter');
    await expect(toast(booking, 'ข้อมูลไม่ครบถ้วน')).toBeVisible();
    const fullName = form.getByLabel('ชื่อ-นามสกุล');
    await expect(fullName).toBeFocused();
    await expectFocusVisible(booking);
    await expectAnnouncedError(fullName, 'กรุณากรอกชื่อ-นามสกุล');
    await expectAnnouncedError(form.getByLabel('เบอร์โทรศัพท์'), 'กรุณากรอกเบอร์โทรศัพท์');
    await expectAnnouncedError(form.getByLabel('ประเภทคดี'), 'กรุณาเลือกประเภทคดี');

    const person = `ผู้จองด้วยคีย์บอร์ด ${Date.now()}`;
    await booking.keyboard.type(person);
    await tabTo(booking, form.getByLabel('เบอร์โทรศัพท์'));
    await booking.keyboard.type('081-234-5678');
    const specialty = form.getByLabel('ประเภทคดี');
    await tabTo(booking, specialty);
    await arrowToOption(booking, specialty, 'ครอบครัว');
    await expect(fullName).toHaveAttribute('aria-invalid', 'false');

    // Radio groups: Tab enters the group, the arrow keys choose.
    await tabTo(booking, form.getByLabel('ปกติ'));
    await booking.keyboard.press('ArrowRight');
    await expect(form.getByLabel('เร่งด่วน', { exact: true })).toBeChecked();
    await expectFocusVisible(booking);
    await tabTo(booking, form.getByLabel('รายละเอียดเบื้องต้น'));
    await booking.keyboard.type('ปรึกษาเรื่องมรดก');
    const office = form.getByRole('radio', { name: /^พบที่สำนักงาน/ });
    await tabTo(booking, office);
    await booking.keyboard.press('Space');
    await expect(office).toBeChecked();

    // The date picker: one Tab stop for the month grid, arrows move between days, Enter picks.
    const calendar = booking.getByTestId('booking-calendar');
    await expect(calendar).not.toHaveAttribute('aria-busy', 'true');
    const bookable = calendar.locator('td[data-day]:not([data-disabled]):not([data-outside]) button');
    if ((await bookable.count()) === 0) {
      // No day left in this month (its last day is a Sunday, say): the next-month button first.
      await tabTo(booking, calendar.getByRole('button', { name: /ถัดไป/ }));
      await booking.keyboard.press('Enter');
    }
    await tabTo(booking, calendar.getByRole('grid'));
    await booking.keyboard.press('ArrowRight');
    await expectFocusVisible(booking);
    await booking.keyboard.press('Enter');
    await expect(calendar.locator('td[data-selected]')).toHaveCount(1);
    await expect(booking.getByTestId('booking-selected-date')).toContainText(/\d{4}/);

    const times = booking.getByTestId('booking-time');
    await tabTo(booking, times.getByRole('radio').first());
    await booking.keyboard.press('ArrowRight');
    await booking.keyboard.press('Space');
    await expect(times.getByRole('radio', { checked: true })).toHaveCount(1);

    await tabTo(booking, submit);
    await booking.keyboard.press('Enter');
    // The receipt, whose calendar file is reached with the keyboard.
    await expect(booking).toHaveURL(/\/th\/booking\/TN-[0-9A-Z]{6}\?/);
    await expect(booking.getByTestId('receipt-status')).toHaveText('รอทนายความยืนยัน');
    await tabTo(booking, booking.getByTestId('receipt-calendar'));
    await expectFocusVisible(booking);

    await booking.goto('/th/dev/outbox');
    await expect(
      booking
        .locator('[data-testid="outbox-email"][data-kind="appointment-request"]')
        .filter({ hasText: person }),
    ).toHaveCount(2);
  });

  test('ask a question as a signed-in member: errors announced, then sent', async ({ page }) => {
    const email = uniqueEmail('e2e-keyboard');
    await signUpConfirmed(page, 'th', 'สมศรี คีย์บอร์ด', email, 'secret-keys-123');
    await page.goto('/th/ask');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'ส่งคำถาม' }) });
    const title = form.getByLabel('หัวข้อ');
    await expect(title).toBeVisible();

    await tabTo(page, form.getByRole('button', { name: 'ส่งคำถาม' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'กรุณากรอกหัวข้อและรายละเอียดคำถาม')).toBeVisible();
    // The focus goes to the first field with an error, as on the other forms.
    await expect(title).toBeFocused();
    await expectFocusVisible(page);
    await expectAnnouncedError(title, /กรุณา/);
    await expectAnnouncedError(form.getByLabel('รายละเอียด'), /กรุณา/);

    const subject = `คำถามจากคีย์บอร์ด ${Date.now()}`;
    await page.keyboard.type(subject);
    await tabTo(page, form.getByLabel('รายละเอียด'));
    await page.keyboard.type('นายจ้างไม่จ่ายค่าจ้างสองเดือน');
    const province = form.getByLabel('จังหวัด (ไม่บังคับ)');
    await tabTo(page, province);
    await arrowToOption(page, province, 'กรุงเทพมหานคร');
    // The description is long enough for the suggestion as one types, which ticks its case types when none is
    // chosen: wait for it, so that it cannot land after a key press and undo it.
    await expect(page.getByTestId('ask-suggestion')).toContainText('แรงงาน', { timeout: 15_000 });
    const labour = form.getByRole('checkbox', { name: 'แรงงาน' });
    await tabTo(page, labour);
    const ticked = await labour.isChecked();
    await page.keyboard.press('Space');
    await expect(labour).toBeChecked({ checked: !ticked });
    if (ticked) await page.keyboard.press('Space');
    await expect(labour).toBeChecked();
    const consent = form.getByRole('checkbox', { name: /ยินยอมโดยชัดแจ้ง/ });
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();

    await tabTo(page, form.getByRole('button', { name: 'ส่งคำถาม' }));
    await page.keyboard.press('Enter');
    // The inbox shows its toast for `?asked=1`, then drops the parameter from the address.
    await expect(page).toHaveURL(/\/th\/inbox(\?asked=1)?$/);
    await expect(page.getByTestId('my-question').getByText(subject)).toBeVisible();
  });
});
