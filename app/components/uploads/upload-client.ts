import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '#domain/limits.ts';

import type { UploadKind } from '#domain/uploads.ts';

export type { UploadKind };

export interface UploadResult {
  key: string;
  /** Public URL of an avatar; null for a private business card. */
  url: string | null;
}

/** Translation keys of every reason the server (or this client) gives for a refused upload. */
export const UPLOAD_ERROR_KEYS = [
  'uploads.errors.notImage',
  'uploads.errors.tooLarge',
  'uploads.errors.tooManyPixels',
  'uploads.errors.badName',
  'uploads.errors.unreadable',
  'uploads.errors.signedOut',
  'uploads.errors.invalid',
  'uploads.errors.network',
  'uploads.errors.failed',
] as const;
export type UploadErrorKey = (typeof UPLOAD_ERROR_KEYS)[number];

/** A known translation key for a code from the server, or the generic failure. */
export function uploadErrorKey(code: unknown): UploadErrorKey {
  return (UPLOAD_ERROR_KEYS as readonly unknown[]).includes(code)
    ? (code as UploadErrorKey)
    : 'uploads.errors.failed';
}

/** What the browser can tell before sending: size, and the declared type when the browser gives one. */
export function checkFileBeforeUpload(file: Pick<File, 'size' | 'type'>): UploadErrorKey | null {
  if (file.size > UPLOAD_MAX_BYTES) return 'uploads.errors.tooLarge';
  if (file.size === 0) return 'uploads.errors.notImage';
  if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'uploads.errors.notImage';
  }
  return null;
}

/**
 * Sends one image to POST /api/uploads with upload progress (0-100). Rejects with an Error whose message is a
 * translation key from UPLOAD_ERROR_KEYS (`uploads.errors.*`).
 */
export function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  const refused = checkFileBeforeUpload(file);
  if (refused) return Promise.reject(new Error(refused));

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (key: UploadErrorKey | 'ratelimit.upload') => reject(new Error(key));
    xhr.open('POST', '/api/uploads');
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0)
        onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      const data = (body ?? {}) as { key?: unknown; url?: unknown; code?: unknown };
      if (xhr.status === 200 && typeof data.key === 'string') {
        onProgress(100);
        resolve({ key: data.key, url: typeof data.url === 'string' ? data.url : null });
      } else if (xhr.status === 413) {
        fail('uploads.errors.tooLarge');
      } else if (xhr.status === 429) {
        fail('ratelimit.upload');
      } else {
        fail(uploadErrorKey(data.code));
      }
    });
    xhr.addEventListener('error', () => fail('uploads.errors.network'));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    onProgress(0);
    xhr.send(form);
  });
}
