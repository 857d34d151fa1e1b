import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleFetchRedirect } from './authorization-matrix.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// A link to a page that needs an account (the invitation and new-message e-mails link to the inbox and to a
// question) keeps its whole path and query in `next` when it sends a signed-out person to sign in
// (signInPath in app/lib/session.server.ts), as a document and as a client navigation (single fetch). And the
// search form, a plain GET form, lands on the one address of the search it asks for (loadSearch).

const QUESTION = '/th/question/3f1c0b8e-0000-4000-8000-000000000001?from=email';
const PAGES = [
  '/th/inbox',
  QUESTION,
  '/en/inbox?tab=invited',
  '/th/account',
  '/zh/account/security?required=admin',
  '/th/account/data',
  '/th/apply',
  '/th/lawyers/new',
  '/en/account/lawyer',
  '/th/me',
  '/th/admin/questions?status=waiting',
  '/en/admin/question-matching/3f1c0b8e-0000-4000-8000-000000000001',
];

const signInFor = (page: string) =>
  // The data download leads to the account page, with its download button, after signing in.
  `/${page.split('/')[1]}/auth?next=${encodeURIComponent(page.endsWith('/account/data') ? page.replace(/\/data$/, '') : page)}`;

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await migratedDataDir() });
});
afterAll(() => server?.kill());

describe('links to member pages survive sign-in', () => {
  it.each(PAGES)('%s sends a signed-out visitor to sign in with the whole address as next', async (page) => {
    const answer = await fetch(`${server.url}${page}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(signInFor(page));
  });

  it('does the same for a client navigation (single fetch), without React Router’s own URL parts', async () => {
    const answer = await fetch(`${server.url}/th/inbox.data?tab=invited`, { redirect: 'manual' });
    const text = await answer.text();
    expect(
      singleFetchRedirect({
        status: answer.status,
        contentType: answer.headers.get('content-type') ?? '',
        text,
        location: null,
      } as Parameters<typeof singleFetchRedirect>[0]),
    ).toBe(signInFor('/th/inbox?tab=invited'));
  });
});

describe('the search form without JavaScript', () => {
  it('answers a search form sent without JavaScript with the one address of the search (domain/search.ts)', async () => {
    const enc = encodeURIComponent;
    const cases: Array<[string, string | null]> = [
      ['/th/search?q=+x+&case=all&province=&language=all&budget=all', '/th/search?q=x'],
      [
        `/en/search?q=&case=${enc('ครอบครัว')}&province=Bangkok&language=all&budget=all`,
        `/en/search?case=${enc('ครอบครัว')}&province=${enc('กรุงเทพมหานคร')}`,
      ],
      ['/th/search?page=1', '/th/search'],
      ['/th/search?page=2&case=nonsense', '/th/search?page=2'],
      ['/th/search?utm_source=line&case=all', '/th/search?utm_source=line'],
      [`/th/search?case=${enc('ครอบครัว')}&page=2`, null],
      ['/th/search?utm_source=line', null],
      // The order: 'recommended' (the default) and unknown orders are left out, the others kept after the filters.
      ['/th/search?q=&case=all&province=&language=all&budget=all&sort=recommended', '/th/search'],
      ['/th/search?sort=cheapest', '/th/search'],
      ['/th/search?sort=fee&budget=low', '/th/search?budget=low&sort=fee'],
      ['/th/search?budget=low&sort=fee&page=2', null],
      ['/th/search?sort=experience', null],
    ];
    for (const [from, to] of cases) {
      const answer = await fetch(`${server.url}${from}`, { redirect: 'manual' });
      if (to === null) expect(answer.status, from).toBe(200);
      else {
        expect(answer.status, from).toBe(302);
        expect(answer.headers.get('location'), from).toBe(to);
      }
    }
  });
});
