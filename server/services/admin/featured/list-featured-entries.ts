import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type FeaturedLawyerRow,
  featuredLawyers,
  type LawyerRow,
  lawyers,
} from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';

/**
 * A featured entry with its lawyer's name and place; an entry of a lawyer who is no longer verified (`verified`)
 * stays in the list but is not shown on the home page.
 */
export type FeaturedEntry = Pick<
  FeaturedLawyerRow,
  'id' | 'lawyerId' | 'displayOrder' | 'pinPosition' | 'active'
> &
  Pick<LawyerRow, 'name' | 'province' | 'district' | 'verified'>;

const entryColumns = {
  id: featuredLawyers.id,
  lawyerId: featuredLawyers.lawyerId,
  name: lawyers.name,
  province: lawyers.province,
  district: lawyers.district,
  verified: lawyers.verified,
  displayOrder: featuredLawyers.displayOrder,
  pinPosition: featuredLawyers.pinPosition,
  active: featuredLawyers.active,
};

/** Every featured entry, by pin position (none last), then display order: the order the home page uses. */
export async function listFeaturedEntries(db: Db, actor: Actor): Promise<FeaturedEntry[]> {
  requireAdmin(actor);
  return db
    .select(entryColumns)
    .from(featuredLawyers)
    .innerJoin(lawyers, eq(lawyers.id, featuredLawyers.lawyerId))
    .orderBy(
      sql`${featuredLawyers.pinPosition} ASC NULLS LAST`,
      asc(featuredLawyers.displayOrder),
      asc(featuredLawyers.id),
    );
}
