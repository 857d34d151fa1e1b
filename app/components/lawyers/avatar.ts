/**
 * The picture of a listing without one: its initials on a colour of its own, made here from the name (the same
 * name always gives the same initials and hue; no image is fetched). The hue is turned into a light background
 * with dark letters, or a dark background with light letters in the dark theme, by `.avatar-initials` in
 * app/app.css (both above 4.5:1).
 */
import { initialOf, nameWords } from '#domain/person-names.ts';

/**
 * One or two initials: of the first name and of the surname (the last word). A name without spaces in a script
 * that writes none (Chinese) gives its first character.
 */
export function avatarInitials(name: string): string {
  const words = nameWords(name);
  if (words.length === 0) return '';
  const first = initialOf(words[0] ?? '');
  const last = words.length > 1 ? initialOf(words[words.length - 1] ?? '') : '';
  return `${first}${last}` || '';
}

/** A hue (0–359) from the name: FNV-1a over its UTF-16 code units, so every process and browser agrees. */
export function avatarHue(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 360;
}
