import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_KEYS } from '#app/components/uploads/upload-client.ts';
import { AppError } from '#domain/errors.ts';
import {
  AVATAR_CACHE_SECONDS,
  AVATAR_MAX_PX,
  IMAGE_DECODES_AT_ONCE,
  SIGNED_LINK_SECONDS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_PIXELS,
} from '#domain/limits.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { isOwnUploadKey } from '#domain/uploads.ts';
import en from '#i18n/uploads.en.json';
import th from '#i18n/uploads.th.json';
import zh from '#i18n/uploads.zh.json';
import { users } from '#server/db/schema/index.ts';
import { BUSINESS_CARD_MAX_PX, imageDecodes, UPLOAD_ERROR_REASONS } from '#server/files/images.ts';
import { FILE_EXISTS } from '#server/files/storage.ts';
import { privateFileUrl, signFileLink, verifyFileLink } from '#server/services/uploads/file-links.ts';
import { uploadImage } from '#server/services/uploads/upload-image.ts';
import {
  blackPng,
  EXIF_MARKER,
  jpeg,
  jpegWithComment,
  jpegWithMetadata,
  png,
  SVG_WITH_SCRIPT,
  webp,
  XMP_MARKER,
  zipArchive,
} from '../fixtures/images.ts';
import { cookieHeader, createTestServer, linkIn, TEST_ORIGIN, type TestServer } from './helpers/server.ts';

let server: TestServer;
let owner: { id: string; cookie: string };
let other: { id: string; cookie: string };
let filesDir: string;

async function signedInUser(email: string, ip: string) {
  await server.authPost(
    '/sign-up/email',
    {
      name: 'ผู้ทดสอบ อัปโหลด',
      email,
      password: 'secret1',
      privacyConsent: PRIVACY_NOTICE_VERSION,
      callbackURL: '/th/auth',
      locale: 'th',
    },
    { ip },
  );
  const link = new URL(linkIn((await server.latestEmail(email))!.textBody));
  await server.request(`${link.pathname}${link.search}`);
  const signedIn = await server.authPost('/sign-in/email', { email, password: 'secret1' }, { ip });
  expect(signedIn.status).toBe(200);
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return { id: user!.id, cookie: cookieHeader(signedIn) };
}

beforeAll(async () => {
  server = await createTestServer();
  const files = server.runtime.config.files;
  if (files.driver !== 'local') throw new Error('the test server should use local files');
  filesDir = files.dir;
  owner = await signedInUser('uploader@example.com', '10.1.0.1');
  other = await signedInUser('other@example.com', '10.1.0.2');
});
afterAll(() => server.close());

const storage = () => server.runtime.storage;
const upload = (kind: 'avatar' | 'business-card', bytes: Buffer, name = 'photo.jpg', viewer = owner) =>
  uploadImage(storage(), viewer, kind, { name, bytes });

/** The translation key an upload was refused with (fails when it was accepted). */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).message;
  }
  throw new Error('the upload was accepted');
}

function postUpload(
  parts: { kind?: string; file?: Blob; name?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  if (parts.kind) form.append('kind', parts.kind);
  if (parts.file) form.append('file', parts.file, parts.name ?? 'photo.jpg');
  return server.request('/api/uploads', {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, ...headers },
  });
}

/** Every file under the storage folder (not the temporary one). */
function storedFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (name === '.tmp') return [];
      return statSync(full).isDirectory() ? walk(full) : [path.relative(filesDir, full)];
    });
  try {
    return walk(filesDir);
  } catch {
    return [];
  }
}

