import { AppError, isAppError } from '#domain/errors.ts';
import type { Config } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/**
 * Where uploaded files live (docs/product-rules.md, "Uploads"). Keys look like `avatars/{userId}/{uuid}.webp`.
 * Public files (avatars) are served by the app at /files/public/{key}; private files (business cards)
 * only through signed links that expire (server/services/uploads/file-links.ts).
 */
export interface FileStorage {
  /** Stores a new file. Never overwrites: throws `fileExistsError()` when the key is taken. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every file directly in `folder` (e.g. `avatars/{userId}`, without a trailing '/') with when it was written:
   * what an account deletion removes, and what the sweep of unattached uploads judges by age
   * (server/services/uploads/sweep-unattached-uploads.ts). A folder that does not exist holds nothing.
   */
  list(folder: string): Promise<StoredFile[]>;
}

/** A file in storage: its key and when it was written (files are never overwritten). */
export interface StoredFile {
  key: string;
  modifiedAt: Date;
}

/**
 * The message of `put`'s refusal (CONFLICT) of a key that already holds a file (nothing is ever overwritten:
 * docs/product-rules.md, "Uploads"); never shown to anyone, the upload draws another key.
 */
export const FILE_EXISTS = 'A file already exists at this key.';

export const fileExistsError = () => new AppError('CONFLICT', FILE_EXISTS);

/** Whether `put` refused the key because a file is there already. */
export const isFileExistsError = (error: unknown) => isAppError(error) && error.message === FILE_EXISTS;

/** A key the adapters accept at all: relative, '/'-separated safe segments, no '.' or '..'. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** Adapters' last line of defence; callers check the stricter FILE_KEY_PATTERN (keys.ts) first. */
export function assertSafeKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512 || !SAFE_KEY.test(key)) {
    throw new Error('unsafe storage key');
  }
  if (key.split('/').some((part) => part === '.' || part === '..' || part.includes('..'))) {
    throw new Error('unsafe storage key');
  }
}

/** A local folder by default, S3-compatible object storage when configured. */
export function createStorage(config: Config): FileStorage {
  const files = config.files;
  if (files.driver === 's3') return createS3Storage(files);
  return createLocalStorage(files.dir);
}
