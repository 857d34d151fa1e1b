import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { lawyers } from './directory.ts';

/**
 * A claim's life (docs/product-rules.md, "Claiming a listing"): `pending_code` until the claimant proves control of
 * the listing's e-mail, `pending` until an administrator decides, then `approved` or `rejected`.
 */
export const listingClaimStatus = pgEnum('listing_claim_status', [
  'pending_code',
  'pending',
  'approved',
  'rejected',
]);
/** How control of the listing's contact was proven: a code sent to its e-mail, or the signed invitation link. */
export const listingClaimProof = pgEnum('listing_claim_proof', ['email_code', 'invitation_link']);

/** A lawyer's claim of a verified listing that has no account (`lawyers.user_id` null). */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The licence number the claimant named, as typed. */
    licenseNumber: text('license_number').notNull(),
    /** Null until proven. */
    proof: listingClaimProof('proof'),
    /** HMAC of the one-time code under the server's secret; never the code itself. Null once proven. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** Wrong codes typed against the current code. */
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The address the code went to (the listing's e-mail at the time). */
    provenAddress: text('proven_address'),
    provenAt: timestamp('proven_at', { withTimezone: true }),
    status: listingClaimStatus('status').notNull().default('pending_code'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why an administrator rejected the claim (e-mailed to the claimant). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('listing_claims_license_not_blank', sql`${t.licenseNumber} ~ '[^[:space:]]'`),
    check('listing_claims_attempts_non_negative', sql`${t.codeAttempts} >= 0`),
    // One open claim per listing per claimant.
    uniqueIndex('listing_claims_one_open_idx')
      .on(t.lawyerId, t.userId)
      .where(sql`${t.status} IN ('pending_code', 'pending')`),
    index('listing_claims_status_idx').on(t.status, t.createdAt.desc()),
    index('listing_claims_user_idx').on(t.userId),
  ],
);

export type ListingClaimRow = typeof listingClaims.$inferSelect;

/** Each claim invitation e-mailed by an administrator to a listing without an account. */
export const listingClaimInvitations = pgTable(
  'listing_claim_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_claim_invitations_lawyer_idx').on(t.lawyerId, t.sentAt.desc())],
);
