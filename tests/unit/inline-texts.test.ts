import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

// Interface texts live in the text files (i18n/<section>.<lang>.json, ADR 0024), so that a translator edits JSON
// only. A table of texts in the three languages written in code (`{ th: 'เปิด', en: 'Open', zh: '待处理' }`) is
// allowed only in the files that are data: the gazetteer of places, the page content of domain/content/ and the
// fictional demo data of the seed (docs/architecture.md, `i18n/`).

const root = path.resolve(import.meta.dirname, '../..');

/** Files and folders whose three-language tables are data, not interface texts. */
const DATA_FILES = [
  'domain/provinces.ts',
  'domain/districts.ts',
  'domain/content/',
  'server/db/seed/',
  // The one table of the case types' and the specialties' names: the Thai name is the value stored in the
  // database (like a province's), so the table is data.
  'domain/area-labels.ts',
];

const THAI = /[\u0E00-\u0E7F]/;

/**
 * The line of every object literal of a source that has `th`, `en` and `zh` members and Thai in its `th` member: a
 * table of texts (a table of locale tags such as `{ th: 'th', en: 'en', zh: 'zh-CN' }` has no Thai).
 */
function textTables(fileName: string, source: string): number[] {
  const program = parseAst(source, { lang: fileName.endsWith('x') ? 'tsx' : 'ts' }, fileName);
  const found: number[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const n = node as { type?: string; properties?: Member[]; start: number };
    if (n.type === 'ObjectExpression' && n.properties) {
      const members = new Map(n.properties.map((p) => [p.key?.name ?? p.key?.value, p]));
      const th = members.get('th');
      if (th && members.has('en') && members.has('zh') && THAI.test(source.slice(th.start, th.end))) {
        found.push(source.slice(0, n.start).split('\n').length);
      }
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/** A member of an object literal in the parser's tree (ESTree). */
interface Member {
  key?: { name?: string; value?: unknown };
  start: number;
  end: number;
}

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return sources(rel);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [rel] : [];
  });
}

const isData = (file: string) => DATA_FILES.some((d) => (d.endsWith('/') ? file.startsWith(d) : file === d));

describe('interface texts', () => {
  it('finds a table of texts, with plain strings or functions, and not a table of locale tags', () => {
    const code = `
      const a = { open: { th: 'เปิด', en: 'Open', zh: '待处理' } };
      const hello = { th: (n: string) => \`สวัสดีคุณ\${n}\`, en: (n: string) => \`Hello \${n}\`, zh: (n: string) => n };
      const tags = { th: 'th', en: 'en', zh: 'zh-CN' };
    `;
    expect(textTables('sample.ts', code)).toEqual([2, 3]);
  });

  it('live in the text files: no table of th/en/zh texts in code outside the data files', () => {
    const files = ['app', 'domain', 'i18n', 'server', 'scripts'].flatMap(sources).filter((f) => !isData(f));
    expect(files.length).toBeGreaterThan(300);
    const tables = files.flatMap((file) =>
      textTables(file, readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(tables).toEqual([]);
  });

  it('allow only data files that exist', () => {
    for (const entry of DATA_FILES)
      expect(statSync(path.join(root, entry), { throwIfNoEntry: false }), entry).toBeDefined();
  });
});
