import { AppError } from '#domain/errors.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { getBusinessCardLink } from '../../applications/business-card-link.ts';
import { requireAdmin } from '../../guard.ts';

/**
 * A signed link (600 seconds) to an application's business card, for admins (docs/product-rules.md,
 * "Administration"). NOT_FOUND when the application is unknown or has no card; the page ignores a failure silently.
 */
export async function getApplicationCardLink(
  db: Db,
  /** The secret private links are signed with (`config.authSecret`). */
  secret: string,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<{ url: string; expiresAt: string }> {
  requireAdmin(actor);
  const link = await getBusinessCardLink(db, secret, actor, id, now);
  if (!link) throw new AppError('NOT_FOUND');
  return link;
}
