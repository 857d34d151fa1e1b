import { isOwnUploadKey, type UploadKind } from '#domain/uploads.ts';

/**
 * True when `key` is a key of this kind in the user's own upload folder (`avatars/{userId}/{uuid}.webp`,
 * `business-cards/{userId}/{uuid}.jpg`), with the exact key format (domain/uploads.ts). A key in another user's
 * folder, an invented path or a path with '..' is refused.
 */
export function isOwnKey(kind: UploadKind, key: string, userId: string): boolean {
  return isOwnUploadKey(kind, key, userId);
}
