import { expect, test } from './fixtures.ts';
import { adminPage, signedIn, toast } from './helpers.ts';

test('the lawyer disputes two reviews; the admin must give a reason to remove one, removes it and keeps the other', async ({
  browser,
}) => {
  // The demo lawyer disputes the first two reviews not disputed yet (demo reviews, written through the review rules).
  const lawyer = await signedIn(browser, 'lawyer@tanai.example', 'tanai-lawyer');
  await lawyer.goto('/th/account/reviews');
  const undisputed = lawyer.getByTestId('own-review').filter({ hasNot: lawyer.getByTestId('own-dispute') });
  // Reasons of this run only (a retry finds the first run's disputes).
  const run = Date.now() % 1_000_000;
  const reasons = [`ไม่เคยเป็นลูกความของสำนักงาน ${run}`, `รีวิวนี้พูดถึงทนายคนอื่น ${run}`];
  for (const reason of reasons) {
    const review = undisputed.first();
    await review.getByText('โต้แย้งรีวิวนี้').click();
    await review.getByLabel('เหตุผลที่โต้แย้ง').fill(reason);
    await review.getByRole('button', { name: 'ส่งคำโต้แย้ง' }).click();
    await expect(toast(lawyer, 'ส่งคำโต้แย้งแล้ว ผู้ดูแลระบบจะพิจารณา')).toBeVisible();
    await expect(lawyer.getByTestId('own-dispute').filter({ hasText: reason })).toBeVisible();
  }

  const admin = await adminPage(browser);
  await admin.goto('/th/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1, name: 'ตรวจสอบรีวิว' })).toBeVisible();
  const disputed = (reason: string) =>
    admin
      .getByTestId('moderation-review')
      .filter({ hasText: reason })
      .and(admin.locator('[data-list="disputed"]'));

  // Removing needs a reason: refused at the field in the browser, nothing sent.
  const first = disputed(reasons[0]!);
  await first.getByTestId('decide-remove').click();
  await expect(first.getByText('กรุณาระบุเหตุผล')).toBeVisible();
  await expect(first).toBeVisible();
  await first.getByLabel('เหตุผล (ส่งถึงผู้เขียนรีวิว)').fill('ผู้เขียนไม่ได้ปรึกษาทนายท่านนี้');
  await first.getByTestId('decide-remove').click();
  await expect(toast(admin, 'นำรีวิวออกแล้ว')).toBeVisible();
  await expect(disputed(reasons[0]!)).toHaveCount(0);

  // Keeping needs no reason; the review leaves the list and the toast still shows.
  await disputed(reasons[1]!).getByTestId('decide-keep').click();
  await expect(toast(admin, 'คงรีวิวไว้แล้ว')).toBeVisible();
  await expect(disputed(reasons[1]!)).toHaveCount(0);

  // The lawyer sees both outcomes: the removed review is gone from the published ones, the kept one says so.
  await lawyer.goto('/th/account/reviews');
  await expect(lawyer.getByTestId('own-dispute').filter({ hasText: reasons[0]! })).toHaveCount(0);
  await expect(lawyer.getByTestId('own-dispute').filter({ hasText: reasons[1]! })).toContainText(
    'ผู้ดูแลระบบพิจารณาคำโต้แย้งของคุณแล้ว และคงรีวิวนี้ไว้',
  );

  // The screen in English.
  await admin.goto('/en/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText(/review/i);
});
