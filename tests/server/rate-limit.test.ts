import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe(`auth rate limits on ${engineName()}`, () => {
  it('answer 429 after 10 sign-in attempts a minute from one address, and count per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await server.authPost(
        '/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong-pw' },
        { ip: '10.1.1.1' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    const other = await server.authPost(
      '/sign-in/email',
      { email: 'nobody@example.com', password: 'wrong-pw' },
      { ip: '10.1.1.2' },
    );
    expect(other.status).toBe(401);
  });

  it('keep the counters in the database, where every server process sees them', async () => {
    const rows = (await server.database.db.execute('select key, count from rate_limits')).rows as {
      key: string;
      count: number;
    }[];
    const limited = rows.find((r) => r.key.startsWith('10.1.1.1'));
    expect(limited?.key).toContain('/sign-in/email');
    expect(Number(limited?.count)).toBeGreaterThanOrEqual(10);
  });

  it('limit confirmation e-mails to 5 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.authPost(
        '/send-verification-email',
        { email: 'x@example.com' },
        { ip: '10.2.2.2' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('ignore a client-supplied address header', async () => {
    for (let i = 0; i < 10; i++) {
      await server.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-tanai-client-ip': `1.2.3.${i}`,
          },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pw' }),
        },
        '10.3.3.3',
      );
    }
    const res = await server.authPost(
      '/sign-in/email',
      { email: 'nobody@example.com', password: 'wrong-pw' },
      { ip: '10.3.3.3' },
    );
    expect(res.status).toBe(429);
  });
});

describe(`the client address behind a trusted proxy on ${engineName()}`, () => {
  it('is the last X-Forwarded-For entry, so a client cannot pick its own address', async () => {
    const proxied = await createTestServer({ TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await proxied.request(
          '/api/auth/sign-in/email',
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: 'http://localhost:3000',
              // The client forges a new first entry every time; the proxy appends the address it saw.
              'x-forwarded-for': `192.0.2.${i + 1}, 203.0.113.7`,
            },
            body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pw' }),
          },
          '10.0.0.250',
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await proxied.close();
    }
  });
});
