/**
 * Shortens a text to at most `max` characters without cutting a Thai (or any) grapheme cluster in half,
 * adding '…' when it was cut. Used for meta descriptions and previews produced on the server.
 */
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const segmenter = graphemes;
  let out = '';
  for (const { segment } of segmenter.segment(clean)) {
    if (out.length + segment.length > max - 1) break;
    out += segment;
  }
  return `${out.trimEnd()}…`;
}
