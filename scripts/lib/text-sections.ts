// Which feature text sections (i18n/<section>.<lang>.json) a module's code can show: every string literal
// that starts with `<section>.` in the module and in everything it imports from the app, domain and server
// code (server code included: actions hand its message keys to the page). Used by i18n/route-texts.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The feature sections: one per `<section>.th.json` file. */
export function featureSections(): string[] {
  return readdirSync(path.join(root, 'i18n'))
    .map((f) => /^([a-zA-Z-]+)\.th\.json$/.exec(f)?.[1])
    .filter((s): s is string => s !== undefined);
}

function resolveImport(from: string, spec: string): string | null {
  let target: string;
  const alias = /^#(app|server|domain)\/(.*)$/.exec(spec);
  if (alias) target = path.join(root, alias[1]!, alias[2]!);
  else if (spec.startsWith('.')) target = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The module and every app/domain/server module it imports, directly or not. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [path.resolve(root, entry)];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const m of source.matchAll(
      /(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const resolved = resolveImport(file, (m[1] ?? m[2])!);
      if (resolved && !resolved.includes('.test.')) stack.push(resolved);
    }
  }
  return [...seen];
}

/** The feature sections named by string literals in a module's graph. */
export function sectionsUsedBy(entry: string): string[] {
  const sections = new Set(featureSections());
  const used = new Set<string>();
  for (const file of moduleGraph(entry)) {
    // Comment lines are not code (they may name a text file).
    const source = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
      .join('\n');
    for (const m of source.matchAll(/['"`]([a-zA-Z-]+)\.[a-zA-Z$]/g)) {
      if (sections.has(m[1]!)) used.add(m[1]!);
    }
  }
  return [...used].sort();
}

/**
 * The sections a route module declares (`export const handle = { texts: [...] }`, or `staticPage([...])` for a page
 * without scripts, which still needs them when a hydrated page opens it without a page load) and loads.
 */
export function sectionsLoadedBy(entry: string): string[] {
  const source = readFileSync(path.resolve(root, entry), 'utf8');
  const call = /export const handle = (?:\{ texts: \[([^\]]*)\] \}|staticPage\(\[([^\]]*)\]\))/.exec(source);
  if (!call || !source.includes('await loadTexts(handle.texts)')) return [];
  return [...(call[1] ?? call[2]!).matchAll(/['"]([a-zA-Z-]+)['"]/g)].map((m) => m[1]!).sort();
}
