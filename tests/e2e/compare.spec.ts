import { expect, test } from './fixtures.ts';

// Comparing lawyers: the result cards show the fee and the years of experience, the results can be ordered
// (the order is in the address), and on a phone a profile has its fee near the top and a contact bar.

test('result cards show the fee (or ask for a quote) and the years of experience', async ({ page }) => {
  await page.goto('/th/search?sort=experience');
  const first = page.getByTestId('lawyer-card').first();
  await expect(first.getByTestId('card-experience')).toHaveText(/^ประสบการณ์ \d+ ปี$/);
  const fees = await page.getByTestId('card-fee').allTextContents();
  expect(fees.length).toBeGreaterThan(0);
  for (const fee of fees) expect(fee).toMatch(/^ค่าบริการ: (.*\d บาท.*|สอบถามค่าบริการ)$/);

  await page.goto(
    '/en/search?q=%E0%B8%97%E0%B8%99%E0%B8%B2%E0%B8%A2%E0%B8%AA%E0%B8%B2%E0%B8%98%E0%B8%B4%E0%B8%95',
  );
  const featured = page.getByTestId('lawyer-card').first();
  await expect(featured.getByTestId('card-fee')).toContainText('baht');
  await expect(featured.getByTestId('card-experience')).toHaveText('20 years of experience');
});

test('the sort select orders the results and is kept in the address, without scripts', async ({ page }) => {
  await page.goto('/th/search?budget=medium');
  const sort = page.getByLabel('เรียงตาม');
  await expect(sort).toHaveValue('recommended');
  await sort.selectOption({ label: 'ค่าบริการต่ำไปสูง' });
  await page.getByRole('button', { name: 'เรียง', exact: true }).click();
  // Sent with the filters of the search form it belongs to.
  await expect(page).toHaveURL(/\/th\/search\?budget=medium&sort=fee$/);
  await page.goto('/th/search?sort=fee');
  await expect(page.getByLabel('เรียงตาม')).toHaveValue('fee');
  // A new search from the filters keeps the order.
  await page.getByRole('form', { name: 'ค้นหาทนายความ' }).getByRole('button', { name: 'ค้นหา' }).click();
  await expect(page).toHaveURL(/\/th\/search\?sort=fee$/);
  // Lowest fee first: the first card's amount is no more than the last one's.
  const amounts = (await page.getByTestId('card-fee').allTextContents()).map((text) =>
    Number((text.match(/[\d,]+/)?.[0] ?? 'NaN').replace(/,/g, '')),
  );
  expect(amounts[0]).toBeLessThanOrEqual(amounts.at(-1)!);
  // 'Load more' keeps the order.
  await expect(page.getByTestId('load-more')).toHaveAttribute('href', /^\?sort=fee&page=2#/);
  await page.goto('/th/search?sort=recommended&case=all');
  await expect(page).toHaveURL(/\/th\/search$/);
});

test.describe('a profile on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the order of the results is at hand while the filters are folded away', async ({ page }) => {
    await page.goto('/th/search');
    await expect(page.getByRole('form', { name: 'ค้นหาทนายความ' })).toBeHidden();
    await page.getByLabel('เรียงตาม').selectOption('experience');
    await page.getByRole('button', { name: 'เรียง', exact: true }).click();
    await expect(page).toHaveURL(/\/th\/search\?sort=experience$/);
  });

  test('shows the fee near the top and a contact bar that covers nothing', async ({ page }) => {
    await page.goto(
      '/th/search?q=%E0%B8%97%E0%B8%99%E0%B8%B2%E0%B8%A2%E0%B8%AA%E0%B8%B2%E0%B8%98%E0%B8%B4%E0%B8%95',
    );
    await page.getByTestId('lawyer-card').first().getByRole('link').first().click();
    const id = page.url().split('/').at(-1)!;
    await expect(page.getByTestId('profile-fee-top')).toBeInViewport();
    await expect(page.getByTestId('profile-fee-top')).toContainText('3,000');

    const bar = page.getByRole('navigation', { name: 'ติดต่อด่วน' });
    await expect(bar).toBeInViewport();
    // A member: the lawyer's own phone and LINE.
    await expect(bar.getByRole('link', { name: 'โทรหาทนาย' })).toHaveAttribute('href', /^tel:\d+$/);
    await expect(bar.getByRole('link', { name: 'ติดต่อทาง LINE' })).toHaveAttribute(
      'href',
      'https://line.me/R/ti/p/~demo_lawyer001',
    );
    await expect(bar.getByRole('link', { name: 'จองนัดหมาย' })).toHaveAttribute(
      'href',
      `/th/appointment?lawyer=${id}`,
    );

    // At the end of the page the bar is below the footer, not over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.locator('footer').boundingBox();
    const barBox = await bar.boundingBox();
    expect(footer!.y + footer!.height).toBeLessThanOrEqual(barBox!.y + 1);

    await bar.getByRole('link', { name: 'จองนัดหมาย' }).click();
    await expect(page).toHaveURL(new RegExp(`/th/appointment\\?lawyer=${id}$`));
  });

  test("a lawyer outside the network: the network's phone, and LINE falls back to the network's", async ({
    page,
  }) => {
    // Ordered by fee, the results include lawyers who are not members and have no LINE id (demo data).
    await page.goto('/th/search?sort=fee');
    const links = await page
      .getByTestId('lawyer-card')
      .locator('h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    let checked = false;
    for (const href of links) {
      await page.goto(href);
      const bar = page.getByRole('navigation', { name: 'ติดต่อด่วน' });
      const networkLine = bar.getByRole('link', { name: 'ติดต่อศูนย์เครือข่ายทนายความทาง LINE' });
      const networkCall = bar.getByRole('link', { name: 'โทรหาศูนย์เครือข่ายทนายความ' });
      if ((await networkLine.count()) === 0 || (await networkCall.count()) === 0) continue;
      await expect(networkLine).toHaveAttribute('href', 'https://line.me/R/ti/p/%40tanai');
      const phone = (await page.getByTestId('profile-phone').textContent())!.replace(/[^0-9+]/g, '');
      await expect(networkCall).toHaveAttribute('href', `tel:${phone}`);
      checked = true;
      break;
    }
    expect(checked).toBe(true);
  });
});

test('from the md width up there is no contact bar', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/th/search');
  await page.getByTestId('lawyer-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('contact-bar')).toBeHidden();
  await expect(page.getByTestId('book-appointment')).toBeVisible();
});
