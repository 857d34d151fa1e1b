import { AppError } from '#domain/errors.ts';
import type { Actor } from './actor.ts';

/**
 * A service for signed-in people starts here: a visitor is UNAUTHORIZED (`message`: the form's own words for it,
 * an i18n key such as 'ask.errors.signIn').
 */
export function requireActor<T>(actor: T | null | undefined, message?: string): asserts actor is T {
  if (!actor) throw new AppError('UNAUTHORIZED', message);
}

/**
 * Every admin service starts here (docs/product-rules.md, "Accounts and roles"): a visitor is UNAUTHORIZED; anyone
 * who is not an admin — including a profile_type 'admin' whose e-mail is unconfirmed, since `isAdmin` is recomputed
 * from the database on every request — is FORBIDDEN.
 */
export function requireAdmin(actor: Actor): asserts actor is NonNullable<Actor> {
  requireActor(actor);
  if (!actor.isAdmin) throw new AppError('FORBIDDEN');
}
