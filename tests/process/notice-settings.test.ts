import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { accounts, lineFollowers } from '#server/db/schema/index.ts';
import { createSession, createUser } from '#tests/factories.ts';
import { type FakeLineApi, startFakeLineApi } from '../server/helpers/line-api.ts';
import { migratedDataDir, postPageForm } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// "How we notify you" on the account page (docs/product-rules.md, "LINE official account") in the production build: shown with the
// access token to a person with a LINE link, one radio group with its legend per notice, the "add friend" link
// when their LINE account does not follow the official account; a plain form post (no JavaScript) stores the
// choices and comes back with a flash message, a refused one shows its translated error and stores nothing.

let server: ServerProcess;
let line: FakeLineApi;
let dataDir: string;
let followingCookie: string;
let notFollowingCookie: string;
let unlinkedCookie: string;

beforeAll(async () => {
  line = await startFakeLineApi();
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  const linked = async (following: boolean) => {
    const user = await createUser(db);
    const lineUserId = `U${randomUUID().replaceAll('-', '')}`;
    await db
      .insert(accounts)
      .values({ id: randomUUID(), accountId: lineUserId, providerId: 'line', userId: user.id });
    await db.insert(lineFollowers).values({ lineUserId, following, changedAt: new Date() });
    return createSession(db, user.id);
  };
  followingCookie = await linked(true);
  notFollowingCookie = await linked(false);
  unlinkedCookie = await createSession(db, (await createUser(db)).id);
  await database.close();
  server = await startServer({
    DATA_DIR: dataDir,
    LINE_MESSAGING_ACCESS_TOKEN: 'process-test-token',
    LINE_MESSAGING_API_URL: line.url,
    LINE_OFFICIAL_ACCOUNT_ID: '@tanai-test',
  });
});

afterAll(async () => {
  await server?.kill();
  await line?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const accountPage = async (cookie: string) => {
  const res = await fetch(`${server.url}/en/account`, { redirect: 'manual', headers: { cookie } });
  return { status: res.status, html: await res.text() };
};

/** The `notice:<name>` radio checked in the page, by notice. */
const checked = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input[^>]*>/g)]
      .map((m) => m[0])
      .filter((input) => input.includes('checked=""'))
      .map((input) => [/name="notice:(\w+)"/.exec(input)?.[1], /value="(\w+)"/.exec(input)?.[1]])
      .filter(([notice]) => notice),
  );

describe('How we notify you', () => {
  it('shows one radio group per notice, with its legend, the default channel checked', async () => {
    const { status, html } = await accountPage(followingCookie);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="account-notices"');
    for (const legend of [
      'A question routed to you (lawyers)',
      'A lawyer accepted your question',
      'A new message in a question',
      'The decision on your lawyer application',
      'Appointment requests and changes',
    ])
      expect(html).toContain(`>${legend}</legend>`);
    expect(checked(html)).toEqual({
      invitation: 'line',
      acceptance: 'line',
      message: 'line',
      application: 'line',
      appointment: 'line',
    });
    expect(html).not.toContain('data-testid="add-official-account"');
  });

  it('says so, with the link to add the official account, when the LINE account does not follow it', async () => {
    const { html } = await accountPage(notFollowingCookie);
    expect(html).toContain('does not follow our official account');
    expect(html).toContain('href="https://line.me/R/ti/p/%40tanai-test"');
    expect(checked(html).message).toBe('email');
  });

  it('is not shown without a LINE link', async () => {
    const { html } = await accountPage(unlinkedCookie);
    expect(html).not.toContain('data-testid="account-notices"');
    expect(html).not.toContain('name="notice:');
  });

  it('stores the choices from a plain form post and comes back with a message; a refusal is shown and stores nothing', async () => {
    const saved = await postPageForm(server.url, '/en/account', notFollowingCookie, {
      intent: 'notices',
      'notice:message': 'both',
      'notice:invitation': 'line',
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/en/account#account-notices');
    const flash = saved.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const after = await fetch(`${server.url}/en/account`, {
      headers: { cookie: `${notFollowingCookie}; ${flash}` },
    });
    const html = await after.text();
    expect(html).toContain('Your notice choices are saved.');
    expect(checked(html)).toMatchObject({ message: 'both', invitation: 'line', acceptance: 'email' });

    const refused = await postPageForm(server.url, '/en/account', notFollowingCookie, {
      intent: 'notices',
      'notice:message': 'pigeon',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This choice does not exist. Nothing was changed.');
    expect(checked((await accountPage(notFollowingCookie)).html).message).toBe('both');

    const unlinked = await postPageForm(server.url, '/en/account', unlinkedCookie, {
      intent: 'notices',
      'notice:message': 'line',
    });
    expect(unlinked.status).toBe(409);
    expect(line.pushes).toEqual([]);
  });
});
