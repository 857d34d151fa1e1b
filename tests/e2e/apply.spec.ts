import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { signUpConfirmed, toast, uniqueEmail } from './helpers.ts';

// One fresh member (signed up through the interface) goes through the pages in order: apply, the /en
// texts, then the own lawyer profile. The demo member is shared by every e2e file, so it is not used here.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'secret-apply-123';
const email = uniqueEmail('e2e-apply');
let session: Awaited<ReturnType<BrowserContext['storageState']>>;

const signedIn = (browser: Browser) => browser.newContext({ storageState: session });
const applyForm = (page: Page) => page.getByTestId('apply-form');
const lawyerForm = (page: Page) => page.getByTestId('lawyer-form');

/** The application's required fields beyond name and licence: title, a specialty, the fee (Thai is pre-checked). */
async function fillListingDetails(form: ReturnType<typeof applyForm>) {
  await form.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความอาวุโส');
  await form.getByRole('button', { name: 'แพ่ง', exact: true }).click();
  await form.getByLabel(/^ค่าบริการ \(บาท\)/).fill('2000');
}

const png = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f5d7c' } })
    .png()
    .toBuffer();

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, 'th', 'สมชาย สมัครทนาย', email, PASSWORD);
  session = await context.storageState();
  await context.close();
});

test('signed-out visitors are sent to sign in, and come back after it', async ({ page }) => {
  await page.goto('/th/apply');
  await expect(page).toHaveURL('/th/auth?next=%2Fth%2Fapply');
  await page.goto('/th/lawyers/new');
  await expect(page).toHaveURL('/th/auth?next=%2Fth%2Flawyers%2Fnew');
  await page.goto('/en/apply');
  await expect(page).toHaveURL('/en/auth?next=%2Fen%2Fapply');
});

