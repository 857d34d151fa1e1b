import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { AppError, inputError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { LAWYER_LANGUAGE_VALUES } from '#domain/lawyer-languages.ts';
import { ADMIN_LAWYER_SEARCH_LIMIT } from '#domain/limits.ts';
import { PROVINCES } from '#domain/provinces.ts';
import { latinSpellings } from '#domain/romanize.ts';
import {
  ADMIN_LAWYER_ERRORS,
  adminLawyerCreateSchema,
  adminLawyerLinkSchema,
  adminLawyerQuery,
  adminLawyerUpdateSchema,
} from '#domain/schemas/admin-lawyer.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { publicDataTransaction } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { lawyerApplications, lawyers, profiles, users } from '../../db/schema/index.ts';
import { parseFileKey } from '../../files/keys.ts';
import type { FileStorage } from '../../files/storage.ts';
import { logger } from '../../logger.ts';
import { getRuntime, matchContextOf } from '../../runtime.ts';
import type { Actor } from '../actor.ts';
import { isUniqueViolation } from '../applications/db-errors.ts';
import { containsPattern } from '../lawyers/search-lawyers.ts';
import { rematchQuestions, withdrawListingInvitations } from '../questions/invitations.ts';
import type { MatchContext } from '../questions/matching.ts';
import { recordAudit } from './audit.ts';
import { requireAdmin } from './guard.ts';

/**
 * Admin lawyers (docs/product-rules.md, "Administration"): search, add, edit, the
 * verified and network-member flags, the linked account, the avatar and delete. Every function checks the
 * admin first (`requireAdmin`), and every change writes exactly one audit entry in the same transaction, which
 * empties the public data cache once committed (`publicDataTransaction`, server/cache/public-data.ts).
 * Refused input throws `AppError` with `fields` (INVALID_INPUT with a message key per field) and stores nothing.
 */

const E = ADMIN_LAWYER_ERRORS;

type LawyerRow = typeof lawyers.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A row of the admin lawyer table. */
export interface AdminLawyerRow {
  id: string;
  name: string;
  title: string | null;
  province: string | null;
  district: string | null;
  verified: boolean;
  networkMember: boolean;
  userId: string | null;
  accountEmail: string | null;
  rating: number | null;
  reviews: number | null;
  avatarUrl: string | null;
}

/** Everything the edit form shows. */
export interface AdminLawyer extends Omit<LawyerRow, 'rating' | 'createdAt' | 'updatedAt'> {
  rating: number | null;
  accountEmail: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The admin lawyer list: at most 100 rows, verified first, then by name; the search text
 * matches name (also the English one and the romanised Thai one), province and district partially and case-insensitively (a province also by its English name,
 * so the /en screen finds 'Bangkok').
 */
export async function searchAdminLawyers(db: Db, actor: Actor, query?: unknown): Promise<AdminLawyerRow[]> {
  requireAdmin(actor);
  const q = adminLawyerQuery(query);
  let where: SQL | undefined;
  if (q) {
    const pattern = containsPattern(q);
    const lower = q.toLowerCase();
    const provincesByEnglish = PROVINCES.filter((p) => p.en.toLowerCase().includes(lower)).map((p) => p.th);
    where = or(
      ilike(lawyers.name, pattern),
      ilike(lawyers.nameEn, pattern),
      ilike(lawyers.nameLatin, pattern),
      ilike(lawyers.province, pattern),
      ilike(lawyers.district, pattern),
      ...(provincesByEnglish.length ? [inArray(lawyers.province, provincesByEnglish)] : []),
    );
  }
  const rows = await db
    .select({
      id: lawyers.id,
      name: lawyers.name,
      title: lawyers.title,
      province: lawyers.province,
      district: lawyers.district,
      verified: lawyers.verified,
      networkMember: lawyers.networkMember,
      userId: lawyers.userId,
      accountEmail: users.email,
      rating: lawyers.rating,
      reviews: lawyers.reviews,
      avatarUrl: lawyers.avatarUrl,
    })
    .from(lawyers)
    .leftJoin(users, eq(users.id, lawyers.userId))
    .where(where)
    .orderBy(desc(lawyers.verified), asc(lawyers.name), asc(lawyers.id))
    .limit(ADMIN_LAWYER_SEARCH_LIMIT);
  return rows.map((r) => ({ ...r, rating: r.rating === null ? null : Number(r.rating) }));
}

/** One lawyer with every field, for the edit form; null when there is none. */
export async function getAdminLawyer(db: Db, actor: Actor, id: unknown): Promise<AdminLawyer | null> {
  requireAdmin(actor);
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ lawyer: lawyers, accountEmail: users.email })
    .from(lawyers)
    .leftJoin(users, eq(users.id, lawyers.userId))
    .where(eq(lawyers.id, id))
    .limit(1);
  if (!row) return null;
  const { lawyer } = row;
  return {
    ...lawyer,
    rating: lawyer.rating === null ? null : Number(lawyer.rating),
    accountEmail: row.accountEmail,
    createdAt: lawyer.createdAt.toISOString(),
    updatedAt: lawyer.updatedAt.toISOString(),
  };
}

