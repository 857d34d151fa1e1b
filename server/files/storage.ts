import type { Config } from '../config.ts';

/**
 * Where uploaded files live (decisions.md items 16-18). Keys look like `avatars/{userId}/{uuid}.webp`.
 * Public files (avatars) are served by the app at /files/public/{key}; private files (business cards)
 * only through signed links that expire.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
}

/** Placeholder until the storage adapters land: keeps nothing. */
export function createStorage(_config: Config): FileStorage {
  return {
    async put() {
      throw new Error('file storage is not configured');
    },
    async get() {
      return null;
    },
    async delete() {},
  };
}
