import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_CACHE_SECONDS, AVATAR_MAX_PX, UNATTACHED_UPLOAD_MAX_AGE_HOURS } from '#domain/limits.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { lawyers, users } from '#server/db/schema/index.ts';
import { createS3Storage } from '#server/files/s3-storage.ts';
import { FILE_EXISTS, type FileStorage } from '#server/files/storage.ts';
import { deleteAccount } from '#server/services/accounts/delete-account.ts';
import { privateFileUrl } from '#server/services/uploads/file-links.ts';
import { sweepUnattachedUploads } from '#server/services/uploads/sweep-unattached-uploads.ts';
import { EXIF_MARKER, jpeg, jpegWithMetadata } from '../fixtures/images.ts';
import { type LocalS3, S3RVER_CREDENTIALS, startLocalS3 } from '../fixtures/s3-server.ts';
import { cookieHeader, createTestServer, linkIn, TEST_ORIGIN, type TestServer } from './helpers/server.ts';
import { lawyerUploads, uploadsForSweep } from './helpers/uploads.ts';

let s3: LocalS3;
let storage: FileStorage;

// The SDK warns once per process when it runs on a Node.js it is about to drop (below 22); the project runs on 24.
const warnings: string[] = [];
process.on('warning', (warning) => warnings.push(`${warning.name}: ${warning.message}`));

beforeAll(async () => {
  s3 = await startLocalS3();
  storage = createS3Storage({
    driver: 's3',
    bucket: s3.bucket,
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: true,
    ...S3RVER_CREDENTIALS,
  });
});
afterAll(() => s3?.close());

async function objectBytes(key: string): Promise<Buffer> {
  const out = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

describe('S3 storage adapter (s3rver)', () => {
  it("runs without the SDK's Node.js version warning", () => {
    expect(warnings.filter((w) => w.includes('NodeVersionSupportWarning'))).toEqual([]);
  });

  it('put, get and delete a file', async () => {
    const key = 'avatars/user-1/11111111-1111-4111-8111-111111111111.webp';
    const body = Buffer.from('first version');
    await storage.put(key, body, 'image/webp');
    // Really in the bucket, with its content type.
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('image/webp');
    expect((await objectBytes(key)).equals(body)).toBe(true);

    // Listed in its folder only (an account deletion empties the person's folders).
    const listed = await storage.list('avatars/user-1');
    expect(listed.map((f) => f.key)).toEqual([key]);
    // With when it was written (what the sweep of unattached uploads judges by).
    expect(Math.abs(listed[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await storage.list('avatars/user')).toEqual([]);
    expect(await storage.list('avatars/nobody')).toEqual([]);

    const got = await storage.get(key);
    expect(got?.contentType).toBe('image/webp');
    expect(got?.body.equals(body)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting a missing file is fine
  });

  it('never overwrite an existing key', async () => {
    const key = 'business-cards/user-1/22222222-2222-4222-8222-222222222222.jpg';
    await storage.put(key, Buffer.from('original'), 'image/jpeg');
    await expect(storage.put(key, Buffer.from('replacement'), 'image/jpeg')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: FILE_EXISTS,
    });
    expect((await objectBytes(key)).toString()).toBe('original');
  });

  it('answer null for a missing file and refuse unsafe keys', async () => {
    expect(await storage.get('avatars/nobody/33333333-3333-4333-8333-333333333333.webp')).toBeNull();
    await expect(storage.get('../escape')).rejects.toThrow();
    await expect(storage.put('avatars/../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });

  it('fail loudly with wrong credentials', async () => {
    const wrong = createS3Storage({
      driver: 's3',
      bucket: s3.bucket,
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'not-the-secret',
    });
    await expect(
      wrong.put('avatars/u/44444444-4444-4444-8444-444444444444.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
  });
});

describe('uploads through the whole server with FILE_STORAGE=s3', () => {
  let server: TestServer;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    server = await createTestServer({
      FILE_STORAGE: 's3',
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    });
    expect(server.runtime.config.files).toMatchObject({ driver: 's3', forcePathStyle: true });
    const email = 's3-uploader@example.com';
    await server.authPost('/sign-up/email', {
      name: 'ผู้ทดสอบ เอสสาม',
      email,
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
      callbackURL: '/th/auth',
      locale: 'th',
    });
    const link = new URL(linkIn((await server.latestEmail(email))!.textBody));
    await server.request(`${link.pathname}${link.search}`);
    cookie = cookieHeader(await server.authPost('/sign-in/email', { email, password: 'secret1' }));
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    userId = user!.id;
  });
  afterAll(() => server?.close());

  async function post(kind: string, bytes: Buffer) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
    return server.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { cookie, origin: TEST_ORIGIN },
    });
  }

  it('store a re-encoded avatar in the bucket and serve it publicly', async () => {
    const res = await post('avatar', await jpegWithMetadata(1600, 1200));
    expect(res.status).toBe(200);
    const { key, url } = (await res.json()) as { key: string; url: string };
    expect(key).toMatch(new RegExp(`^avatars/${userId}/[0-9a-f-]{36}\\.webp$`));

    const stored = await objectBytes(key);
    expect(stored.includes(EXIF_MARKER)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBe(AVATAR_MAX_PX);

    const served = await server.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe(`public, max-age=${AVATAR_CACHE_SECONDS}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
  });

  it('keep a business card private, readable through a signed link', async () => {
    const res = await post('business-card', await jpeg(800, 500));
    expect(res.status).toBe(200);
    const { key, url } = (await res.json()) as { key: string; url: string | null };
    expect(url).toBeNull();
    expect((await server.request(`/files/public/${key}`)).status).toBe(404);
    const link = privateFileUrl(server.runtime.config.authSecret, key);
    const served = await server.request(link);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(await objectBytes(key))).toBe(true);
  });

  it('removes every upload of a deleted account from the bucket, except the avatar its verified listing keeps', async () => {
    // This person also uploaded the avatar and the business card of the tests above, attached to nothing.
    const files = await lawyerUploads(server, { id: userId, cookie });
    const inBucket = async () => {
      const out = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      return (out.Contents ?? []).map((o) => o.Key!).filter((k) => k.includes(`/${userId}/`));
    };
    expect((await inBucket()).length).toBeGreaterThanOrEqual(5);

    await deleteAccount(server.database.db, userId, 'secret1', { storage: server.runtime.storage });
    expect(await inBucket()).toEqual([files.listingAvatar]);
    const [listing] = await server.database.db.select().from(lawyers).where(eq(lawyers.id, files.lawyerId));
    expect(listing).toMatchObject({ userId: null, avatarUrl: `/files/public/${files.listingAvatar}` });
    expect((await server.request(listing!.avatarUrl!)).status).toBe(200);
  });

  it('removes from the bucket the uploads no record names once a day old, and nothing a record names', async () => {
    const files = await uploadsForSweep(server);
    const now = Date.now();
    const sweep = (hoursLater: number) =>
      sweepUnattachedUploads(
        server.database.db,
        server.runtime.storage,
        new Date(now + hoursLater * 60 * 60 * 1000),
      );
    const inBucket = async (key: string) =>
      s3.client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })).then(
        () => true,
        () => false,
      );
    expect((await sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS - 1)).removed).toEqual([]);
    const { removed } = await sweep(UNATTACHED_UPLOAD_MAX_AGE_HOURS + 1);
    expect(new Set(removed)).toEqual(new Set(files.unattached));
    for (const key of files.unattached) expect(await inBucket(key)).toBe(false);
    for (const key of files.named) expect(await inBucket(key)).toBe(true);
  });
});