/** Values outside the allowed list, except those the record already had (older data is kept as it is). */
function unknownChoices(values: string[], allowed: readonly string[], kept: readonly string[] = []) {
  return values.filter((v) => !allowed.includes(v) && !kept.includes(v));
}

function checkChoices(
  data: { experienceAreas: string[]; languages: string[] },
  before?: Pick<LawyerRow, 'experienceAreas' | 'languages'>,
) {
  const fields: Record<string, string> = {};
  if (unknownChoices(data.experienceAreas, CASE_TYPE_VALUES, before?.experienceAreas).length)
    fields.experienceAreas = E.areaInvalid;
  if (unknownChoices(data.languages, LAWYER_LANGUAGE_VALUES, before?.languages).length)
    fields.languages = E.languageInvalid;
  if (Object.keys(fields).length) throw inputError(fields);
}

/** The audit snapshot of a record (everything but the timestamps). */
function snapshot(row: LawyerRow) {
  const { createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, rating: rest.rating === null ? null : Number(rest.rating) };
}

/** The fields that differ, before and after. */
function changes(before: LawyerRow, after: LawyerRow) {
  const a = snapshot(before) as Record<string, unknown>;
  const b = snapshot(after) as Record<string, unknown>;
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(b)) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) {
      was[key] = a[key];
      now[key] = b[key];
    }
  }
  return { before: was, after: now };
}

async function lockLawyer(tx: Tx, id: unknown): Promise<LawyerRow> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', E.notFound);
  const [row] = await tx.select().from(lawyers).where(eq(lawyers.id, id)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND', E.notFound);
  return row;
}

/**
 * Adds a lawyer: name, title and province required; experience and the fee are whole
 * numbers ≥ 0; the ONE fee amount is stored as both fee_min and fee_max (with its unit, per session unless
 * chosen otherwise). Experience areas and languages come from the domain lists. New lawyers are unverified.
 */
export async function createAdminLawyer(
  db: Db,
  actor: Actor,
  input: unknown,
): Promise<{ id: string; name: string }> {
  requireAdmin(actor);
  const parsed = adminLawyerCreateSchema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  const data = parsed.data;
  checkChoices(data);
  const fee = data.fee ?? null;
  return publicDataTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(lawyers)
      .values({
        name: data.name,
        nameEn: data.nameEn ?? null,
        nameZh: data.nameZh ?? null,
        nameLatin: latinSpellings(data.name),
        title: data.title,
        titleEn: data.titleEn ?? null,
        titleZh: data.titleZh ?? null,
        province: data.province,
        district: data.district ?? null,
        experience: data.experience ?? null,
        feeMin: fee,
        feeMax: fee,
        feeUnit: fee === null ? null : (data.feeUnit ?? 'per_session'),
        experienceAreas: data.experienceAreas,
        languages: data.languages,
        verified: false,
      })
      .returning();
    if (!row) throw new Error('the lawyer was not stored');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'create-lawyer',
      entityType: 'lawyer',
      entityId: row.id,
      after: snapshot(row),
    });
    return { id: row.id, name: row.name };
  });
}