test('the forms fit a 360 px wide phone', async ({ browser }) => {
  const context = await browser.newContext({ storageState: session, viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  for (const path of ['/th/apply', '/th/lawyers/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('form')).toBeVisible();
    // The page's own content (the header is checked by the layout tests).
    const overflow = await page.evaluate(() =>
      Math.max(
        0,
        ...[...document.querySelectorAll('main *')].map(
          (e) => e.getBoundingClientRect().right - window.innerWidth,
        ),
      ),
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
  // The quick-pick chips are comfortable tap targets.
  const chip = page.getByRole('button', { name: 'แพ่ง', exact: true });
  expect((await chip.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await context.close();
});

test('a member applies, sees the review notice and the pending status; a second application is refused', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await signedIn(browser);
  const page = await context.newPage();
  await page.goto('/th/apply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('สมัครเป็นทนายความในเครือข่าย');
  await expect(page).toHaveTitle(/สมัครเป็นทนายความในเครือข่าย/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // A second tab with the form open, to send a second application later.
  const other = await context.newPage();
  await other.goto('/th/apply');

  const form = applyForm(page);
  // The e-mail defaults to the account's.
  await expect(form.getByLabel('อีเมล (ไม่บังคับ)')).toHaveValue(email);

  // Validation: translated messages next to the fields, nothing sent.
  await form.getByLabel('ประสบการณ์ (ปี)').fill('-1');
  await form.getByLabel('เว็บไซต์ (ไม่บังคับ)').fill('not a website');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByText('กรุณากรอกชื่อ-นามสกุล')).toBeVisible();
  await expect(form.getByText('กรุณากรอกเลขใบอนุญาตว่าความ')).toBeVisible();
  await expect(form.getByText('ประสบการณ์ต้องเป็นจำนวนปีเต็ม ตั้งแต่ 0 ขึ้นไป')).toBeVisible();
  await expect(form.getByText('ที่อยู่เว็บไซต์ไม่ถูกต้อง')).toBeVisible();
  // What the listing needs: title, at least one specialty, the fee (Thai is pre-checked among the languages).
  await expect(form.getByText('กรุณากรอกตำแหน่ง เช่น ทนายความ')).toBeVisible();
  await expect(form.getByText('กรุณาเลือกความเชี่ยวชาญอย่างน้อย 1 รายการ')).toBeVisible();
  await expect(form.getByText('กรุณากรอกค่าบริการ (บาท)')).toBeVisible();
  const languages = form.getByRole('group', { name: 'ภาษาที่ให้บริการ' });
  await expect(languages.getByRole('checkbox', { name: 'ไทย' })).toBeChecked();
  await expect(form.getByLabel(/^ชื่อ-นามสกุล/)).toBeFocused();
  await expect(page.getByTestId('application-status')).toHaveCount(0);

  await form.getByLabel(/^ชื่อ-นามสกุล/).fill('สมชาย สมัครทนาย');
  await form.getByLabel(/^เลขใบอนุญาตว่าความ/).fill('12345/2560');
  await form.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความอาวุโส');
  await form.getByLabel('ประสบการณ์ (ปี)').fill('7');
  await form.getByLabel('เว็บไซต์ (ไม่บังคับ)').fill('www.somchai-law.example');
  // A specialty outside the list is refused next to the field.
  const areas = form.getByRole('textbox', { name: /^ความเชี่ยวชาญ/ });
  await areas.fill('คดียาเสพติด');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByText('กรุณาเลือกความเชี่ยวชาญจากประเภทคดีที่กำหนด')).toBeVisible();
  await expect(areas).toBeFocused();
  await areas.fill('');
  // Quick-pick chips fill the comma-separated field, and a second tap takes the area out again.
  await form.getByRole('button', { name: 'แพ่ง', exact: true }).click();
  await form.getByRole('button', { name: 'ครอบครัว', exact: true }).click();
  await form.getByRole('button', { name: 'มรดก', exact: true }).click();
  await expect(areas).toHaveValue('แพ่ง, ครอบครัว, มรดก');
  await form.getByRole('button', { name: 'ครอบครัว', exact: true }).click();
  await expect(areas).toHaveValue('แพ่ง, มรดก');
  await expect(form.getByRole('button', { name: 'แพ่ง', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await form.getByLabel('จังหวัด (ไม่บังคับ)').selectOption({ label: 'เชียงใหม่' });
  // Languages, a fee range with its unit, education.
  await languages.getByText('อังกฤษ', { exact: true }).click();
  await expect(languages.getByRole('checkbox', { name: 'อังกฤษ' })).toBeChecked();
  await form.getByLabel(/^ค่าบริการ \(บาท\)/).fill('3000');
  await form.getByLabel('ถึง (บาท) (ไม่บังคับ)').fill('1000');
  await form.getByLabel('หน่วยค่าบริการ').selectOption({ label: 'ต่อชั่วโมง' });
  await form.getByLabel('การศึกษา (ไม่บังคับ)').fill('นิติศาสตรบัณฑิต มหาวิทยาลัยเชียงใหม่\nเนติบัณฑิตไทย');
  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(form.getByText('ค่าบริการสูงสุดต้องไม่น้อยกว่าค่าบริการเริ่มต้น')).toBeVisible();
  await form.getByLabel('ถึง (บาท) (ไม่บังคับ)').fill('8000');

  // Pictures: the avatar and the business card are uploaded before the form is sent.
  await form
    .getByLabel('รูปโปรไฟล์ (ไม่บังคับ)')
    .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await png() });
  await expect(form.locator('input[name="avatarKey"]')).toHaveValue(/^avatars\/.+\.webp$/);
  await form
    .getByLabel('นามบัตร (ไม่บังคับ)')
    .setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: await png() });
  await expect(form.locator('input[name="businessCardKey"]')).toHaveValue(/^business-cards\/.+\.jpg$/);

  await form.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  const done = page.getByTestId('apply-done');
  await expect(done).toBeVisible();
  await expect(done).toContainText('ผู้ดูแลระบบจะตรวจสอบใบสมัครของคุณ');
  const status = page.getByTestId('application-status');
  await expect(status.getByTestId('application-row')).toHaveCount(1);
  await expect(status).toContainText('รอตรวจสอบ');
  await expect(status).toContainText('สมชาย สมัครทนาย');
  // While it is pending the form is not offered again.
  await expect(applyForm(page)).toHaveCount(0);

  // The second tab still shows the form: its application is refused with a translated message.
  const second = applyForm(other);
  await second.getByLabel(/^ชื่อ-นามสกุล/).fill('สมชาย อีกครั้ง');
  await second.getByLabel(/^เลขใบอนุญาตว่าความ/).fill('12345/2560');
  await fillListingDetails(second);
  await second.getByRole('button', { name: 'ส่งใบสมัคร' }).click();
  await expect(toast(other, 'คุณมีใบสมัครที่รอการตรวจสอบอยู่แล้ว กรุณารอผลการพิจารณาก่อนส่งใบสมัครใหม่')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await context.close();
});

test('the pages are translated on /en', async ({ browser }) => {
  const context = await signedIn(browser);
  const page = await context.newPage();
  await page.goto('/en/apply');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply to join the lawyer network');
  await expect(page.getByRole('heading', { name: 'My applications' })).toBeVisible();
  await expect(page.getByTestId('application-status')).toContainText('Pending review');

  await page.goto('/en/lawyers/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a lawyer profile');
  await expect(page).toHaveTitle(/Add a lawyer profile/);
  const form = lawyerForm(page);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Some details are missing')).toBeVisible();
  await expect(form.getByText('Please enter your lawyer licence number')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Civil', exact: true })).toBeVisible();
  await context.close();
});

test('the application is translated on /en, with its field errors', async ({ browser }) => {
  // A member without an application sees the form.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpConfirmed(page, 'en', 'Somsri Applicant', uniqueEmail('e2e-apply-en'), PASSWORD);
  await page.goto('/en/apply');
  const form = applyForm(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Please choose at least one specialty')).toBeVisible();
  await expect(form.getByText('Please enter your fee (baht)')).toBeVisible();
  const languages = form.getByRole('group', { name: 'Languages you work in' });
  await expect(languages.getByRole('checkbox', { name: 'Thai' })).toBeChecked();
  await expect(form.getByLabel('Fee unit')).toHaveValue('per_session');
  await context.close();
});

test('the own lawyer profile: the required message for missing fields, then an unverified profile', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await signedIn(browser);
  const page = await context.newPage();
  await page.goto('/th/lawyers/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('เพิ่มโปรไฟล์ทนายความ');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const form = lawyerForm(page);

  await form.getByRole('button', { name: 'บันทึกโปรไฟล์' }).click();
  await expect(toast(page, 'ข้อมูลไม่ครบ')).toBeVisible();
  // Name, title, province and specialties: 'ข้อมูลไม่ครบ'; the licence has its own message.
  await expect(form.getByText('ข้อมูลไม่ครบ', { exact: true })).toHaveCount(4);
  await expect(form.getByText('กรุณากรอกเลขใบอนุญาตว่าความ')).toBeVisible();
  await expect(form.getByLabel(/^ชื่อ/)).toBeFocused();

  await form.getByLabel(/^ชื่อ/).fill('ทนายสมชาย สมัครทนาย');
  await form.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความ');
  await form.getByLabel(/^จังหวัด/).selectOption({ label: 'ขอนแก่น' });
  await form.getByRole('button', { name: 'อาญา', exact: true }).click();
  await form.getByRole('textbox', { name: /^ความเชี่ยวชาญ/ }).press('End');
  await form.getByRole('textbox', { name: /^ความเชี่ยวชาญ/ }).pressSequentially(', คดียาเสพติด');
  await form.getByLabel(/^เลขใบอนุญาตว่าความ/).fill('12345/2560');
  await form
    .getByLabel('รูปโปรไฟล์ (ไม่บังคับ)')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
  await expect(form.locator('input[name="avatarKey"]')).toHaveValue(/^avatars\/.+\.webp$/);
  await form.getByRole('button', { name: 'บันทึกโปรไฟล์' }).click();

  // The new profile, shown to its owner with the "waiting for verification" banner.
  await expect(page).toHaveURL(/\/th\/lawyers\/[0-9a-f-]{36}$/);
  const profileUrl = page.url();
  await expect(page.getByTestId('pending-verification')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทนายสมชาย สมัครทนาย');
  await expect(page.getByText('คดียาเสพติด')).toBeVisible();
  await expect(page.locator('img[src^="/files/public/avatars/"]').first()).toBeVisible();

  // A user with a profile is sent to it instead of the form.
  await page.goto('/th/lawyers/new');
  await expect(page).toHaveURL(profileUrl);

  // The account area leads to the listing editor: the name and licence are the admin's, the rest is theirs.
  await page.goto('/th/account');
  await page.getByTestId('account-lawyer-link').click();
  await expect(page).toHaveURL(/\/th\/account\/lawyer$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ข้อมูลการให้บริการของฉัน');
  const listing = page.getByTestId('own-listing-form');
  await expect(listing.locator('#lawyer-name')).toHaveValue('ทนายสมชาย สมัครทนาย');
  await expect(listing.locator('#lawyer-name')).toHaveAttribute('readonly', '');
  await expect(listing.locator('#lawyer-license')).toHaveAttribute('readonly', '');
  // The specialties are the case types, as chips; its free-text one is kept.
  const specialties = listing.getByRole('group', { name: 'ความเชี่ยวชาญ' });
  await expect(specialties.getByRole('checkbox', { name: 'อาญา' })).toBeChecked();
  await expect(specialties.getByRole('checkbox', { name: 'คดียาเสพติด' })).toBeChecked();
  await specialties.getByText('ธุรกิจ', { exact: true }).click();
  await listing.getByRole('textbox', { name: /^ตำแหน่ง( \(|$)/ }).fill('ทนายความอาวุโส');
  const spoken = listing.getByRole('group', { name: 'ภาษาที่ให้บริการ' });
  await spoken.getByText('ไทย', { exact: true }).click();
  await spoken.getByText('จีน', { exact: true }).click();
  // Bad input: a translated message next to the field, nothing saved.
  await listing.getByLabel(/^ค่าบริการ \(บาท\)/).fill('1500');
  await listing.getByLabel('ถึง (บาท) (ไม่บังคับ)').fill('100');
  await listing.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(listing.getByText('ค่าบริการสูงสุดต้องไม่น้อยกว่าค่าบริการเริ่มต้น')).toBeVisible();
  await expect(listing.getByLabel('ถึง (บาท) (ไม่บังคับ)')).toBeFocused();
  await listing.getByLabel('ถึง (บาท) (ไม่บังคับ)').fill('');
  await listing.getByLabel('ประสบการณ์ (ปี) (ไม่บังคับ)').fill('9');
  await listing.getByRole('button', { name: 'บันทึกการแก้ไข' }).click();
  await expect(toast(page, 'บันทึกข้อมูลแล้ว')).toBeVisible();

  // The profile shows the new details; the name is unchanged.
  await page.goto(profileUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ทนายสมชาย สมัครทนาย');
  await expect(page.getByText('ทนายความอาวุโส')).toBeVisible();
  await expect(page.getByTestId('profile-fee')).toHaveText('1,500 บาท ต่อครั้ง');

  // Nobody else sees it until an administrator verifies it.
  const visitor = await browser.newPage();
  await visitor.goto(profileUrl);
  await expect(visitor.getByTestId('lawyer-not-found')).toBeVisible();
  await visitor.close();
  await context.close();
});
