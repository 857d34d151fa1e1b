import { createElement } from 'react';
import { createRequestHandler, data, useLoaderData } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staticPage } from '#app/lib/page-scripts.ts';
import { createApp } from '#server/app.ts';
import { forgetPublicData, invalidatePublicData } from '#server/cache/public-data.ts';
import { forgetPublicPages, publicPagesSize } from '#server/cache/public-pages.ts';
import { registry } from '#server/metrics.ts';
import { pageBuild } from './helpers/page-build.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// Signed-out visitors' plain pages kept whole (server/cache/public-pages.ts, ADR 0027), through the real page render
// path (app/entry.server.tsx, app/root.tsx) behind server/app.ts: what is kept, what never is, the nonce of each
// answer, and the emptying with the public data cache.

/** What the plain page's loader shows; a test changes it to see whether the page was rendered again. */
let shown = 'first';
const renders = { plain: 0, hydrating: 0, missing: 0 };
/** Runs inside the plain page's loader: a change made while the page renders. */
let duringRender: (() => void) | null = null;

const build = pageBuild({
  plain: {
    path: ':lang/plain',
    module: {
      handle: staticPage(),
      loader: () => {
        renders.plain++;
        duringRender?.();
        return { shown };
      },
      default: () => createElement('p', { id: 'shown' }, useLoaderData<{ shown: string }>().shown),
    },
  },
  hydrating: {
    path: ':lang/hydrating',
    module: {
      loader: () => {
        renders.hydrating++;
        return { shown };
      },
      default: () => createElement('p', null, 'hydrating'),
    },
  },
  missing: {
    path: ':lang/missing',
    module: {
      handle: staticPage(),
      loader: () => {
        renders.missing++;
        throw data(null, { status: 404 });
      },
      default: () => createElement('p', null, 'never'),
    },
  },
});

let server: TestServer;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  server = await createTestServer();
  app = createApp(server.runtime, createRequestHandler(build, 'production'));
});
afterAll(() => server.close());
beforeEach(() => {
  forgetPublicPages();
  forgetPublicData();
  shown = 'first';
  duringRender = null;
  renders.plain = renders.hydrating = renders.missing = 0;
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  Promise.resolve(app.request(pathname, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/130', ...headers } }));

const policyNonce = (res: Response) =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const scriptNonces = (html: string) => new Set([...html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]));
const hits = async () =>
  (await registry.getSingleMetric('public_page_cache_requests_total')?.get())?.values.find(
    (v) => v.labels.result === 'hit',
  )?.value ?? 0;

describe('kept plain pages', () => {
  it('a signed-out visitor’s second request is the kept page, with its own nonce in the text and the policy', async () => {
    const hitsBefore = await hits();
    const first = await get('/en/plain');
    const second = await get('/en/plain');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(renders.plain).toBe(1);
    expect(await hits()).toBe(hitsBefore + 1);

    const [a, b] = [await first.text(), await second.text()];
    const [nonceA, nonceB] = [policyNonce(first), policyNonce(second)];
    expect(nonceA).toBeTruthy();
    expect(nonceB).toBeTruthy();
    expect(nonceB).not.toBe(nonceA);
    // Every script of each answer carries that answer's nonce, and nothing else differs.
    expect([...scriptNonces(a)]).toEqual([nonceA]);
    expect([...scriptNonces(b)]).toEqual([nonceB]);
    expect(b).not.toContain(nonceA!);
    expect(b.replaceAll(nonceB!, 'N')).toBe(a.replaceAll(nonceA!, 'N'));
    expect(b).toContain('<p id="shown">first</p>');
    // The answer's headers are the page's, set again for this answer.
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(second.headers.get('x-frame-options')).toBe('DENY');
  });

  it('each address is kept on its own: another language or query is rendered', async () => {
    await get('/en/plain');
    await get('/th/plain');
    await get('/en/plain?ref=mail');
    expect(renders.plain).toBe(3);
    await get('/en/plain?ref=mail');
    expect(renders.plain).toBe(3);
    expect(publicPagesSize()).toBe(3);
  });

  it('a change to public data is on the next answer: the kept pages are not sent again', async () => {
    await get('/en/plain');
    shown = 'second';
    expect(await (await get('/en/plain')).text()).toContain('>first<');
    await invalidatePublicData();
    expect(await (await get('/en/plain')).text()).toContain('>second<');
    expect(renders.plain).toBe(2);
  });

  it('a page rendered while public data changed is not kept', async () => {
    duringRender = () => {
      shown = 'changed';
      forgetPublicData();
    };
    await get('/en/plain');
    duringRender = null;
    expect(await (await get('/en/plain')).text()).toContain('>changed<');
    expect(renders.plain).toBe(2);
  });

  it('is never used for a request with a cookie or credentials, and never keeps what they got', async () => {
    shown = 'for the signed-in';
    await get('/en/plain', { cookie: 'tanai_theme=dark' });
    await get('/en/plain', { authorization: 'Bearer x' });
    expect(renders.plain).toBe(2);
    expect(publicPagesSize()).toBe(0);

    shown = 'public';
    await get('/en/plain');
    const signedIn = await get('/en/plain', { cookie: 'tanai_theme=dark' });
    expect(renders.plain).toBe(4);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('hydrating pages, errors, HEAD and React Router data are rendered every time', async () => {
    await get('/en/hydrating');
    await get('/en/hydrating');
    expect(renders.hydrating).toBe(2);

    expect((await get('/en/missing')).status).toBe(404);
    expect((await get('/en/missing')).status).toBe(404);
    expect(renders.missing).toBe(2);

    await get('/en/plain.data');
    await get('/en/plain.data');
    await app.request('/en/plain', { method: 'HEAD' });
    expect(renders.plain).toBe(3);
    expect(publicPagesSize()).toBe(0);
  });
});
