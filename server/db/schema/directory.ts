import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const profileType = pgEnum('profile_type', ['member', 'lawyer', 'admin']);
export const feeUnit = pgEnum('fee_unit', ['per_session', 'per_hour']);
export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** One row per account: display name and role. Admin = profile_type 'admin' AND a confirmed e-mail. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profileType: profileType('profile_type').notNull().default('member'),
  fullName: text('full_name').notNull(),
  avatarUrl: text('avatar_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const lawyers = pgTable(
  'lawyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The name as the lawyer writes it in English and in Chinese (optional; /en and /zh show them). */
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    /**
     * The Thai name in Latin letters (RTGS romanisation), written by the server whenever the name changes: what a
     * search in Latin letters ("Somchai") matches.
     */
    nameLatin: text('name_latin'),
    title: text('title'),
    /** The professional title in English and in Chinese (optional). */
    titleEn: text('title_en'),
    titleZh: text('title_zh'),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    province: text('province'),
    district: text('district'),
    experience: integer('experience'),
    experienceAreas: text('experience_areas').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    feeMin: integer('fee_min'),
    feeMax: integer('fee_max'),
    feeUnit: feeUnit('fee_unit'),
    phone: text('phone'),
    email: text('email'),
    lineId: text('line_id'),
    education: text('education').array().notNull().default(sql`'{}'::text[]`),
    achievements: text('achievements').array().notNull().default(sql`'{}'::text[]`),
    availability: text('availability'),
    licenseNumber: text('license_number'),
    address: text('address'),
    website: text('website'),
    /**
     * Derived, never typed: the Bayesian figure of the listing's published reviews (null below three) and their
     * number, written only by `refreshLawyerRating` (server/services/reviews/refresh-lawyer-rating.ts;
     * docs/product-rules.md, "Reviews").
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    reviews: integer('reviews').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    /** When an administrator last verified the listing (its licence checked against the Lawyers Council register). */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Network members show their own phone; others show the network's number (docs/product-rules.md, "Lawyer
     * listings").
     */
    networkMember: boolean('network_member').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lawyers_name_not_blank', sql`${t.name} ~ '[^[:space:]]'`),
    check('lawyers_experience_non_negative', sql`${t.experience} >= 0`),
    check('lawyers_fee_min_non_negative', sql`${t.feeMin} >= 0`),
    check('lawyers_fee_max_non_negative', sql`${t.feeMax} >= 0`),
    check('lawyers_fee_order', sql`${t.feeMin} IS NULL OR ${t.feeMax} IS NULL OR ${t.feeMin} <= ${t.feeMax}`),
    check('lawyers_rating_range', sql`${t.rating} >= 0 AND ${t.rating} <= 5`),
    check('lawyers_reviews_non_negative', sql`${t.reviews} >= 0`),
    index('lawyers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('lawyers_name_en_trgm_idx').using('gin', sql`${t.nameEn} gin_trgm_ops`),
    index('lawyers_name_latin_trgm_idx').using('gin', sql`${t.nameLatin} gin_trgm_ops`),
    index('lawyers_province_trgm_idx').using('gin', sql`${t.province} gin_trgm_ops`),
    index('lawyers_district_trgm_idx').using('gin', sql`${t.district} gin_trgm_ops`),
    index('lawyers_experience_areas_idx').using('gin', t.experienceAreas),
    // Matching ranks the verified listings with an account that practise a case type
    // (server/services/questions/matching.ts): at national size a quarter of the listings, not all of them.
    index('lawyers_matchable_areas_idx')
      .using('gin', t.experienceAreas)
      .where(sql`${t.verified} = true AND ${t.userId} IS NOT NULL`),
    index('lawyers_languages_idx').using('gin', t.languages),
    // The public search in its default order, a province's or the whole country's (search-lawyers.ts): the rows in
    // the order of the index, and the capped count from the index alone (index-only scans), the case types,
    // languages and fees being filtered on the index's own columns. At national size a common case type in a large
    // province no longer reads a thousand rows of the table for its count.
    index('lawyers_search_province_idx')
      .on(t.province, t.rating.desc().nullsLast(), t.id, t.experienceAreas, t.languages, t.feeMin, t.feeMax)
      .where(sql`${t.verified} = true`),
    index('lawyers_search_idx')
      .on(t.rating.desc().nullsLast(), t.id, t.experienceAreas, t.languages, t.feeMin, t.feeMax)
      .where(sql`${t.verified} = true`),
    // The sitemap's chunks and each child's id range read verified ids and their last change from the index alone
    // (server/services/sitemap/sitemap-chunks.ts).
    index('lawyers_verified_id_updated_idx').on(t.id, t.updatedAt).where(sql`${t.verified} = true`),
    // The admin list, a page at a time: the verified, then the others, each by name (search-admin-lawyers.ts).
    index('lawyers_admin_list_idx').on(t.verified, t.name, t.id),
  ],
);

