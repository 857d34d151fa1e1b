import { randomUUID } from 'node:crypto';
import { link, mkdir, readdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage, fileExistsError, type StoredFile } from './storage.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

const isErrno = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as NodeJS.ErrnoException).code === code;

/**
 * Files in a local folder (the default; docs/product-rules.md, "Uploads"). A file is first written in full to a
 * temporary name and then hard-linked to its key: the link fails when the key exists, so a file is never
 * overwritten and never seen half-written. The content type follows from the key's extension.
 */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, '.tmp');

  function fileOf(key: string): string {
    assertSafeKey(key);
    const full = path.resolve(base, ...key.split('/'));
    if (!full.startsWith(base + path.sep)) throw new Error('unsafe storage key');
    return full;
  }

  return {
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, `${randomUUID()}.part`);
      await writeFile(temp, body, { flag: 'wx', mode: 0o640 });
      try {
        await link(temp, target);
      } catch (err) {
        if (isErrno(err, 'EEXIST')) throw fileExistsError();
        throw err;
      } finally {
        await unlink(temp).catch(() => {});
      }
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const body = await readFile(file);
        return { body, contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
      } catch (err) {
        if (isErrno(err, 'ENOENT') || isErrno(err, 'EISDIR') || isErrno(err, 'ENOTDIR')) return null;
        throw err;
      }
    },

    async list(folder) {
      const dir = fileOf(folder);
      let names: string[];
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        names = entries.filter((e) => e.isFile()).map((e) => e.name);
      } catch (err) {
        if (isErrno(err, 'ENOENT') || isErrno(err, 'ENOTDIR')) return [];
        throw err;
      }
      const files: StoredFile[] = [];
      for (const name of names) {
        // A file removed meanwhile (another process's sweep) is no longer there to list.
        const info = await stat(path.join(dir, name)).catch((err: unknown) => {
          if (isErrno(err, 'ENOENT')) return null;
          throw err;
        });
        if (info) files.push({ key: `${folder}/${name}`, modifiedAt: info.mtime });
      }
      return files;
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (err) {
        if (!isErrno(err, 'ENOENT')) throw err;
        return;
      }
      // Tidy the owner's folder once it is empty (never the root itself).
      const dir = path.dirname(file);
      if (dir !== base && (await readdir(dir).catch(() => ['keep'])).length === 0) {
        await rmdir(dir).catch(() => {});
      }
    },
  };
}
