import type { Browser, Page } from '@playwright/test';
import { type LineLoginProvider, startLineLoginProvider } from '../helpers/line-login-provider.ts';
import { lineFollowBody, lineSignature } from '../helpers/line-webhook.ts';
import { type ServerProcess, startServer, tempDataDir } from '../process/helpers/server-process.ts';
import { type FakeLineApi, startFakeLineApi } from '../server/helpers/line-api.ts';
import { expect, test } from './fixtures.ts';
import { giveAskConsent, signIn, toast } from './helpers.ts';

// LINE end to end: a server of its own on a fresh embedded database with the demo data, LINE Login pointed at a
// local OpenID provider and the Messaging API at a local fake, both started here. The browser goes through the real
// sign-in flow; the follows come as signed webhook requests, as LINE sends them.
const LOGIN_CHANNEL_ID = '1650000001';
const LOGIN_SECRET = 'e2e-line-login-channel-secret';
const MESSAGING_SECRET = 'e2e-line-messaging-channel-secret';
const ACCESS_TOKEN = 'e2e-line-channel-access-token';
const LAWYER_SUB = `U${'a'.repeat(32)}`;
const ASKER_SUB = `U${'b'.repeat(32)}`;

let provider: LineLoginProvider;
let lineApi: FakeLineApi;
let server: ServerProcess;

test.beforeAll(async () => {
  provider = await startLineLoginProvider(LOGIN_SECRET);
  lineApi = await startFakeLineApi();
  server = await startServer({
    DATA_DIR: tempDataDir(),
    SEED_DEMO: '1',
    AUTH_ATTEMPTS_PER_MINUTE: '200',
    LINE_LOGIN_CHANNEL_ID: LOGIN_CHANNEL_ID,
    LINE_LOGIN_CHANNEL_SECRET: LOGIN_SECRET,
    LINE_LOGIN_PROVIDER_URL: provider.url,
    LINE_MESSAGING_CHANNEL_SECRET: MESSAGING_SECRET,
    LINE_MESSAGING_ACCESS_TOKEN: ACCESS_TOKEN,
    LINE_MESSAGING_API_URL: lineApi.url,
    LINE_OFFICIAL_ACCOUNT_ID: '@tanai',
  });
});
test.afterAll(async () => {
  await server?.stop();
  await lineApi?.close();
  await provider?.stop();
});

/** A follow of the official account, as LINE's webhook sends it (signed with the channel secret). */
async function follows(userId: string) {
  const body = lineFollowBody(userId, 'Ue2e');
  const signature = lineSignature(body, MESSAGING_SECRET);
  const res = await fetch(`${server.url}/api/line/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-line-signature': signature },
    body,
  });
  expect(res.status).toBe(200);
}

/** "Continue with LINE" on the sign-in page, as the LINE user `sub`. */
async function continueWithLine(page: Page, sub: string, name: string) {
  provider.nextUser({ sub, name });
  await page.goto(`${server.url}/th/auth`);
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click();
  await expect(page.getByTestId('account-menu')).toBeVisible();
}

/** The pushes the fake Messaging API got for a LINE user, newest last. */
const pushesTo = (sub: string) => lineApi.pushes.filter((p) => p.to === sub);
const textOf = (push: { messages: { text?: string }[] }) => push.messages.map((m) => m.text ?? '').join('\n');

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('a lawyer signed in with LINE gets the routed question on LINE, opens it and accepts; the asker hears by LINE', async ({
  browser,
}) => {
  // The demo lawyer links LINE on the account page (signed in with the password), then signs in with LINE.
  const lawyer = await newPage(browser);
  await lawyer.goto(`${server.url}/th/auth`);
  await signIn(lawyer, 'th', 'lawyer@tanai.example', 'tanai-lawyer', 'เข้าสู่ระบบ');
  await expect(lawyer.getByTestId('account-menu')).toBeVisible();
  await lawyer.goto(`${server.url}/th/account`);
  provider.nextUser({ sub: LAWYER_SUB, name: 'Lawyer on LINE' });
  await lawyer.getByTestId('account-line').getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
  await expect(toast(lawyer, 'เชื่อมต่อ LINE กับบัญชีของคุณแล้ว')).toBeVisible();
  await expect(lawyer.getByTestId('account-line')).toContainText('เชื่อมต่อกับ LINE แล้ว');
  await lawyer.context().clearCookies();
  await continueWithLine(lawyer, LAWYER_SUB, 'Lawyer on LINE');
  await follows(LAWYER_SUB);

  // Someone new signs in with LINE (a member account with no e-mail), follows the account and asks.
  const asker = await newPage(browser);
  await continueWithLine(asker, ASKER_SUB, 'ผู้ถามทางไลน์');
  await follows(ASKER_SUB);
  const title = `นายจ้างไม่จ่ายค่าชดเชย ${Date.now()}`;
  const details = 'ถูกเลิกจ้างโดยไม่มีความผิด ทำงานมาห้าปี นายจ้างไม่จ่ายค่าชดเชยตามกฎหมาย';
  await asker.goto(`${server.url}/th/ask`);
  await asker.getByLabel('หัวข้อ').fill(title);
  // The case type before the details: the suggestion while typing ticks case types only when none is chosen
  // (app/routes/member/ask.tsx), so it cannot land on the box as it is clicked.
  await asker.getByLabel('แพ่ง').check();
  await asker.getByLabel('รายละเอียด').fill(details);
  await asker.getByLabel('จังหวัด (ไม่บังคับ)').selectOption('กรุงเทพมหานคร');
  await giveAskConsent(asker);
  await asker.getByRole('button', { name: 'ส่งคำถาม' }).click();
  await expect(asker).toHaveURL(/\/th\/inbox$/);

  // The lawyer's push: the title and where to answer, never the question's details.
  await expect.poll(() => pushesTo(LAWYER_SUB).length).toBe(1);
  const invitation = pushesTo(LAWYER_SUB)[0]!;
  expect(invitation.authorization).toBe(`Bearer ${ACCESS_TOKEN}`);
  const invitationText = textOf(invitation);
  expect(invitationText).toContain(title.slice(0, 20));
  expect(invitationText).not.toContain('ค่าชดเชยตามกฎหมาย');
  const link = invitationText.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeDefined();
  expect(new URL(link!).origin).toBe(server.url);

  // The link leads to the question's own page, where the invitation waits with its accept button.
  expect(new URL(link!).pathname).toMatch(/^\/th\/question\/[0-9a-f-]{36}$/);
  await lawyer.goto(link!);
  await expect(lawyer.getByRole('heading', { level: 1 })).toHaveText(title);
  await lawyer.getByRole('button', { name: 'รับเคส' }).click();
  await expect(toast(lawyer, 'รับเคสแล้ว')).toBeVisible();

  // The asker has no e-mail: the acceptance comes by LINE, again without legal details.
  await expect.poll(() => pushesTo(ASKER_SUB).length).toBe(1);
  const accepted = textOf(pushesTo(ASKER_SUB)[0]!);
  expect(accepted).toContain('ทนายความรับคำถามของคุณแล้ว');
  expect(accepted).not.toContain('ค่าชดเชยตามกฎหมาย');
  await asker.goto(accepted.match(/https?:\/\/\S+/)![0]);
  await expect(asker.getByTestId('participants')).toContainText('ทนายสาธิต ตัวอย่างดี');
});
