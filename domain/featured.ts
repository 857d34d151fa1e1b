import { caseTypeLabel } from './case-types.ts';
import { BUDDHIST_ERA_OFFSET, buddhistYear } from './dates.ts';
import type { Lang } from './i18n.ts';

export type FeaturedDescriptionInput = {
  description: string | null;
  experience: number | null;
  experienceAreas: readonly string[];
};

/**
 * Description of the home featured card (docs/product-rules.md, "Search and the home page").
 *
 * The stored description, trimmed, when it is not blank. Otherwise a default
 * Thai text, where YEAR = buddhistYear(now) − floor(experience) and AREA is the
 * first non-blank experience area (trimmed; 'คดี' is prefixed unless the area
 * already starts with 'คดี' or 'กฎหมาย'):
 * - experience > 0 and an area: 'ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. YEAR เชี่ยวชาญคดีAREA'
 * - experience > 0 only:        'ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. YEAR'
 * - an area only:               'ทนายความผู้เชี่ยวชาญคดีAREA'
 * - neither:                    'ทนายความผู้ผ่านการตรวจสอบจากเครือข่ายทนายความ'
 */
export function featuredDescription(lawyer: FeaturedDescriptionInput, now: Date, lang: Lang = 'th'): string {
  const stored = lawyer.description?.trim() ?? '';
  if (stored !== '') return stored;

  const years =
    typeof lawyer.experience === 'number' && Number.isFinite(lawyer.experience)
      ? Math.floor(lawyer.experience)
      : 0;
  const rawArea = lawyer.experienceAreas.map((a) => a.trim()).find((a) => a !== '');
  if (lang !== 'th') return foreignDescription(years, rawArea, now, lang);
  const area = rawArea === undefined ? null : /^(คดี|กฎหมาย)/.test(rawArea) ? rawArea : `คดี${rawArea}`;

  if (years > 0) {
    const since = `ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. ${buddhistYear(now) - years}`;
    return area ? `${since} เชี่ยวชาญ${area}` : since;
  }
  if (area) return `ทนายความผู้เชี่ยวชาญ${area}`;
  return 'ทนายความผู้ผ่านการตรวจสอบจากเครือข่ายทนายความ';
}

/** The same default text on /en and /zh: Gregorian year, the area's translated label. */
function foreignDescription(
  years: number,
  rawArea: string | undefined,
  now: Date,
  lang: 'en' | 'zh',
): string {
  const since = buddhistYear(now) - BUDDHIST_ERA_OFFSET - years;
  const area = rawArea ? caseTypeLabel(rawArea, lang) : null;
  if (lang === 'en') {
    if (years > 0)
      return area
        ? `A lawyer practising since ${since}, specialising in ${area.toLowerCase()} cases`
        : `A lawyer practising since ${since}`;
    if (area) return `A lawyer specialising in ${area.toLowerCase()} cases`;
    return 'A lawyer verified by the lawyer network';
  }
  if (years > 0) return area ? `自 ${since} 年起执业的律师，擅长${area}案件` : `自 ${since} 年起执业的律师`;
  if (area) return `擅长${area}案件的律师`;
  return '经律师网络审核的律师';
}
