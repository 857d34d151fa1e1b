// The value pools of `npm run db:seed-scale` (scripts/db-seed-scale.ts), taken from the demo seed
// (server/db/seed/demo-lawyers.ts) so that the scaled listings read like the demo's: its names, provinces and their
// weights, districts, languages by place, education and opening hours. Passed to the SQL as arrays.
import { CASE_TYPE_VALUES } from '#domain/case-types.ts';
import { PROVINCES } from '#domain/provinces.ts';
import { latinSpellings } from '#domain/romanize.ts';
import {
  AVAILABILITY,
  borderLanguages,
  districtsOf,
  EDUCATION,
  ENGLISH_ELSEWHERE,
  FIRST_NAMES,
  LANGUAGE_HUBS,
  NAMES_EN,
  PROVINCE_WEIGHTS,
  SURNAMES,
} from '../demo-lawyers.ts';

/**
 * How often a listing practises each case type (civil, criminal, labour, family, land, business, ip, trade, condo,
 * inheritance): general civil and criminal work is the most common, intellectual property and trade the rarest.
 */
const CASE_TYPE_SHARES = [0.55, 0.45, 0.2, 0.35, 0.3, 0.25, 0.05, 0.04, 0.08, 0.3];

/** Every first name with every surname of the demo: the name, its English spelling and its romanisation. */
function names() {
  const thai: string[] = [];
  const english: string[] = [];
  const latin: string[] = [];
  for (const first of FIRST_NAMES)
    for (const surname of SURNAMES) {
      const name = `${first} ${surname}`;
      thai.push(name);
      english.push(`${NAMES_EN[first] ?? first} ${NAMES_EN[surname] ?? surname}`);
      latin.push(latinSpellings(name) ?? '');
    }
  return { thai, english, latin };
}

/**
 * The provinces as a weighted list (the demo's PROVINCE_WEIGHTS: each province once, Bangkok and the larger ones
 * more often), with what the SQL needs of each entry: its region's border languages and its districts ('|'
 * between them), and the shares of its lawyers who speak English and Chinese (LANGUAGE_HUBS).
 */
function weightedProvinces() {
  const out = {
    province: [] as string[],
    border: [] as string[],
    districts: [] as string[],
    english: [] as number[],
    chinese: [] as number[],
  };
  for (const p of PROVINCES) {
    const hub = LANGUAGE_HUBS[p.th];
    for (let i = 0; i < (PROVINCE_WEIGHTS[p.th] ?? 1); i++) {
      out.province.push(p.th);
      out.border.push(borderLanguages(p.region).join('|'));
      out.districts.push(districtsOf(p.th).join('|'));
      out.english.push(hub ? hub.english : ENGLISH_ELSEWHERE);
      out.chinese.push(hub ? hub.chinese : 0);
    }
  }
  return out;
}

export function scalePools() {
  return {
    names: names(),
    provinces: weightedProvinces(),
    /** The 77 provinces in order: listing k (2 ≤ k ≤ 78) is in province k − 1, so each has one. */
    allProvinces: PROVINCES.map((p) => p.th),
    caseTypes: [...CASE_TYPE_VALUES],
    caseTypeShares: CASE_TYPE_SHARES,
    education: [...EDUCATION],
    availability: [...AVAILABILITY],
  };
}

export type ScalePools = ReturnType<typeof scalePools>;
