import { CASE_TYPES, type CaseType } from '#domain/case-types.ts';
import type { Lang } from '#domain/i18n.ts';
import { parseCommaList } from '#domain/schemas/lawyer.ts';
import { areaFromName } from '#domain/specialties.ts';

/** The stored values the comma-separated specialties text names (a name in any language read as its value). */
export const areasNamed = (text: string): string[] =>
  parseCommaList(text).map((item) => areaFromName(item) ?? item);

/**
 * The specialties text after a case type's chip is pressed: every item naming that case type (in any language)
 * taken out, or, when none did, its name in the page's language added, which the server reads as the case type
 * (`areaFromName`, domain/specialties.ts).
 */
export function toggleArea(text: string, value: CaseType, lang: Lang): string {
  const list = parseCommaList(text);
  const kept = list.filter((item) => areaFromName(item) !== value);
  const label = CASE_TYPES.find((c) => c.value === value)?.label[lang] ?? value;
  return (kept.length < list.length ? kept : [...list, label]).join(', ');
}
