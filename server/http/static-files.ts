import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESS_MIN_BYTES, type Encoding, isCompressible, negotiateEncoding } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File names of the build's `assets/` folder carry a hash of their content: cached for good. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Other public files (favicon.svg and the like) keep their name when they change: an hour, then revalidated. */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600';

/** Files larger than this are not held in memory (the build has none; a guard against surprises). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
};

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  compressible: boolean;
  /** The compressed bodies: quick ones first (`ready`), replaced by the smallest ones in the background. */
  encoded: Partial<Record<Encoding, Variant>>;
  ready: Promise<void>;
}

/** A Buffer's bytes as a plain Uint8Array view (no copy). */
const bytes = (buffer: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** Whether an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * The build's client files (`build/client`: hashed `assets/`, favicon.svg…) from memory: each file is read once
 * (the folder's text files at start-up, other files on their first request), with a strong ETag from its content, and text
 * files are compressed once: quickly first (Brotli 5, gzip 6: milliseconds), then, in the background one file at a
 * time, as small as possible (Brotli 11, gzip 9), so a request costs no disk read and no compression. Compressed
 * answers carry a weak ETag (same content, other bytes). Answers 304 to a matching If-None-Match. `assets/*` are
 * cached for a year (`immutable`), other files for an hour. Paths without a file name extension, `.data` paths,
 * dot files and anything outside the folder pass on to the next handler, as do files that do not exist.
 */
export function staticFiles(options: { root: string; precompress?: boolean }): MiddlewareHandler {
  const root = path.resolve(options.root);
  const files = new Map<string, Promise<StaticFile | null>>();

  /** Compresses a file's body into `file.encoded` (kept only when it is smaller than what is there). */
  const encode = async (file: StaticFile, encoding: Encoding, best: boolean): Promise<void> => {
    const identity = file.identity.body;
    const body =
      encoding === 'br'
        ? await brotli(identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
            },
          })
        : await gzipAsync(identity, { level: best ? 9 : 6 });
    const current = file.encoded[encoding]?.body ?? identity;
    if (body.byteLength >= current.byteLength) return;
    file.encoded[encoding] = {
      body: bytes(body),
      etag: `W/"${file.identity.etag.slice(1, -1)}-${encoding}"`,
    };
  };

  /** The smallest encodings are made one file at a time, so start-up and requests keep the CPU. */
  let bestQueue: Promise<void> = Promise.resolve();
  const encodeBest = (file: StaticFile) => {
    bestQueue = bestQueue.then(async () => {
      await encode(file, 'br', true).catch(() => undefined);
      await encode(file, 'gzip', true).catch(() => undefined);
    });
  };

  const load = async (relative: string): Promise<StaticFile | null> => {
    const full = path.join(root, relative);
    try {
      const info = await stat(full);
      if (!info.isFile() || info.size > MAX_CACHED_BYTES) return null;
      const body = bytes(await readFile(full));
      const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
      const type = contentTypeOf(full);
      const compressible = isCompressible(type) && body.byteLength >= COMPRESS_MIN_BYTES;
      const file: StaticFile = {
        type,
        cacheControl: relative.startsWith(`assets${path.sep}`)
          ? IMMUTABLE_CACHE_CONTROL
          : PUBLIC_FILE_CACHE_CONTROL,
        identity: { body, etag: `"${hash}"` },
        compressible,
        encoded: {},
        ready: Promise.resolve(),
      };
      if (compressible) {
        // On libuv's thread pool, not on the event loop.
        file.ready = Promise.all([encode(file, 'br', false), encode(file, 'gzip', false)]).then(
          () => encodeBest(file),
          () => undefined,
        );
      }
      return file;
    } catch {
      return null;
    }
  };

  /** The file's path inside the root ('assets/x.js'), or null for anything that is not a plain file path. */
  const relativePath = (pathname: string): string | null => {
    const last = pathname.slice(pathname.lastIndexOf('/') + 1);
    if (!last.includes('.') || last.endsWith('.data')) return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return null;
    const segments = decoded.split('/').filter(Boolean);
    if (segments.length === 0 || segments.some((s) => s.startsWith('.'))) return null;
    const relative = path.normalize(segments.join(path.sep));
    const full = path.join(root, relative);
    if (!full.startsWith(root + path.sep)) return null;
    return relative;
  };

  const get = (relative: string): Promise<StaticFile | null> => {
    let file = files.get(relative);
    if (!file) {
      file = load(relative);
      files.set(relative, file);
      // A missing file is looked up again next time (it may be written later); only found files stay.
      void file.then((f) => {
        if (!f && files.get(relative) === file) files.delete(relative);
      });
    }
    return file;
  };

  if (options.precompress !== false) {
    // Start-up: read and compress every text file of the folder, one after the other, in the background.
    void (async () => {
      try {
        const entries = await readdir(root, { recursive: true, withFileTypes: true });
        for (const entry of entries) {
          if (!entry.isFile() || !isCompressible(contentTypeOf(entry.name))) continue;
          const relative = path.relative(root, path.join(entry.parentPath, entry.name));
          await (await get(relative))?.ready;
        }
      } catch {
        // No client folder (tests, development): files are looked up on request.
      }
    })();
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const relative = relativePath(new URL(c.req.url).pathname);
    if (!relative) return next();
    const file = await get(relative);
    if (!file) return next();

    const encoding = file.compressible ? negotiateEncoding(c.req.header('accept-encoding')) : null;
    if (encoding) await file.ready;
    const variant = (encoding && file.encoded[encoding]) || file.identity;
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': file.cacheControl,
      etag: variant.etag,
      'x-content-type-options': 'nosniff',
    };
    if (file.compressible) headers.vary = 'Accept-Encoding';
    if (variant !== file.identity && encoding) headers['content-encoding'] = encoding;
    if (etagMatches(c.req.header('if-none-match'), variant.etag)) return c.body(null, 304, headers);
    headers['content-length'] = String(variant.body.byteLength);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(variant.body, 200, headers);
  };
}
