import { eq, sql } from 'drizzle-orm';
import { inputError } from '#domain/errors.ts';
import { ADMIN_LAWYER_ERRORS } from '#domain/schemas/admin-lawyer.ts';
import { publicDataTransaction } from '../../../cache/public-data.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers } from '../../../db/schema/index.ts';
import { parseFileKey } from '../../../files/keys.ts';
import type { FileStorage } from '../../../files/storage.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import { recordAudit } from '../audit.ts';
import { PUBLIC_PREFIX, removeUnusedAvatar } from './avatar-files.ts';
import { lockLawyer } from './lawyer-record.ts';

/**
 * Sets a lawyer's avatar to an uploaded picture. Admins upload into their own folder, so any well-formed
 * avatar key is accepted, provided the file exists in storage. The previous picture's file is removed when
 * nothing else uses it.
 */
export async function setAdminLawyerAvatar(
  db: Db,
  actor: Actor,
  id: unknown,
  key: unknown,
  storage: FileStorage,
): Promise<{ avatarUrl: string }> {
  requireAdmin(actor);
  const parsed = typeof key === 'string' ? parseFileKey(key.trim()) : null;
  if (parsed?.folder !== 'avatars') throw inputError({ avatarKey: ADMIN_LAWYER_ERRORS.avatarInvalid });
  if (!(await storage.get(parsed.key))) throw inputError({ avatarKey: ADMIN_LAWYER_ERRORS.avatarInvalid });
  const avatarUrl = `${PUBLIC_PREFIX}${parsed.key}`;
  const previous = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    await tx.update(lawyers).set({ avatarUrl, updatedAt: sql`now()` }).where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'set-lawyer-avatar',
      entityType: 'lawyer',
      entityId: before.id,
      before: { avatarUrl: before.avatarUrl },
      after: { avatarUrl },
    });
    return before.avatarUrl;
  });
  if (previous && previous !== avatarUrl) await removeUnusedAvatar(db, storage, previous);
  return { avatarUrl };
}
