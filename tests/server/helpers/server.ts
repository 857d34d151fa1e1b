import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import type { Lang } from '#domain/i18n.ts';
import { type AppOptions, createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createRuntime, type Runtime } from '#server/runtime.ts';
import { createTestDatabase } from './database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestServer {
  runtime: Runtime;
  database: Database;
  app: ReturnType<typeof createApp>;
  /** A request from a given client address (default 10.0.0.1), as the Node server would see it. */
  request(pathname: string, init?: RequestInit, ip?: string): Promise<Response>;
  /** POST JSON to /api/auth/... with the site's origin. */
  authPost(pathname: string, body: unknown, options?: { cookie?: string; ip?: string }): Promise<Response>;
  latestEmail(to: string): Promise<typeof emailOutbox.$inferSelect | undefined>;
  /** What a page loader or action reads of its request (`fromContext`, app/context.server.ts). */
  context(viewer?: ViewerUser | null, lang?: Lang): RequestContext;
  close(): Promise<void>;
}

/** The real HTTP app on a fresh database, without the page renderer. */
export async function createTestServer(
  env: Record<string, string> = {},
  options: AppOptions = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tanai-test-')),
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
  const runtime = createRuntime(config, database);
  const app = createApp(runtime, undefined, options);
  const request = (pathname: string, init: RequestInit = {}, ip = '10.0.0.1') =>
    Promise.resolve(
      app.request(pathname, init, {
        incoming: { socket: { remoteAddress: ip, remotePort: 40000, remoteFamily: 'IPv4' } },
      }),
    );
  return {
    runtime,
    database,
    app,
    request,
    authPost(pathname, body, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', origin: TEST_ORIGIN };
      if (options.cookie) headers.cookie = options.cookie;
      return request(
        `/api/auth${pathname}`,
        { method: 'POST', headers, body: JSON.stringify(body) },
        options.ip,
      );
    },
    async latestEmail(to: string) {
      const rows = await database.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt));
      return rows.find((r) => r.toAddress === to);
    },
    context: (viewer = null, lang = 'th') => ({
      runtime,
      viewer,
      lang,
      clientAddress: '10.0.0.1',
      peerAddress: '10.0.0.1',
    }),
    async close() {
      await database.close();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/[^\s"<>]+/);
  if (!match) throw new Error('no link in e-mail');
  return match[0];
}
