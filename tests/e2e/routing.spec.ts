import { expect, test } from './fixtures.ts';
import { signedIn } from './helpers.ts';

// Routing by language and place (docs/product-rules.md, "Matching a question" and "Search and the home page"), on
// the demo data: Chonburi's lawyers speak English (server/db/seed/demo-lawyers.ts, LANGUAGE_HUBS).

test('a question asked in English from Pattaya invites English speakers, the one in Chonburi first', async ({
  browser,
}) => {
  const title = `Divorce in Pattaya ${Date.now()}`;
  const member = await signedIn(browser, 'member@tanai.example', 'tanai-member');
  await member.goto('/en/ask');
  // The page's language is ticked; the asker may add others.
  const languages = member.getByRole('group', { name: 'Languages you can use' });
  await expect(languages.getByRole('checkbox', { name: 'English' })).toBeChecked();
  await expect(languages.getByRole('checkbox', { name: 'Thai' })).not.toBeChecked();
  await member.getByLabel('Title').fill(title);
  await member.getByRole('checkbox', { name: 'Family', exact: true }).check();
  await member
    .getByLabel('Details')
    .fill(
      'I live in Pattaya with my Thai wife and we want a divorce; how do we share the house and custody?',
    );
  // The triage understood the town: its province, named in the page's language, is chosen.
  await expect(member.getByTestId('ask-suggestion')).toContainText('Chonburi', { timeout: 15_000 });
  await expect(member.getByLabel('Province (optional)')).toHaveValue('ชลบุรี');
  await member.getByRole('checkbox', { name: /I explicitly agree/ }).check();
  await member.getByRole('button', { name: 'Send question' }).click();
  await expect(member).toHaveURL(/\/en\/inbox/);

  // The invited lawyers, in the order invited, as the asker's question page lists them.
  await member
    .getByTestId('my-questions')
    .locator('li', { hasText: title })
    .getByRole('link')
    .first()
    .click();
  const links = member.getByTestId('invitations').getByRole('link');
  await expect(links.first()).toBeVisible();
  const profiles = await links.evaluateAll((list) => list.map((a) => a.getAttribute('href') ?? ''));
  for (const [i, profile] of profiles.entries()) {
    await member.goto(profile);
    const spoken = member.locator('section', { has: member.getByRole('heading', { name: 'Languages' }) });
    await expect(spoken.getByText('English', { exact: true })).toBeVisible();
    if (i === 0) await expect(member.getByRole('main')).toContainText('Chonburi');
  }
});

test('"Pattaya" in the search finds Chonburi\'s lawyers and says so; an unknown place is said to be unknown', async ({
  page,
}) => {
  for (const query of ['province=Pattaya', 'q=Pattaya']) {
    await page.goto(`/en/search?${query}`);
    await expect(page.getByTestId('search-place')).toHaveText('Showing lawyers in Chonburi (Pattaya)');
    const cards = page.locator('[id^="result-"]');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const text of await cards.allTextContents()) expect(text).toContain('Chonburi');
  }
  await page.goto(`/th/search?province=${encodeURIComponent('พัทยา')}`);
  await expect(page.getByTestId('search-place')).toHaveText('แสดงทนายใน ชลบุรี (พัทยา)');
  await page.goto('/zh/search?province=Pattaya');
  await expect(page.getByTestId('search-place')).toHaveText('显示春武里（Pattaya）的律师');

  await page.goto('/en/search?province=Atlantis');
  await expect(page.getByTestId('search-place')).toContainText('“Atlantis”');
  await expect(page.getByTestId('search-empty')).toBeVisible();
});
