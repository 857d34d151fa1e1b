import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// Every action of the pages, page actions and resource routes alike (POST /{lang}/theme, /{lang}/sign-out), passes
// one gate before it runs (server/http/page-actions.ts): from this site only, and a readable form. Refusals answer
// 4xx with a translated message and change nothing; hostile input never answers 500.

let server: ServerProcess;
beforeAll(async () => {
  server = await startServer({ DATA_DIR: await migratedDataDir() });
});
afterAll(async () => {
  await server?.kill();
});

function post(path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    body: init.body,
    headers: init.headers,
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const themeCookie = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith('tanai_theme='));

describe('the theme switch (POST /{lang}/theme) with a hostile `next`', () => {
  it('goes home, theme kept, when `next` holds a line break or a carriage return (%0A, %0D)', async () => {
    for (const next of ['/th/%0Aenv', '/th/%0Denv', '/th/%0D%0ASet-Cookie:%20x=1', '/th/search%0A']) {
      const res = await post('/th/theme', {
        body: `theme=dark&next=${encodeURIComponent(decodeURIComponent(next))}`,
        headers: { ...FORM, origin: server.url },
      });
      expect(res.status, next).toBe(303);
      expect(res.headers.get('location'), next).toBe('/th');
      expect(themeCookie(res), next).toBe(true);
      expect(
        res.headers.getSetCookie().some((c) => c.startsWith('x=')),
        next,
      ).toBe(false);
    }
  });

  it('refuses a NUL in `next` (%00) with 400, storing no theme', async () => {
    const res = await post('/th/theme', {
      body: 'theme=dark&next=%2Fth%2F%00env',
      headers: { ...FORM, origin: server.url },
    });
    expect(res.status).toBe(400);
    expect(themeCookie(res)).toBe(false);
  });
});

describe('a cross-origin post', () => {
  it('to the theme switch is refused with 403 and a translated message, storing no theme', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: server.url.replace('localhost', '127.0.0.1.evil.example') },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await post('/en/theme', { body: 'theme=dark&next=/en', headers: { ...FORM, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(themeCookie(res)).toBe(false);
      expect(await res.text()).toBe(
        'This request did not come from a page of this site, so nothing was done.',
      );
    }
  });

  it('to the other resource routes and to page actions is refused with 403 too', async () => {
    for (const path of [
      '/th/sign-out',
      '/th/auth/line',
      '/th/account/line',
      '/th/appointment',
      '/th/ai.data',
    ]) {
      const res = await post(path, {
        body: 'intent=x',
        headers: { ...FORM, origin: 'https://evil.example' },
      });
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toBe('คำขอนี้ไม่ได้ส่งมาจากหน้าของเว็บไซต์นี้ จึงไม่ได้ดำเนินการใด ๆ');
    }
  });

  it('from the site itself still switches the theme', async () => {
    const res = await post('/th/theme', {
      body: 'theme=dark&next=/th/search',
      headers: { ...FORM, origin: server.url },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/th/search');
    expect(themeCookie(res)).toBe(true);
  });
});

describe('a page action posted without a form', () => {
  it('answers 415 with a translated message when there is no content type, never 500', async () => {
    for (const path of ['/th/appointment', '/th/appointment.data', '/en/theme', '/zh/auth', '/th/sign-out']) {
      const res = await post(path, { headers: { origin: server.url } });
      expect(res.status, path).toBe(415);
      expect(await res.text(), path).not.toBe('');
    }
    const res = await post('/zh/ask', { headers: { origin: server.url } });
    expect(await res.text()).toBe('提交的内容不是可读取的表单，请从页面重新提交。');
  });

  it('answers 415 to a JSON or text body, and 400 to a multipart body that cannot be read', async () => {
    for (const [type, body] of [
      ['application/json', '{"intent":"x"}'],
      ['text/plain', 'intent=x'],
    ]) {
      const res = await post('/en/appointment', {
        body,
        headers: { 'content-type': type!, origin: server.url },
      });
      expect(res.status, type).toBe(415);
    }
    const broken = await post('/en/appointment', {
      body: 'not a multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: server.url },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(
      'What you sent is not a form that can be read. Please send it again from the page.',
    );
  });
});
