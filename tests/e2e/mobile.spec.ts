import { expect, test } from './fixtures.ts';

test('on a phone the menu opens as a sheet and the page does not scroll sideways', async ({ page }) => {
  await page.goto('/th');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The phone header's sign-up icon opens the sign-up tab of the sign-in page.
  const signUp = page.getByRole('link', { name: 'สมัครสมาชิก' });
  await expect(signUp).toHaveAttribute('href', '/th/auth?tab=signUp');
  await signUp.click();
  await expect(page.getByRole('tab', { name: 'สมัครสมาชิก' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/th');
  await page.getByRole('button', { name: 'เปิดเมนู' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'ค้นหาทนาย' })).toBeVisible();
  // Payment shows on home; knowledge and news do not.
  await expect(dialog.getByRole('link', { name: 'วิธีชำระเงิน' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'ศูนย์ความรู้' })).toHaveCount(0);
});

// The case-triage assistant on a phone, in English and Chinese (docs/product-rules.md, "Case triage"): the urgent
// banner comes first with numbers one can tap, and the results fit the screen.
test.describe('the case-triage assistant on a phone', () => {
  for (const { lang, text, label, submit, family, province, banner } of [
    {
      lang: 'en',
      text: 'My husband took our daughter from school and says he will fly with her to Singapore tonight. We live in Phuket.',
      label: 'Describe your problem',
      submit: 'Suggest the case type',
      family: 'Family',
      province: 'Phuket',
      banner: 'This may need help today',
    },
    {
      lang: 'zh',
      text: '我丈夫把女儿从学校接走了，说今晚要带她飞去新加坡，我能阻止吗？我们住在普吉。',
      label: '描述您的问题',
      submit: '建议案件类型',
      family: '家庭',
      province: '普吉',
      banner: '此事可能需要今天就获得帮助',
    },
  ]) {
    test(`${lang}: the urgent banner first, the case type and province, nothing wider than the screen`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/ai`);
      await page.getByLabel(label).fill(text);
      await page.getByRole('button', { name: submit }).click();
      const alert = page.getByRole('alert').filter({ hasText: banner });
      await expect(alert).toBeVisible();
      await expect(alert.locator('a[href="tel:191"]')).toBeVisible();
      const best = page.getByTestId('triage-case-types').locator('li[data-case-type]').first();
      await expect(best).toHaveAttribute('data-case-type', 'family');
      await expect(best).toContainText(family);
      await expect(page.getByTestId('triage-province')).toContainText(province);
      // The banner is above the results.
      const bannerTop = (await alert.boundingBox())!.y;
      expect(bannerTop).toBeLessThan((await best.boundingBox())!.y);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
