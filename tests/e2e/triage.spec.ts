import { expect, test } from './fixtures.ts';
import { signIn, toast } from './helpers.ts';

// The case-triage assistant (docs/product-rules.md, "Case triage"): a problem in a person's own Thai words gives its
// case type and lawyers, and 'ask these lawyers' opens the ask form filled in ahead, kept through signing in.

const PROBLEM = 'ผมถูกนายจ้างที่กรุงเทพเลิกจ้างโดยไม่บอกล่วงหน้า และไม่จ่ายค่าชดเชย ทำงานมา 5 ปี';

test('describe a problem, see its case type and lawyers, and ask them with the form filled in', async ({
  page,
}) => {
  await page.goto('/th/ai');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผู้ช่วยคัดกรองคดี');
  await expect(page.getByTestId('triage-honest')).toContainText('ไม่ใช่คำแนะนำทางกฎหมาย');
  await page.getByLabel('เล่าปัญหาของคุณ').fill(PROBLEM);
  await page.getByRole('button', { name: 'แนะนำประเภทคดี' }).click();

  const best = page.getByTestId('triage-case-types').locator('li[data-case-type]').first();
  await expect(best).toHaveAttribute('data-case-type', 'labour');
  await expect(best).toContainText('แรงงาน');
  await expect(best).toContainText('%');
  await expect(best.getByTestId('triage-word').first()).toBeVisible();
  await expect(page.getByTestId('triage-province')).toContainText('กรุงเทพมหานคร');
  await expect(page.getByTestId('triage-urgent')).toHaveCount(0);
  const lawyers = page.getByTestId('triage-lawyers').locator(':scope > li');
  expect(await lawyers.count()).toBeGreaterThan(0);
  expect(await lawyers.count()).toBeLessThanOrEqual(3);
  // The text stays in the form.
  await expect(page.getByLabel('เล่าปัญหาของคุณ')).toHaveValue(PROBLEM);

  await page.getByRole('link', { name: 'ถามทนายความเหล่านี้' }).click();
  await expect(page).toHaveURL(/\/th\/ask\?content=/);
  const filledIn = async () => {
    await expect(page.getByLabel('รายละเอียด')).toHaveValue(PROBLEM);
    await expect(page.getByRole('checkbox', { name: 'แรงงาน' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'อาญา' })).not.toBeChecked();
    await expect(page.getByLabel('จังหวัด (ไม่บังคับ)')).toHaveValue('กรุงเทพมหานคร');
  };
  await filledIn();
  // The description is long enough for the suggestion as one types, which changes nothing the link filled in.
  await expect(page.getByTestId('ask-suggestion')).toContainText('แรงงาน');
  await filledIn();

  // Changeable: a specialty added stays; a visitor is sent to sign in and comes back to the form as it was.
  await page.getByRole('checkbox', { name: 'ธุรกิจ' }).check();
  await page.getByLabel('หัวข้อ').fill('ถูกเลิกจ้างไม่ได้ค่าชดเชย');
  await page.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(toast(page, 'กรุณาเข้าสู่ระบบก่อนส่งคำถาม')).toBeVisible();
  await expect(page).toHaveURL(/\/th\/auth\?next=%2Fth%2Fask$/);
  await signIn(page, 'th', 'member@tanai.example', 'tanai-member', 'เข้าสู่ระบบ');
  await expect(page).toHaveURL(/\/th\/ask$/);
  await filledIn();
  await expect(page.getByRole('checkbox', { name: 'ธุรกิจ' })).toBeChecked();
  await expect(page.getByLabel('หัวข้อ')).toHaveValue('ถูกเลิกจ้างไม่ได้ค่าชดเชย');
});

test('an urgent problem shows the banner first: the hotline, the emergency numbers, and the ask form filled in', async ({
  page,
}) => {
  await page.goto('/th/ai');
  await page.getByLabel('เล่าปัญหาของคุณ').fill('สามีถูกตำรวจจับเมื่อคืน ตอนนี้อยู่ที่สถานีตำรวจ ต้องประกันตัว');
  await page.getByRole('button', { name: 'แนะนำประเภทคดี' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'เรื่องนี้อาจต้องได้รับความช่วยเหลือวันนี้' });
  await expect(banner).toBeVisible();
  // The lawyers' hotline (LAWYER_HOTLINE's default) is the first action, before the emergency numbers.
  await expect(banner.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:020000001');
  await expect(banner.getByTestId('triage-urgent-hotline')).toBeVisible();
  await expect(banner.locator('a[href="tel:191"]')).toBeVisible();
  // 'Talk to a lawyer today' opens the ask form filled in with the text, not a search.
  await banner.getByRole('link', { name: 'คุยกับทนายความวันนี้' }).click();
  await expect(page).toHaveURL(/\/th\/ask\?content=/);
  await expect(page.getByLabel('รายละเอียด')).toHaveValue(/ต้องประกันตัว/);
});

test('the ask form suggests case types and a province as one types, never over a choice', async ({
  page,
}) => {
  await page.goto('/th/ask');
  const suggestion = page.getByTestId('ask-suggestion');
  // Too short: nothing is asked.
  await page.getByLabel('รายละเอียด').fill('ถูกเลิกจ้าง');
  await page.waitForTimeout(900);
  await expect(suggestion).toHaveText('');

  await page.getByLabel('รายละเอียด').fill('ฉันถูกนายจ้างที่เชียงใหม่เลิกจ้างโดยไม่จ่ายค่าชดเชย');
  await expect(suggestion).toContainText('แนะนำจากรายละเอียด');
  await expect(suggestion).toContainText('แรงงาน');
  await expect(suggestion).toContainText('เชียงใหม่');
  await expect(page.getByRole('checkbox', { name: 'แรงงาน' })).toBeChecked();
  await expect(page.getByLabel('จังหวัด (ไม่บังคับ)')).toHaveValue('เชียงใหม่');

  // The person's own choice stays: unchecked, then another description, and the specialty stays unchecked.
  await page.getByRole('checkbox', { name: 'แรงงาน' }).uncheck();
  await page.getByRole('checkbox', { name: 'อาญา' }).check();
  await page.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('ภูเก็ต');
  await page.getByLabel('รายละเอียด').fill('บริษัทที่เชียงใหม่เลิกจ้างผมและไม่จ่ายค่าชดเชยตามกฎหมายแรงงาน');
  await page.waitForTimeout(1200);
  await expect(page.getByRole('checkbox', { name: 'แรงงาน' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'อาญา' })).toBeChecked();
  await expect(page.getByLabel('จังหวัด (ไม่บังคับ)')).toHaveValue('ภูเก็ต');
});
