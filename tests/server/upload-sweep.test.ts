import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNATTACHED_UPLOAD_MAX_AGE_HOURS } from '#domain/limits.ts';
import { sweepUnattachedUploads } from '#server/services/uploads/sweep-unattached-uploads.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { uploadsForSweep } from './helpers/uploads.ts';

const HOUR_MS = 60 * 60 * 1000;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe(`the sweep of unattached uploads on local storage and ${engineName()}`, () => {
  it('removes only the files no record names, once they are old enough; safe when run twice at once', async () => {
    const { storage, config } = server.runtime;
    expect(config.files.driver).toBe('local');
    const files = await uploadsForSweep(server);
    const uploadedAt = Date.now();
    const present = async (keys: string[]) =>
      (await Promise.all(keys.map((k) => storage.get(k)))).map((f) => f !== null);
    const sweep = (hoursLater: number) =>
      sweepUnattachedUploads(server.database.db, storage, new Date(uploadedAt + hoursLater * HOUR_MS));

    // Not yet old enough: a form may still be sent with them.
    expect((await sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS - 1)).removed).toEqual([]);
    expect(await present(files.unattached)).toEqual([true, true]);

    // A day later: the refused application's files go, everything a record names stays.
    const [first, second] = await Promise.all([
      sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS + 1),
      sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS + 1),
    ]);
    expect(new Set([...first!.removed, ...second!.removed])).toEqual(new Set(files.unattached));
    expect(await present(files.unattached)).toEqual([false, false]);
    expect(await present(files.named)).toEqual([true, true, true, true]);
    expect((await sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS + 48)).removed).toEqual([]);
  });
});
