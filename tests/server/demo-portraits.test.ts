import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { illustrationKey, isIllustration } from '#domain/uploads.ts';
import { lawyers, users } from '#server/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '#server/db/seed/demo.ts';
import { lawyerDesk } from '#server/services/inbox/lawyer-desk.ts';
import { updateOwnListing } from '#server/services/lawyers/update-own-listing.ts';
import { sweepUnattachedUploads } from '#server/services/uploads/sweep-unattached-uploads.ts';
import { createSession } from '#tests/factories.ts';
import { jpeg } from '../fixtures/images.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';
import { uploadAs } from './helpers/uploads.ts';

// The demo's listings get drawn portraits at seed time (server/db/seed/demo-portraits.ts), labelled as
// illustrations; the lawyer's own upload replaces theirs (docs/product-rules.md, "Uploads").
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  expect(await seedDemoData(server.database.db, { storage: server.runtime.storage })).toBe(true);
});
afterAll(() => server.close());

const db = () => server.database.db;

describe(`the demo portraits on local storage and ${engineName()}`, () => {
  it('gives every demo listing a drawn portrait, stored and served as a public WebP avatar', async () => {
    const rows = await db().select({ id: lawyers.id, avatarUrl: lawyers.avatarUrl }).from(lawyers);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) expect(row.avatarUrl).toBe(`/files/public/${illustrationKey(row.id)}`);
    expect(rows.every((r) => isIllustration(r.avatarUrl))).toBe(true);
    const res = await server.request(rows[0]!.avatarUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it("gives way to the lawyer's own upload: the desk stops asking for a photo and the sweep removes the portrait", async () => {
    const [user] = await db().select().from(users).where(eq(users.email, DEMO_ACCOUNTS.lawyer.email));
    const actor = { id: user!.id, isAdmin: false };
    const [listing] = await db().select().from(lawyers).where(eq(lawyers.userId, user!.id));
    const portrait = illustrationKey(listing!.id);
    const before = await lawyerDesk(db(), actor);
    expect(before.listing).toMatchObject({ illustration: true, missing: expect.arrayContaining(['photo']) });

    const cookie = await createSession(db(), user!.id, { secret: server.runtime.config.authSecret });
    const own = await uploadAs(server, cookie, 'avatar', await jpeg(400, 400));
    const saved = await updateOwnListing(db(), actor, {
      lawyerId: listing!.id,
      title: listing!.title!,
      province: listing!.province!,
      specialties: listing!.experienceAreas,
      avatarKey: own,
    });
    expect(saved.avatarUrl).toBe(`/files/public/${own}`);
    expect(isIllustration(saved.avatarUrl)).toBe(false);
    const after = await lawyerDesk(db(), actor);
    expect(after.listing.illustration).toBe(false);
    expect(after.listing.missing).not.toContain('photo');

    // A day later the replaced portrait goes; the other listings' portraits and the upload stay.
    const { storage } = server.runtime;
    const { removed } = await sweepUnattachedUploads(db(), storage, new Date(Date.now() + 25 * 3_600_000));
    expect(removed).toEqual([portrait]);
    expect(await storage.get(portrait)).toBeNull();
    expect(await storage.get(own)).not.toBeNull();
    const [other] = await db()
      .select({ id: lawyers.id })
      .from(lawyers)
      .limit(1)
      .where(eq(lawyers.verified, false));
    expect(await storage.get(illustrationKey(other!.id))).not.toBeNull();
  });
});
