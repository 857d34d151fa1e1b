import { buddhistYear } from './dates.ts';

export type FeaturedDescriptionInput = {
  description: string | null;
  experience: number | null;
  experienceAreas: readonly string[];
};

/**
 * Description of the home featured card (public-area §5).
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
export function featuredDescription(lawyer: FeaturedDescriptionInput, now: Date): string {
  const stored = lawyer.description?.trim() ?? '';
  if (stored !== '') return stored;

  const years =
    typeof lawyer.experience === 'number' && Number.isFinite(lawyer.experience)
      ? Math.floor(lawyer.experience)
      : 0;
  const rawArea = lawyer.experienceAreas.map((a) => a.trim()).find((a) => a !== '');
  const area = rawArea === undefined ? null : /^(คดี|กฎหมาย)/.test(rawArea) ? rawArea : `คดี${rawArea}`;

  if (years > 0) {
    const since = `ทนายความผู้มีประสบการณ์ตั้งแต่ปี พ.ศ. ${buddhistYear(now) - years}`;
    return area ? `${since} เชี่ยวชาญ${area}` : since;
  }
  if (area) return `ทนายความผู้เชี่ยวชาญ${area}`;
  return 'ทนายความผู้ผ่านการตรวจสอบจากเครือข่ายทนายความ';
}
