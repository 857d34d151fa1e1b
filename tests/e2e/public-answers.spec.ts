import { expect, test } from './fixtures.ts';

// The public side of published answers (docs/product-rules.md, "Public answers"), on the demo's published answers:
// plain HTML pages that work with JavaScript turned off — the list and its pages, a search by words, the filters by
// case type and province, an answer's page with its lawyer and similar questions, and the profile's link back.

test.describe('published answers, with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the list pages, finds by words and filters by case type and province', async ({ page }) => {
    await page.goto('/th/answers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('คำถามกฎหมายที่ทนายตอบแล้ว');
    await expect(page.locator('script[src]')).toHaveCount(0);
    const items = page.getByTestId('answer-item');
    await expect(items).toHaveCount(20);
    const total = Number(/\d+/.exec((await page.locator('#answers-heading').textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThanOrEqual(30);
    await page.getByTestId('answers-next').click();
    await expect(page).toHaveURL('/th/answers?page=2');
    await expect(items).toHaveCount(Math.min(total - 20, 20));

    // Words: what the form sends is turned into the list's own address.
    const form = page.getByRole('form', { name: 'ค้นหาคำตอบ' });
    await form.getByLabel('คำค้นหา').fill('ค่าล่วงเวลา');
    await form.getByRole('button', { name: 'ค้นหา' }).click();
    await expect(page).toHaveURL(`/th/answers?q=${encodeURIComponent('ค่าล่วงเวลา')}`);
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('ทำงานล่วงเวลาทุกวันแต่ไม่ได้ค่าล่วงเวลา');

    // Nothing found: the page leads on to asking and to the lawyers.
    await form.getByLabel('คำค้นหา').fill('คำที่ไม่มีในคำตอบใดเลย');
    await form.getByRole('button', { name: 'ค้นหา' }).click();
    const empty = page.getByTestId('answers-empty');
    await expect(empty.getByRole('link', { name: 'ถามคำถามของคุณ' })).toHaveAttribute('href', '/th/ask');
    await expect(empty.getByRole('link', { name: 'ค้นหาทนายความ' })).toHaveAttribute('href', '/th/search');

    // A case type, in English: every item is of it.
    await page.goto('/en/answers');
    const enForm = page.getByRole('form', { name: 'Search the answers' });
    await enForm.getByLabel('Case type').selectOption({ label: 'Family' });
    await enForm.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(`/en/answers?case=${encodeURIComponent('ครอบครัว')}`);
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item).toContainText('Family');

    // The provinces are named and sorted in English; a province of an answer filters to it.
    const provinces = await enForm.getByLabel('Province').locator('option').allTextContents();
    expect(provinces.slice(1)).toEqual([...provinces.slice(1)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(provinces).toContain('Bangkok');
    await items.first().getByRole('link').click();
    const province = (await page.locator('dt:has-text("Province") + dd').textContent())?.trim() ?? '';
    expect(province).not.toBe('');
    await page.goto('/en/answers');
    await enForm.getByLabel('Province').selectOption({ label: province });
    await enForm.getByRole('button', { name: 'Search' }).click();
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item).toContainText(province);
  });

  test("an answer's page: the question, the lawyer's answer and profile, similar questions; the profile links back", async ({
    page,
  }) => {
    await page.goto('/th/answers');
    const first = page.getByTestId('answer-item').first();
    const title = ((await first.getByRole('heading').textContent()) ?? '').trim();
    await first.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/th\/answers\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByTestId('answer-question')).not.toBeEmpty();
    await expect(page.getByTestId('answer-text')).not.toBeEmpty();
    await expect(page.getByTestId('answer-disclaimer')).toContainText('ไม่ใช่คำปรึกษาทางกฎหมาย');
    await expect(page.getByRole('link', { name: 'ถามคำถามของคุณเอง' })).toHaveAttribute('href', '/th/ask');
    const similar = page.getByTestId('similar-answers').getByTestId('answer-item');
    expect(await similar.count()).toBeLessThanOrEqual(3);
    expect(await similar.count()).toBeGreaterThan(0);
    await expect(similar.filter({ hasText: title })).toHaveCount(0);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const jsonLd = blocks.map((b) => JSON.parse(b)).find((b) => b['@type'] === 'QAPage');
    expect(jsonLd.mainEntity.name).toBe(title);

    // The lawyer, named and linked; their profile counts their public answers and links to them.
    const lawyer = page.getByTestId('answer-lawyer');
    const name = ((await lawyer.textContent()) ?? '').trim();
    await lawyer.click();
    await expect(page).toHaveURL(/\/th\/lawyers\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop();
    const link = page.getByTestId('profile-answers');
    await expect(link).toHaveText(/คำตอบสาธารณะ \d+ เรื่อง/);
    const count = Number(/\d+/.exec((await link.textContent()) ?? '')?.[0]);
    await link.click();
    await expect(page).toHaveURL(`/th/answers?lawyer=${id}`);
    await expect(page.getByTestId('answers-lawyer')).toContainText(name);
    const items = page.getByTestId('answer-item');
    await expect(items).toHaveCount(count);
    for (const item of await items.all()) await expect(item).toContainText(name);
    await expect(items.filter({ hasText: title })).toHaveCount(1);
  });

  test('an address that is not a published answer is not found', async ({ page }) => {
    const response = await page.goto('/th/answers/no-such-answer');
    expect(response?.status()).toBe(404);
  });
});