/** The public projection of verified lawyers, used by admin pickers that only need names. */
export const lawyersPublic = pgView('lawyers_public').as((qb) =>
  qb
    .select({
      id: lawyers.id,
      name: lawyers.name,
      province: lawyers.province,
      district: lawyers.district,
      experienceAreas: lawyers.experienceAreas,
    })
    .from(lawyers)
    .where(sql`${lawyers.verified} = true`),
);

export const lawyerApplications = pgTable(
  'lawyer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    lineId: text('line_id'),
    licenseNumber: text('license_number').notNull(),
    /** What the listing needs (copied on approval); older applications have none of these. */
    title: text('title'),
    experienceAreas: text('experience_areas').array().notNull().default(sql`'{}'::text[]`),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    feeMin: integer('fee_min'),
    feeMax: integer('fee_max'),
    feeUnit: feeUnit('fee_unit'),
    education: text('education').array().notNull().default(sql`'{}'::text[]`),
    province: text('province'),
    district: text('district'),
    address: text('address'),
    website: text('website'),
    experience: integer('experience').notNull().default(0),
    description: text('description'),
    avatarUrl: text('avatar_url'),
    /** Storage key of a private file; served only through signed links. */
    businessCardKey: text('business_card_key'),
    status: applicationStatus('status').notNull().default('pending'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lawyer_applications_full_name_not_blank', sql`${t.fullName} ~ '[^[:space:]]'`),
    check('lawyer_applications_license_not_blank', sql`${t.licenseNumber} ~ '[^[:space:]]'`),
    check('lawyer_applications_experience_non_negative', sql`${t.experience} >= 0`),
    check('lawyer_applications_fee_min_non_negative', sql`${t.feeMin} >= 0`),
    check('lawyer_applications_fee_max_non_negative', sql`${t.feeMax} >= 0`),
    check(
      'lawyer_applications_fee_order',
      sql`${t.feeMin} IS NULL OR ${t.feeMax} IS NULL OR ${t.feeMin} <= ${t.feeMax}`,
    ),
    index('lawyer_applications_status_idx').on(t.status, t.createdAt.desc()),
    // The admin list, newest first a page at a time (server/services/admin/applications/list-applications.ts).
    index('lawyer_applications_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('lawyer_applications_user_idx').on(t.userId),
    // One pending application per user.
    uniqueIndex('lawyer_applications_one_pending_idx').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

export const caseCategories = pgTable(
  'case_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    keywords: text('keywords').array().notNull().default(sql`'{}'::text[]`),
    experienceAreas: text('experience_areas').array().notNull().default(sql`'{}'::text[]`),
    icon: text('icon'),
    displayOrder: integer('display_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('case_categories_name_not_blank', sql`${t.name} ~ '[^[:space:]]'`),
    check('case_categories_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('case_categories_order_idx').on(t.displayOrder, t.name),
  ],
);

export const featuredLawyers = pgTable(
  'featured_lawyers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lawyerId: uuid('lawyer_id')
      .notNull()
      .unique()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    displayOrder: integer('display_order').notNull().default(0),
    pinPosition: integer('pin_position'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('featured_lawyers_pin_range', sql`${t.pinPosition} BETWEEN 1 AND 3`),
    uniqueIndex('featured_lawyers_pin_unique').on(t.pinPosition).where(sql`${t.pinPosition} IS NOT NULL`),
    index('featured_lawyers_order_idx').on(t.pinPosition, t.displayOrder),
  ],
);

/** A stored lawyer listing, as Drizzle reads it: the type the services derive their views from. */
export type LawyerRow = typeof lawyers.$inferSelect;
/** A stored application to join the network. */
export type LawyerApplicationRow = typeof lawyerApplications.$inferSelect;
/**
 * The columns an application shares with a lawyer listing (same name, same meaning): what approval copies to the
 * listing (server/services/admin/applications/approve-application.ts), besides the name (`fullName`).
 */
export const APPLICATION_LISTING_COLUMNS = [
  'licenseNumber',
  'title',
  'phone',
  'email',
  'lineId',
  'experienceAreas',
  'languages',
  'feeMin',
  'feeMax',
  'feeUnit',
  'education',
  'province',
  'district',
  'address',
  'website',
  'experience',
  'description',
  'avatarUrl',
] as const satisfies readonly (keyof LawyerApplicationRow & keyof LawyerRow)[];
/** A stored featured entry of the home page. */
export type FeaturedLawyerRow = typeof featuredLawyers.$inferSelect;
