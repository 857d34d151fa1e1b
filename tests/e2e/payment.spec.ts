import { promptPayPayload, qrSvg } from '#server/services/payments/payment-qr.ts';
import { expect, test } from './fixtures.ts';
import { toast } from './helpers.ts';

// The e2e server sets no payment variables, so the defaults of server/config.ts apply.
const PROMPTPAY_ID = '0812345678';
const BANK = {
  name: 'ธนาคารตัวอย่าง จำกัด (มหาชน)',
  accountName: 'บริษัท ทนาย เน็ตเวิร์ก จำกัด',
  accountNumber: '123-4-56789-0',
};

const pages = [
  {
    lang: 'th',
    title: 'วิธีชำระเงิน',
    consultationLabel: 'QR พร้อมเพย์สำหรับชำระค่าปรึกษา 10 บาท',
    transferLabel: 'QR พร้อมเพย์สำหรับโอนเงิน ผู้โอนกรอกยอดเงินเอง',
    price: '10 บาท ต่อคำถาม',
    lawyerFee: 'ตามใบเสนอราคา',
    ask: 'เริ่มถามคำถาม',
    copy: 'คัดลอกเลขที่บัญชี',
    copied: 'คัดลอกเลขที่บัญชีแล้ว',
    slip: 'โปรดเก็บสลิปไว้เป็นหลักฐาน',
  },
  {
    lang: 'en',
    title: 'How to pay',
    consultationLabel: 'PromptPay QR code to pay the 10-baht consultation fee',
    transferLabel: 'PromptPay QR code for a transfer; the payer enters the amount',
    price: '10 baht per question',
    lawyerFee: 'Per quotation',
    ask: 'Start asking',
    copy: 'Copy account number',
    copied: 'Account number copied',
    slip: 'Keep your slip as proof',
  },
  {
    lang: 'zh',
    title: '付款方式',
    consultationLabel: '用于支付 10 泰铢咨询费的 PromptPay 二维码',
    transferLabel: '用于转账的 PromptPay 二维码，由付款人填写金额',
    price: '每个问题 10 泰铢',
    lawyerFee: '以报价单为准',
    ask: '开始提问',
    copy: '复制账号',
    copied: '账号已复制',
    slip: '请保留转账凭证',
  },
];

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The markup inside the element named `label` (role="img"), as the server sent it. */
function qrMarkup(html: string, label: string): string | undefined {
  const match = new RegExp(`role="img" aria-label="${escapeRe(label)}"[^>]*>(<svg[\\s\\S]*?</svg>)`).exec(
    html,
  );
  return match?.[1];
}

for (const p of pages) {
  test(`/${p.lang}/payment: both QR codes are SVG in the server HTML, made from the configuration`, async ({
    request,
  }) => {
    const res = await request.get(`/${p.lang}/payment`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1 class="text-3xl">${p.title}</h1>`);

    const consultation = qrMarkup(html, p.consultationLabel);
    const transfer = qrMarkup(html, p.transferLabel);
    expect(consultation).toMatch(/^<svg /);
    expect(transfer).toMatch(/^<svg /);
    // Exactly the QR codes of the PromptPay payloads: 10 baht fixed, and no amount.
    expect(consultation).toBe((await qrSvg(promptPayPayload(PROMPTPAY_ID, 10))).trim());
    expect(transfer).toBe((await qrSvg(promptPayPayload(PROMPTPAY_ID))).trim());
    // No external image service.
    expect(html).not.toMatch(/<img[^>]+src="https?:/);

    for (const value of Object.values(BANK)) expect(html).toContain(value);
    expect(html).toContain(p.price);
    expect(html).toMatch(new RegExp(`href="/${p.lang}/ask"[^>]*>(<svg[\\s\\S]*?</svg>)?${escapeRe(p.ask)}<`));
  });

  test(`/${p.lang}/payment in the browser: details, cards, copy with a toast`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/${p.lang}/payment`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.title);
    await expect(page.getByRole('img', { name: p.consultationLabel })).toBeVisible();
    await expect(page.getByRole('img', { name: p.transferLabel })).toBeVisible();

    const bank = page.getByTestId('bank-details');
    await expect(bank).toContainText(BANK.name);
    await expect(bank).toContainText(BANK.accountName);
    await expect(bank.getByTestId('account-number')).toHaveText(BANK.accountNumber);

    const consultationCard = page.getByTestId('fee-consultation');
    await expect(consultationCard).toContainText(p.price);
    await expect(consultationCard.getByRole('link', { name: p.ask })).toHaveAttribute(
      'href',
      `/${p.lang}/ask`,
    );
    await expect(page.getByTestId('fee-lawyer')).toContainText(p.lawyerFee);
    await expect(page.getByTestId('fee-other')).toBeVisible();
    await expect(page.getByRole('heading', { name: p.slip })).toBeVisible();

    await bank.getByRole('button', { name: p.copy }).click();
    await expect(toast(page, p.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      BANK.accountNumber.replace(/-/g, ''),
    );
  });
}

test('the payment page fits a 360 px wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/th/payment');
  await expect(page.getByRole('img', { name: pages[0]!.consultationLabel })).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const box = await page.getByRole('img', { name: pages[0]!.consultationLabel }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(200);
});