/** Edits every field of a lawyer (not the flags, the account or the avatar, which have their own actions). */
export async function updateAdminLawyer(db: Db, actor: Actor, id: unknown, input: unknown): Promise<void> {
  requireAdmin(actor);
  const parsed = adminLawyerUpdateSchema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  const data = parsed.data;
  await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    checkChoices(data, before);
    const hasFee = data.feeMin !== undefined || data.feeMax !== undefined;
    const [after] = await tx
      .update(lawyers)
      .set({
        name: data.name,
        nameEn: data.nameEn ?? null,
        nameZh: data.nameZh ?? null,
        nameLatin: latinSpellings(data.name),
        title: data.title,
        titleEn: data.titleEn ?? null,
        titleZh: data.titleZh ?? null,
        province: data.province,
        district: data.district ?? null,
        experience: data.experience ?? null,
        feeMin: data.feeMin ?? null,
        feeMax: data.feeMax ?? null,
        feeUnit: hasFee ? (data.feeUnit ?? 'per_session') : null,
        experienceAreas: data.experienceAreas,
        languages: data.languages,
        description: data.description ?? null,
        phone: data.phone ?? null,
        email: data.email ?? null,
        lineId: data.lineId ?? null,
        education: data.education,
        achievements: data.achievements,
        availability: data.availability ?? null,
        licenseNumber: data.licenseNumber ?? null,
        address: data.address ?? null,
        website: data.website ?? null,
        rating: data.rating ?? null,
        reviews: data.reviews ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(lawyers.id, before.id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND', E.notFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'update-lawyer',
      entityType: 'lawyer',
      entityId: before.id,
      ...changes(before, after),
    });
  });
}

export type LawyerFlag = 'verified' | 'networkMember';
const FLAG_ACTIONS: Record<LawyerFlag, string> = {
  verified: 'set-lawyer-verified',
  networkMember: 'set-lawyer-network-member',
};

/**
 * Sets the verified flag (public only when true) or the network-member flag (own phone shown;
 * docs/product-rules.md, "Lawyer listings"). Setting a flag to the value it already has changes nothing and records
 * nothing.
 */
export async function setAdminLawyerFlag(
  db: Db,
  actor: Actor,
  id: unknown,
  flag: LawyerFlag,
  value: boolean,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  if (flag !== 'verified' && flag !== 'networkMember') throw new AppError('INVALID_INPUT');
  if (typeof value !== 'boolean') throw new AppError('INVALID_INPUT');
  return publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before[flag] === value) return { changed: false };
    await tx
      .update(lawyers)
      .set({
        [flag]: value,
        // The verified badge says when the licence was checked: set on verifying, cleared on unverifying.
        ...(flag === 'verified' ? { verifiedAt: value ? sql`now()` : null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: FLAG_ACTIONS[flag],
      entityType: 'lawyer',
      entityId: before.id,
      before: { [flag]: before[flag] },
      after: { [flag]: value },
    });
    return { changed: true };
  });
}

/**
 * Links a lawyer to the user account with this e-mail (a listing has at most one account). An unknown e-mail is
 * refused; so is an account that already has a lawyer record (lawyers.user_id is unique, also when two links race).
 * Linking to the account it already has changes nothing.
 */
export async function linkAdminLawyerAccount(
  db: Db,
  actor: Actor,
  id: unknown,
  input: unknown,
): Promise<{ changed: boolean; userId: string }> {
  requireAdmin(actor);
  const parsed = adminLawyerLinkSchema.safeParse(input);
  if (!parsed.success) throw inputError(fieldErrors(parsed.error));
  const { email } = parsed.data;
  try {
    return await publicDataTransaction(db, async (tx) => {
      const before = await lockLawyer(tx, id);
      const [user] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      if (!user) throw inputError({ email: E.unknownEmail });
      if (before.userId === user.id) return { changed: false, userId: user.id };
      const [other] = await tx
        .select({ id: lawyers.id })
        .from(lawyers)
        .where(and(eq(lawyers.userId, user.id), ne(lawyers.id, before.id)))
        .limit(1);
      if (other) throw inputError({ email: E.accountTaken }, 'CONFLICT');
      await tx
        .update(lawyers)
        .set({ userId: user.id, updatedAt: sql`now()` })
        .where(eq(lawyers.id, before.id));
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: 'link-lawyer-account',
        entityType: 'lawyer',
        entityId: before.id,
        before: { userId: before.userId },
        after: { userId: user.id, email: user.email },
      });
      return { changed: true, userId: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lawyers_user_id_unique'))
      throw inputError({ email: E.accountTaken }, 'CONFLICT');
    throw error;
  }
}

/**
 * Removes the link between a lawyer and its account (nothing to do when there is none). In the same transaction
 * the listing's invitations end (`withdrawListingInvitations`): the account no longer opens the questions it was
 * invited to or accepted; after the commit those questions get their next batch or wait in the admin queue.
 */
export async function unlinkAdminLawyerAccount(
  db: Db,
  actor: Actor,
  id: unknown,
  match: MatchContext = matchContextOf(getRuntime()),
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  const { changed, questionIds } = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before.userId === null) return { changed: false, questionIds: [] };
    await tx.update(lawyers).set({ userId: null, updatedAt: sql`now()` }).where(eq(lawyers.id, before.id));
    const questionIds = await withdrawListingInvitations(tx, before.id, new Date());
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'unlink-lawyer-account',
      entityType: 'lawyer',
      entityId: before.id,
      before: { userId: before.userId },
      after: { userId: null },
    });
    return { changed: true, questionIds };
  });
  await rematchQuestions(db, questionIds, match);
  return { changed };
}

