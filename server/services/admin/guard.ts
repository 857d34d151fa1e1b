import { AppError } from '#domain/errors.ts';
import type { Actor } from '../actor.ts';

/**
 * Every admin service starts here (docs/product-rules.md, "Accounts and roles"): a visitor is UNAUTHORIZED; anyone
 * who is not an admin — including a profile_type 'admin' whose e-mail is unconfirmed, since `isAdmin` is recomputed
 * from the database on every request — is FORBIDDEN.
 */
export function requireAdmin(actor: Actor): asserts actor is NonNullable<Actor> {
  if (!actor) throw new AppError('UNAUTHORIZED');
  if (!actor.isAdmin) throw new AppError('FORBIDDEN');
}