describe('image checks', () => {
  it('refuse a text file renamed .jpg, an SVG with a script, and an empty file', async () => {
    const before = storedFiles();
    expect(await refusal(upload('avatar', Buffer.from('just some text, not a picture\n'), 'photo.jpg'))).toBe(
      'uploads.errors.notImage',
    );
    expect(await refusal(upload('avatar', SVG_WITH_SCRIPT, 'face.jpg'))).toBe('uploads.errors.notImage');
    expect(await refusal(upload('avatar', SVG_WITH_SCRIPT, 'face.svg'))).toBe('uploads.errors.notImage');
    expect(await refusal(upload('business-card', Buffer.from('<html><script>x</script></html>')))).toBe(
      'uploads.errors.notImage',
    );
    expect(await refusal(upload('avatar', Buffer.alloc(0)))).toBe('uploads.errors.notImage');
    // Another image format sharp could decode (GIF) is still refused: only JPEG, PNG and WebP.
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(upload('avatar', gif, 'a.png'))).toBe('uploads.errors.notImage');
    expect(storedFiles()).toEqual(before);
  });

  it('refuse a file over the limit', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(UPLOAD_MAX_BYTES)]);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(await refusal(upload('avatar', big))).toBe('uploads.errors.tooLarge');
  });

  it('refuse polyglots: a JPEG with a ZIP, PHP or HTML appended, a PNG or WebP with a trailer', async () => {
    const image = await jpeg(64, 64);
    const payloads = [
      zipArchive('shell.php', '<?php system($_GET["c"]); ?>'),
      Buffer.from('<?php echo "owned"; ?>'),
      Buffer.from('<script>alert(1)</script>'),
    ];
    for (const payload of payloads) {
      expect(await refusal(upload('avatar', Buffer.concat([image, payload])))).toBe(
        'uploads.errors.notImage',
      );
    }
    for (const picture of [await png(32, 32), await webp(32, 32)]) {
      const polyglot = Buffer.concat([picture, Buffer.from('<?php echo 1; ?>')]);
      expect(await refusal(upload('avatar', polyglot, 'x.png'))).toBe('uploads.errors.notImage');
    }
    // A ZIP with a picture appended is a ZIP.
    expect(await refusal(upload('avatar', Buffer.concat([payloads[0]!, image])))).toBe(
      'uploads.errors.notImage',
    );
  });

  it('accept progressive JPEGs, zero padding and a second JPEG after the first (camera multi-picture files)', async () => {
    const image = await jpeg(64, 64);
    const padded = await upload('avatar', Buffer.concat([image, Buffer.alloc(512)]));
    expect(padded.key).toMatch(/^avatars\//);
    const multi = await upload('business-card', Buffer.concat([image, await jpeg(16, 16)]));
    expect(multi.key).toMatch(/^business-cards\//);
    // Progressive JPEGs have several scans with tables between them.
    const progressive = await sharp(await jpegWithMetadata(300, 200))
      .jpeg({ progressive: true, mozjpeg: true })
      .toBuffer();
    expect((await upload('avatar', progressive)).key).toMatch(/^avatars\//);
  });

  it('store none of a payload hidden inside the image', async () => {
    const { key } = await upload('business-card', await jpegWithComment('<?php system($_GET["c"]); ?>'));
    const stored = readFileSync(path.join(filesDir, key));
    expect(stored.includes('<?php')).toBe(false);
    expect(stored.includes('system(')).toBe(false);
  });

  it('refuse a truncated picture as unreadable', async () => {
    const image = await jpeg(256, 256);
    // Cut inside the picture data, then close it, so that the structure is complete but the data is not.
    const truncated = Buffer.concat([
      image.subarray(0, Math.floor(image.length * 0.6)),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await refusal(upload('avatar', truncated))).toBe('uploads.errors.unreadable');
  });

  it('refuse a picture of more than 25 megapixels before decoding it (a decompression bomb)', async () => {
    const stored = () => readdirSync(filesDir, { recursive: true }).length;
    const before = stored();
    // 100 million pixels in a 389 KB file that sharp can decode: refused by its declared size, at once.
    const bomb = blackPng(9_999, 9_999);
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect((await sharp(bomb).metadata()).width).toBe(9_999);
    expect(await refusal(upload('avatar', bomb, 'bomb.png'))).toBe('uploads.errors.tooManyPixels');
    // One pixel over the limit, and the same on a business card.
    const justOver = blackPng(5_001, UPLOAD_MAX_PIXELS / 5_000);
    expect(await refusal(upload('business-card', justOver, 'over.png'))).toBe('uploads.errors.tooManyPixels');
    expect(stored()).toBe(before);
    // The same kind of file at a normal size is fine.
    expect((await upload('avatar', blackPng(600, 400), 'ok.png')).key).toMatch(/^avatars\//);
  });

  it('decode at most two pictures at a time; the others wait their turn and are all stored', async () => {
    expect(IMAGE_DECODES_AT_ONCE).toBe(2);
    const picture = await png(3_000, 2_000);
    const seen = { running: 0, waiting: 0 };
    let done = false;
    const watch = (async () => {
      while (!done) {
        const now = imageDecodes();
        seen.running = Math.max(seen.running, now.running);
        seen.waiting = Math.max(seen.waiting, now.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => upload('business-card', picture, `card-${i}.png`)),
    ).finally(() => {
      done = true;
    });
    await watch;
    expect(new Set(results.map((r) => r.key)).size).toBe(6);
    expect(seen.running).toBe(IMAGE_DECODES_AT_ONCE);
    expect(seen.waiting).toBeGreaterThanOrEqual(1);
    expect(imageDecodes()).toEqual({ running: 0, waiting: 0 });
  });

  it('re-encode an accepted JPEG without EXIF or XMP, upright, avatars within 512 px as WebP', async () => {
    const original = await jpegWithMetadata(1200, 800);
    expect(original.includes(EXIF_MARKER)).toBe(true);
    expect(original.includes(XMP_MARKER)).toBe(true);
    const { key, url } = await upload('avatar', original, 'IMG_0001.JPG');
    expect(key).toMatch(new RegExp(`^avatars/${owner.id}/[0-9a-f-]{36}\\.webp$`));
    expect(url).toBe(`/files/public/${key}`);

    const stored = readFileSync(path.join(filesDir, key));
    expect(stored.includes(EXIF_MARKER)).toBe(false);
    expect(stored.includes(XMP_MARKER)).toBe(false);
    expect(stored.includes('GPS')).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // EXIF orientation 6 turned the 1200×800 picture upright: portrait, fitted into 512×512.
    expect(meta.width).toBeLessThanOrEqual(AVATAR_MAX_PX);
    expect(meta.height).toBe(AVATAR_MAX_PX);
    expect(meta.width).toBeLessThan(meta.height!);
  });

  it('keep small avatars small, and store business cards as JPEG within their limit', async () => {
    const small = await upload('avatar', await png(100, 60), 'small.png');
    const smallMeta = await sharp(readFileSync(path.join(filesDir, small.key))).metadata();
    expect([smallMeta.width, smallMeta.height]).toEqual([100, 60]);

    const card = await upload('business-card', await webp(3000, 1800), 'card.webp');
    expect(card.key).toMatch(new RegExp(`^business-cards/${owner.id}/[0-9a-f-]{36}\\.jpg$`));
    expect(card.url).toBeNull();
    const cardMeta = await sharp(readFileSync(path.join(filesDir, card.key))).metadata();
    expect(cardMeta.format).toBe('jpeg');
    expect(cardMeta.width).toBe(BUSINESS_CARD_MAX_PX);
    expect(cardMeta.exif).toBeUndefined();
  });
});

describe('upload rules', () => {
  it('refuse a signed-out viewer and file names with path parts', async () => {
    const image = await jpeg(32, 32);
    const signedOut = uploadImage(storage(), null, 'avatar', { name: 'a.jpg', bytes: image });
    await expect(signedOut).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const name of ['../../etc/passwd.jpg', 'a/b.jpg', 'a\\b.jpg', '..', 'photo..jpg', 'x\0.jpg']) {
      expect(await refusal(upload('avatar', image, name)), name).toBe('uploads.errors.badName');
    }
  });

  it('give two uploads of the same file different keys and never overwrite', async () => {
    const image = await jpeg(200, 200);
    const first = await upload('avatar', image);
    const second = await upload('avatar', image);
    expect(second.key).not.toBe(first.key);
    const firstBytes = readFileSync(path.join(filesDir, first.key));
    await expect(storage().put(first.key, Buffer.from('replacement'), 'image/webp')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: FILE_EXISTS,
    });
    expect(readFileSync(path.join(filesDir, first.key)).equals(firstBytes)).toBe(true);
    expect((await storage().get(second.key))?.body.length).toBeGreaterThan(0);
  });

  it('put each upload in its uploader’s own folder', async () => {
    const mine = await upload('business-card', await jpeg(40, 40));
    const theirs = await upload('business-card', await jpeg(40, 40), 'c.jpg', other);
    expect(isOwnUploadKey('business-card', mine.key, owner.id)).toBe(true);
    expect(isOwnUploadKey('business-card', mine.key, other.id)).toBe(false);
    expect(isOwnUploadKey('business-card', theirs.key, other.id)).toBe(true);
    expect(isOwnUploadKey('business-card', `../${mine.key}`, owner.id)).toBe(false);
  });

  it('keep the storage adapter inside its folder', async () => {
    for (const key of [
      '../outside.webp',
      'avatars/../../outside.webp',
      '/etc/passwd',
      'avatars/./x.webp',
      '',
    ]) {
      await expect(storage().get(key), key).rejects.toThrow();
      await expect(storage().put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow();
    }
    expect(readdirSync(path.dirname(filesDir))).not.toContain('outside.webp');
  });

  it('have a translation for every reason in th, en and zh', () => {
    const keys = new Set([...UPLOAD_ERROR_REASONS.map((r) => `uploads.errors.${r}`), ...UPLOAD_ERROR_KEYS]);
    for (const texts of [th, en, zh]) {
      for (const key of keys) {
        const reason = key.replace('uploads.errors.', '') as keyof typeof texts.errors;
        expect(texts.errors[reason], key).toBeTruthy();
      }
    }
    expect(th.failed).toBe('อัปโหลดรูปไม่สำเร็จ');
  });
});

describe('POST /api/uploads', () => {
  it('refuse a signed-out upload with 401', async () => {
    const res = await postUpload({ kind: 'avatar', file: new Blob([await jpeg(32, 32)]) });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'uploads.errors.signedOut' });
  });

  it('store an avatar and answer its key and public URL', async () => {
    const res = await postUpload(
      {
        kind: 'avatar',
        file: new Blob([new Uint8Array(await jpegWithMetadata(900, 900))], { type: 'image/png' }),
      },
      { cookie: owner.cookie },
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { key: string; url: string };
    expect(body.key).toMatch(new RegExp(`^avatars/${owner.id}/`));
    expect(body.url).toBe(`/files/public/${body.key}`);
    expect(readFileSync(path.join(filesDir, body.key)).includes(EXIF_MARKER)).toBe(false);
  });

  it('answer 400 with a translatable code for bad input', async () => {
    const cookie = owner.cookie;
    const text = await postUpload({ kind: 'avatar', file: new Blob(['hello']), name: 'a.jpg' }, { cookie });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ code: 'uploads.errors.notImage' });
    const badName = await postUpload(
      { kind: 'avatar', file: new Blob([await jpeg(16, 16)]), name: '..\\..\\a.jpg' },
      { cookie },
    );
    expect(badName.status).toBe(400);
    expect(await badName.json()).toEqual({ code: 'uploads.errors.badName' });
    const badKind = await postUpload({ kind: 'contract', file: new Blob([await jpeg(16, 16)]) }, { cookie });
    expect(badKind.status).toBe(400);
    expect(await badKind.json()).toEqual({ code: 'uploads.errors.invalid' });
    const noFile = await postUpload({ kind: 'avatar' }, { cookie });
    expect(noFile.status).toBe(400);
  });

  it('answer 413 for a file over the limit, announced or not', async () => {
    const big = new Blob([await jpeg(16, 16), Buffer.alloc(UPLOAD_MAX_BYTES + 1)]);
    const streamed = await postUpload({ kind: 'avatar', file: big }, { cookie: owner.cookie });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ code: 'uploads.errors.tooLarge' });

    // Refused from the Content-Length header alone, before the body is read (or even signed in).
    const announced = await server.request('/api/uploads', {
      method: 'POST',
      headers: {
        'content-length': String(50 * 1024 * 1024),
        'content-type': 'multipart/form-data; boundary=x',
      },
      body: '--x--',
    });
    expect(announced.status).toBe(413);

    // Just under the limit passes the size checks (and is then judged as an image).
    const justUnder = new Blob([Buffer.from('not an image'), Buffer.alloc(UPLOAD_MAX_BYTES - 100)]);
    const under = await postUpload({ kind: 'avatar', file: justUnder }, { cookie: owner.cookie });
    expect(under.status).toBe(400);
  });

  it('refuse a cross-site upload', async () => {
    const res = await postUpload(
      { kind: 'avatar', file: new Blob([await jpeg(16, 16)]) },
      { cookie: owner.cookie, origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
  });
});

describe('serving files', () => {
  it('serve a public avatar with its cache header, type and nosniff', async () => {
    const { key, url } = await upload('avatar', await jpeg(300, 300));
    const res = await server.request(url!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${AVATAR_CACHE_SECONDS}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(readFileSync(path.join(filesDir, key)))).toBe(true);
  });

  it('never serve a business card or a missing file publicly', async () => {
    const card = await upload('business-card', await jpeg(100, 60));
    expect((await server.request(`/files/public/${card.key}`)).status).toBe(404);
    const missing = `avatars/${owner.id}/00000000-0000-4000-8000-000000000000.webp`;
    expect((await server.request(`/files/public/${missing}`)).status).toBe(404);
  });

  it('serve a private file through a signed link until it expires', async () => {
    const { key } = await upload('business-card', await jpeg(100, 60));
    const secret = server.runtime.config.authSecret;
    const link = privateFileUrl(secret, key);
    expect(link).toMatch(new RegExp(`^/files/private/${key}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`));

    const ok = await server.request(link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/jpeg');
    expect(ok.headers.get('cache-control')).toBe('private, no-store');
    // The file's own policy, not the site's (the global headers keep what a route set).
    expect(ok.headers.get('referrer-policy')).toBe('no-referrer');
    expect(ok.headers.get('x-frame-options')).toBe('DENY');
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await ok.arrayBuffer()).equals(readFileSync(path.join(filesDir, key)))).toBe(true);

    // Signed more than SIGNED_LINK_SECONDS ago: expired.
    const old = privateFileUrl(
      secret,
      key,
      SIGNED_LINK_SECONDS,
      Date.now() - (SIGNED_LINK_SECONDS + 1) * 1000,
    );
    expect((await server.request(old)).status).toBe(403);
    // Still valid one second before the end.
    const recent = privateFileUrl(
      secret,
      key,
      SIGNED_LINK_SECONDS,
      Date.now() - (SIGNED_LINK_SECONDS - 5) * 1000,
    );
    expect((await server.request(recent)).status).toBe(200);
  });

  it('refuse tampered links, links for another key, and no link', async () => {
    const { key } = await upload('business-card', await jpeg(100, 60));
    const another = await upload('business-card', await jpeg(100, 60), 'b.jpg', other);
    const secret = server.runtime.config.authSecret;
    const { exp, sig } = signFileLink(secret, key, SIGNED_LINK_SECONDS);
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      `/files/private/${key}`,
      `/files/private/${key}?exp=${exp}`,
      `/files/private/${key}?exp=${exp}&sig=${flipped}`,
      `/files/private/${key}?exp=${exp + 3600}&sig=${sig}`,
      `/files/private/${another.key}?exp=${exp}&sig=${sig}`,
      `/files/private/${key}?exp=${exp}&sig=${signFileLink('another-secret-another-secret-0000', key).sig}`,
    ];
    for (const link of cases) {
      const res = await server.request(link);
      expect(res.status, link).toBe(403);
      expect(res.headers.get('content-type'), link).not.toMatch(/^image\//);
    }
    expect(verifyFileLink(secret, key, exp, sig)).toBe(true);
    expect(verifyFileLink(secret, key, exp, sig, (exp + 1) * 1000)).toBe(false);
    expect(verifyFileLink(secret, key, `0${exp}`, sig)).toBe(false);
  });

  it('refuse keys that try to leave the storage folder', async () => {
    const secret = server.runtime.config.authSecret;
    const traversals = [
      'avatars/..%2F..%2Fauth-secret',
      `avatars/${owner.id}/..%2F..%2F..%2Fauth-secret`,
      'avatars/%2e%2e/%2e%2e/auth-secret',
      'avatars/x/..%5c..%5cauth-secret.webp',
      '..%2Fauth-secret',
      `avatars/${owner.id}/00000000-0000-4000-8000-000000000000.webp%00.txt`,
    ];
    for (const raw of traversals) {
      const pub = await server.request(`/files/public/${raw}`);
      expect(pub.status, raw).not.toBe(200);
      const { exp, sig } = signFileLink(secret, decodeURIComponent(raw));
      const priv = await server.request(`/files/private/${raw}?exp=${exp}&sig=${sig}`);
      expect(priv.status, raw).not.toBe(200);
    }
    expect(() => privateFileUrl(secret, '../auth-secret')).toThrow();
  });
});