const PUBLIC_PREFIX = '/files/public/';

/** The storage key behind an avatar URL of this app, or null (no avatar, or a picture from elsewhere). */
function avatarKeyOf(url: string | null): string | null {
  if (!url?.startsWith(PUBLIC_PREFIX)) return null;
  const parsed = parseFileKey(url.slice(PUBLIC_PREFIX.length));
  return parsed?.folder === 'avatars' ? parsed.key : null;
}

/**
 * Deletes an avatar file that nothing refers to any more (no lawyer, application or profile). Runs after the
 * change is committed; a failure only leaves an unused file behind, so it is logged, never thrown.
 */
async function removeUnusedAvatar(db: Db, storage: FileStorage, url: string | null) {
  const key = avatarKeyOf(url);
  if (!key || !url) return;
  try {
    const uses = await Promise.all([
      db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.avatarUrl, url)).limit(1),
      db
        .select({ id: lawyerApplications.id })
        .from(lawyerApplications)
        .where(eq(lawyerApplications.avatarUrl, url))
        .limit(1),
      db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.avatarUrl, url)).limit(1),
    ]);
    const used = uses.some((rows) => rows.length > 0);
    if (!used) await storage.delete(key);
  } catch (error) {
    logger.warn(
      { key, err: error instanceof Error ? error.message : String(error) },
      'avatar cleanup failed',
    );
  }
}

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
  storage: FileStorage = getRuntime().storage,
): Promise<{ avatarUrl: string }> {
  requireAdmin(actor);
  const parsed = typeof key === 'string' ? parseFileKey(key.trim()) : null;
  if (parsed?.folder !== 'avatars') throw inputError({ avatarKey: E.avatarInvalid });
  if (!(await storage.get(parsed.key))) throw inputError({ avatarKey: E.avatarInvalid });
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

/** Removes a lawyer's avatar (and its file, when nothing else uses it). Nothing to do when there is none. */
export async function removeAdminLawyerAvatar(
  db: Db,
  actor: Actor,
  id: unknown,
  storage: FileStorage = getRuntime().storage,
): Promise<{ changed: boolean }> {
  requireAdmin(actor);
  const previous = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    if (before.avatarUrl === null) return null;
    await tx.update(lawyers).set({ avatarUrl: null, updatedAt: sql`now()` }).where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'remove-lawyer-avatar',
      entityType: 'lawyer',
      entityId: before.id,
      before: { avatarUrl: before.avatarUrl },
      after: { avatarUrl: null },
    });
    return before.avatarUrl;
  });
  if (previous) await removeUnusedAvatar(db, storage, previous);
  return { changed: previous !== null };
}

/**
 * Deletes a lawyer (after the confirmation in the screen). Its featured entries and invitations go with it
 * (foreign keys cascade); the questions it had accepted or was invited to are open again as when a listing is
 * unlinked (`withdrawListingInvitations`), and after the commit get their next batch or wait in the admin queue.
 * The audit entry keeps the whole record. Answers the deleted lawyer's name.
 */
export async function deleteAdminLawyer(
  db: Db,
  actor: Actor,
  id: unknown,
  storage: FileStorage = getRuntime().storage,
  match: MatchContext = matchContextOf(getRuntime()),
): Promise<{ name: string }> {
  requireAdmin(actor);
  const { name, avatarUrl, questionIds } = await publicDataTransaction(db, async (tx) => {
    const before = await lockLawyer(tx, id);
    const questionIds = await withdrawListingInvitations(tx, before.id, new Date());
    await tx.delete(lawyers).where(eq(lawyers.id, before.id));
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'delete-lawyer',
      entityType: 'lawyer',
      entityId: before.id,
      before: snapshot(before),
    });
    return { name: before.name, avatarUrl: before.avatarUrl, questionIds };
  });
  await rematchQuestions(db, questionIds, match);
  if (avatarUrl) await removeUnusedAvatar(db, storage, avatarUrl);
  return { name };
}
