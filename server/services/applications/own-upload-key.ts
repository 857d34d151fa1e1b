import { isOwnUploadKey, type UploadKind } from '#domain/schemas/lawyer.ts';
import { isOwnKey as isOwnFileKey } from '../uploads/file-links.ts';

/**
 * True when `key` is a key of this kind in the user's own upload folder (`avatars/{userId}/{uuid}.webp`,
 * `business-cards/{userId}/{uuid}.jpg`), with the exact key format: the upload service's own check plus
 * the kind (an avatar field takes an avatar, never a business card). A key in another user's folder, an
 * invented path or a path with '..' is refused.
 */
export function isOwnKey(kind: UploadKind, key: string, userId: string): boolean {
  return isOwnFileKey(key, userId) && isOwnUploadKey(kind, key, userId);
}
