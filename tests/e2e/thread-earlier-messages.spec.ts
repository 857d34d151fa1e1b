import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { answeredCivilQuestion, uniqueEmail } from './helpers.ts';

/** Posts `count` messages to the question's thread as the page's user, by the page's own form action. */
async function postMessages(page: Page, questionUrl: string, prefix: string, count: number) {
  await page.evaluate(
    async ({ url, prefix, count }) => {
      for (let i = 1; i <= count; i++) {
        const form = new FormData();
        form.set('intent', 'post');
        form.set('message', `${prefix} ${i}`);
        const answer = await fetch(url, { method: 'POST', body: form });
        if (!answer.ok) throw new Error(`post ${i}: ${answer.status}`);
      }
    },
    { url: questionUrl, prefix, count },
  );
}

test('a thread shows its latest 50 messages and the earlier ones by a link, without JavaScript and in place with it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const reply = `คำตอบแรกของทนาย ${Date.now()}`;
  const { questionUrl, lawyer } = await answeredCivilQuestion(browser, page, {
    name: 'สมาชิก ข้อความเก่า',
    email: uniqueEmail('earlier'),
    title: `ถามเรื่องสัญญาเช่า ${Date.now()}`,
    details: 'เจ้าของบ้านไม่คืนเงินประกันหลังย้ายออก',
    reply,
  });
  // 50 more after the lawyer's first reply: the reply is the 51st latest.
  await postMessages(page, questionUrl, 'ผู้ถาม', 25);
  await postMessages(lawyer, questionUrl, 'ทนาย', 25);

  // Without JavaScript: the latest 50, and a plain link to the earlier ones.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    baseURL: new URL(page.url()).origin,
  });
  const noScript = await plain.newPage();
  await noScript.goto(questionUrl);
  const thread = noScript.getByTestId('thread');
  await expect(thread.getByTestId('message')).toHaveCount(50);
  await expect(thread).not.toContainText(reply);
  await noScript.getByRole('link', { name: 'ดูข้อความก่อนหน้า' }).click();
  await expect(noScript).toHaveURL(/\?before=[\w-]+$/);
  await expect(thread.getByTestId('message')).toHaveCount(51);
  await expect(thread).toContainText(reply);
  await expect(noScript.getByTestId('earlier-messages')).toHaveCount(0);
  await plain.close();

  // With JavaScript: in place through the loader, and a live message still lands after them.
  await page.goto(questionUrl);
  await expect(page.getByTestId('message')).toHaveCount(50);
  await page.getByTestId('earlier-messages').click();
  await expect(page.getByTestId('message')).toHaveCount(51);
  await expect(page.getByTestId('thread')).toContainText(reply);
  await postMessages(lawyer, questionUrl, 'ทนายอีกครั้ง', 1);
  await expect(page.getByTestId('message')).toHaveCount(52);
  await expect(page.getByTestId('message').last()).toContainText('ทนายอีกครั้ง 1');
});
