import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedT } from '#i18n/index.ts';
import { openDatabase } from '#server/db/client.ts';
import { createLawyerWithUser, createReview, createSession, createUser } from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The lawyer's reviews page (app/routes/member/account-reviews.tsx) with its forms sent without JavaScript, as a
// plain form post: a refusal is shown at the review it was about (the personal-data message at the reply field, a
// blank dispute reason at its field), and nothing is stored; a reply that passes is on the page.

let server: ServerProcess;
let dataDir: string;
let cookie = '';
let reviewId = '';

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const { db } = database;
    const lawyer = await createLawyerWithUser(db, { name: 'ทนาย ฟอร์ม' });
    const author = await createUser(db);
    reviewId = (await createReview(db, { lawyerId: lawyer.id, authorId: author.id, text: 'ตอบเร็วมากครับ' }))
      .id;
    cookie = await createSession(db, lawyer.user.id);
  } finally {
    await database.close();
  }
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(() => server?.kill());

const post = (form: Record<string, string>) =>
  fetch(`${server.url}/en/account/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

const storedReply = async () => {
  // The server holds the embedded database alone: read the reply from the page.
  const html = await (await fetch(`${server.url}/en/account/reviews`, { headers: { cookie } })).text();
  return html.includes('data-testid="own-reply"');
};

describe('the reviews page without JavaScript', () => {
  it('shows a refused reply at its field and stores nothing, then publishes a good one once', async () => {
    const t = fixedT('en');
    const refused = await post({ intent: 'reply', reviewId, text: 'Call me on 081-234-5678' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(t('reviews.errors.personalData'));
    expect(html).toMatch(/aria-invalid="true"[^>]*name="text"|name="text"[^>]*aria-invalid="true"/);
    expect(await storedReply()).toBe(false);

    const replied = await post({ intent: 'reply', reviewId, text: 'Thank you for the kind words.' });
    expect(replied.status).toBe(200);
    expect(await replied.text()).toContain('Thank you for the kind words.');

    const again = await post({ intent: 'dispute', reviewId, reason: '' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(t('reviews.errors.reasonRequired'));
  });

  it('answers a review that is not of the listing as not found', async () => {
    const other = await post({
      intent: 'reply',
      reviewId: '00000000-0000-4000-8000-000000000000',
      text: 'Thanks',
    });
    expect(other.status).toBe(404);
  });
});
