import { createElement } from 'react';
import { createRequestHandler } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageMeta } from '#app/lib/meta.ts';
import { isLang } from '#domain/i18n.ts';
import { lawyerJsonLd } from '#domain/lawyer-jsonld.ts';
import { createApp } from '#server/app.ts';
import { createLogger, currentRequestId, logger } from '#server/logger.ts';
import { pageBuild } from './helpers/page-build.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// The real page render path (app/entry.server.tsx, app/root.tsx, app/lib/meta.ts, React Router in production
// mode, behind server/app.ts) with two small routes: a profile whose lawyer has a hostile name, and one whose
// loader fails with a database error.

const HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>\u2028&amp;';
const SQL_ERROR =
  'relation "lawyers_secret" does not exist: select password_hash from accounts where id = $1';

const lawyer = {
  id: '7b0c6b0e-6a59-4bb7-9f4a-2d3c8f6b1a10',
  name: HOSTILE,
  title: HOSTILE,
  description: `คำอธิบาย ${HOSTILE}`,
  avatarUrl: null,
  province: null,
  district: HOSTILE,
  experienceAreas: [HOSTILE],
  languages: [],
  phone: '02-000-0000',
  rating: null,
  reviews: null,
  feeMin: null,
  feeMax: null,
};

// (A .test.ts file, so no JSX.)
const Profile = () => createElement('h1', null, HOSTILE);

const profileModule = {
  default: Profile,
  loader: () => ({ lawyer }),
  meta: (args: {
    params: { lang?: string };
    location: { pathname: string };
    matches: { data?: unknown }[];
  }) => {
    const lang = isLang(args.params.lang) ? args.params.lang : 'th';
    return pageMeta({
      lang,
      pathname: args.location.pathname,
      rootData: args.matches[0]?.data,
      title: HOSTILE,
      description: HOSTILE,
      extra: [{ 'script:ld+json': lawyerJsonLd(lawyer, lang, 'http://localhost:3000') }],
    });
  },
};

const failingModule = {
  default: () => createElement('p', null, 'never'),
  loader: () => {
    const error = new Error(SQL_ERROR);
    error.stack = `Error: ${SQL_ERROR}\n    at query (server/db/client.ts:1:1)`;
    throw error;
  },
};

const build = pageBuild({
  profile: { path: ':lang/profile', module: profileModule },
  failing: { path: ':lang/failing', module: failingModule },
});

let server: TestServer;
let app: ReturnType<typeof createApp>;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await createTestServer();
  const handle = createRequestHandler(build, 'production');
  const log = createLogger({
    level: 'info',
    destination: { write: (s: string) => logged.push(JSON.parse(s)) },
  });
  app = createApp(server.runtime, handle, { log });
});
afterAll(() => server.close());

const get = (pathname: string) =>
  Promise.resolve(
    app.request(pathname, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' } }),
  );

/** Every opening <script ...> tag of the document. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);

describe('rendered pages', () => {
  it('put the response’s CSP nonce on every script, JSON-LD included', async () => {
    const res = await get('/th/profile');
    expect(res.status).toBe(200);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const tags = scriptTags(html);
    // Theme script, two JSON-LD blocks, the router's context, route modules and hydration scripts.
    expect(tags.length).toBeGreaterThanOrEqual(5);
    expect(tags.filter((t) => t.includes('application/ld+json'))).toHaveLength(2);
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
    expect(html).toContain('matchMedia'); // the theme script is there
  });

  it('never let a hostile lawyer name out of its text or JSON-LD', async () => {
    const html = await (await get('/en/profile')).text();
    // Only the page's own script elements: the hostile text never opens another one.
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    // No script body (JSON-LD, the router's data with the loader's lawyer) holds markup or a raw line separator.
    const bodies = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
    expect(bodies.length).toBe(scriptTags(html).length);
    expect(bodies.join('\n')).toContain('alert(1)'); // the name is in the data, escaped
    for (const body of bodies) {
      expect(body).not.toMatch(/<\/?script|<img|\u2028/i);
    }

    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    const listing = blocks.map((b) => JSON.parse(b)).find((j) => j['@type'] === 'LegalService');
    // The JSON-LD has the name exactly, escaped as JSON (no raw < > & or line separator inside the block).
    expect(listing.name).toBe(HOSTILE);
    expect(listing.employee.name).toBe(HOSTILE);
    expect(listing.address.addressLocality).toBe(HOSTILE);
    for (const block of blocks) expect(block).not.toMatch(/[<>&\u2028\u2029]/);
    // In the heading, the name is text.
    expect(html).toContain('<h1>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answer a failing loader with status 500 and no message, SQL or stack anywhere', async () => {
    logged.length = 0;
    const errors: { reqId?: string; line: unknown }[] = [];
    const spy = vi.spyOn(logger, 'error').mockImplementation(((line: unknown) => {
      errors.push({ reqId: currentRequestId(), line });
    }) as never);
    const res = await get('/th/failing').finally(() => spy.mockRestore());
    expect(res.status).toBe(500);
    const html = await res.text();
    for (const leak of [
      'lawyers_secret',
      'password_hash',
      'select ',
      'client.ts',
      '    at ',
      'does not exist',
    ]) {
      expect(html).not.toContain(leak);
    }
    // The generic error page of the root boundary, in the page's language.
    expect(html).toContain('<html lang="th"');
    // The error is logged once, with the request id of the answer.
    const reqId = res.headers.get('x-request-id');
    expect(logged.find((l) => l.msg === 'request')).toMatchObject({ status: 500, reqId });
    // handleError logged the error (message and path, for the operators) within the request's context.
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId, line: { err: SQL_ERROR, path: '/th/failing' } });
  });
});
