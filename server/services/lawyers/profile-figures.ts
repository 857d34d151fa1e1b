import { sql } from 'drizzle-orm';
import { isUuid } from '#domain/ids.ts';
import { responsivenessHours } from '#domain/responsiveness.ts';
import { readPublicData } from '../../cache/public-data.ts';
import type { Db } from '../../db/client.ts';
import { publishedAnswerCountQuery } from '../answers/published-answers.ts';
import { responsivenessSamples } from './responsiveness.ts';

/** The figures a public profile shows beside its listing and reviews. */
export interface ProfileFigures {
  /** "Usually answers within N hours" (domain/responsiveness.ts), or null below the minimum of samples. */
  responsiveHours: number | null;
  /** How many public answers the lawyer has (docs/product-rules.md, "Public answers"). */
  publicAnswers: number;
}

/**
 * A listing's responsiveness at `now` (as `lawyerResponsiveness` reads it for the desk) and its count of public
 * answers (`publishedAnswerCountQuery`) in one statement: a profile is read at national size mostly once each, and each statement costs a round trip and a
 * plan (docs/deploy.md, "National size"). Nothing for an unknown listing.
 */
export async function profileFigures(
  db: Db,
  lawyerId: string,
  now: Date = new Date(),
): Promise<ProfileFigures> {
  const none = { responsiveHours: null, publicAnswers: 0 };
  if (!isUuid(lawyerId)) return none;
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(json_agg(s.ms), '[]') FROM (${responsivenessSamples(sql`l`, now)}) s) AS samples,
      (${publishedAnswerCountQuery(db, lawyerId)}) AS answers
    FROM lawyers l WHERE l.id = ${lawyerId}`);
  const [row] = result.rows as { samples: (string | number)[]; answers: string | number }[];
  if (!row) return none;
  return {
    responsiveHours: responsivenessHours(row.samples.map(Number)),
    publicAnswers: Number(row.answers),
  };
}

/**
 * `profileFigures` now, from the public data cache (server/cache/public-data.ts): every change of what is published
 * empties it, and a median of 90 days may lag by the cache's TTL.
 */
export const cachedProfileFigures = (db: Db, lawyerId: string): Promise<ProfileFigures> =>
  readPublicData(`profile-figures:${lawyerId}`, () => profileFigures(db, lawyerId));
