import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name the code they describe by path (`app/lib/flash.ts`, [0017](decisions/0017-forms.md), a file of a
// folder listed above it: `dispute-review.ts`): every such path must exist, so a moved or deleted file shows up
// here rather than in a reader's search.

const root = path.resolve(import.meta.dirname, '../..');

/** Folders made by installing, building, running or testing: never named as the code. */
const NOT_SOURCE = new Set([
  'node_modules',
  'build',
  'data',
  'backups',
  'coverage',
  'test-results',
  'playwright-report',
]);
const isSourceDir = (name: string) =>
  !NOT_SOURCE.has(name) && !/^(\.git|\.e2e|\.react-router|build-|test-results-)/.test(name);

/** Files made at install or build time (.gitignore), which the docs name. */
const MADE_BY_BUILD = ['server/triage/model.json'];

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return isSourceDir(name) ? [`${full}/`, ...walk(full, keep)] : [];
    return keep(name) ? [full] : [];
  });
}

/** Every file and folder (with a trailing slash) of the repository, relative to its root. */
const REPO = [
  ...walk(root, () => true).map((p) => path.relative(root, p) + (p.endsWith('/') ? '/' : '')),
  ...MADE_BY_BUILD,
];
const REPO_SET = new Set(REPO);
const TOP_LEVEL = new Set(REPO.map((p) => p.split('/')[0]!));

/** README.md and every Markdown file under docs/. */
const DOCS = [
  'README.md',
  ...walk(path.join(root, 'docs'), (n) => n.endsWith('.md'))
    .filter((p) => p.endsWith('.md'))
    .map((p) => path.relative(root, p)),
];

/** The file name endings a path to a file of the repository has. */
const FILE = /\.(ts|tsx|mjs|js|json|jsonl|md|sql|css|svg|yml|yaml|txt|sh)$/;

/**
 * A word that is not a path of the repository: a glob or a placeholder (`app/features/<entity>/`, `{lang}`,
 * `scripts/bench-*.ts`), an address or a page path (`/th/admin`, `https://…`), a package (`@line/bot-sdk`), an
 * environment variable's folder (`$DATA_DIR/files`), or a folder made at run time (`build/client`).
 */
function notAPath(word: string): boolean {
  return (
    /[*<>{}[\]$…?%=]|\.\.\.|:\/\/|^[/#@~]|^DATA_DIR\b/.test(word) ||
    NOT_SOURCE.has(word.split('/')[0]!) ||
    !isSourceDir(word.split('/')[0]!)
  );
}

/** The code of a Markdown text: inline code spans (which may wrap across lines) and fenced blocks. */
function codeOf(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map(([, body]) => body!);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const spans = [...prose.matchAll(/`([^`]+)`/g)].map(([, span]) => span!.replace(/\n\s*/g, ''));
  return [...fenced, ...spans];
}

interface NamedPath {
  /** As the doc writes it, without a line number or an anchor. */
  path: string;
  /** `exact`: from the repository's root (or a link's target); `suffix`: a file of a folder the text names nearby. */
  kind: 'exact' | 'suffix';
}

/**
 * The repository paths a Markdown text names: the words of its code that look like a file (`server/app.ts`,
 * `dispute-review.ts`) or a folder of the repository (`app/lib/`; a folder named from a parent, `accounts/auth/`, is
 * too vague to check), repository paths in its prose, and the targets of its relative links, resolved from the
 * doc's folder (`docDir`).
 */
function namedPaths(markdown: string, docDir: string): NamedPath[] {
  const found: NamedPath[] = [];
  const add = (raw: string, fromLink = false) => {
    const word = raw
      .replace(/^\.\//, '')
      .replace(/[.:,]+$/, '')
      .replace(/(?::\d+)+$/, '')
      .replace(/#.*$/, '');
    if (word === '' || notAPath(word)) return;
    const first = word.split('/')[0]!;
    const rooted = fromLink || (TOP_LEVEL.has(first) && (word.includes('/') || FILE.test(word)));
    if (rooted) found.push({ path: word, kind: 'exact' });
    else if (FILE.test(word)) found.push({ path: word, kind: 'suffix' });
  };
  for (const code of codeOf(markdown)) for (const word of code.split(/[\s,;()'"`|]+|-->|->|→/)) add(word);
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '').replace(/`[^`]+`/g, '');
  for (const [word] of prose.matchAll(
    /(?<![\w/.\-\]])(?:app|server|domain|i18n|tests|scripts|docs)\/[\w/.-]*\w/g,
  ))
    add(word);
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target!) || target!.startsWith('#')) continue;
    add(path.relative(root, path.resolve(path.join(root, docDir), target!.replace(/#.*$/, ''))), true);
  }
  return found;
}

/** Whether a named path exists: exactly from the root, or (a file of a folder named nearby) as some path's end. */
function exists(named: NamedPath): boolean {
  const p = named.path;
  if (named.kind === 'exact') return REPO_SET.has(p) || REPO_SET.has(`${p.replace(/\/$/, '')}/`);
  return REPO.some((file) => file === p || file.endsWith(`/${p}`));
}

/** Files that are no part of the repository, which a doc names with good reason. */
const NOT_IN_REPOSITORY: Record<string, string[]> = {
  // The backup archive's own manifest.
  'docs/deploy.md': ['manifest.json'],
};

/**
 * The part of a doc that describes the code as it is. A decision record (docs/decisions/) tells what was there
 * before in its Context, and one marked "Status: superseded" tells what was decided then: neither has to name
 * files that still exist.
 */
function currentPart(doc: string, markdown: string): string {
  if (!doc.startsWith('docs/decisions/')) return markdown;
  if (/^Status: superseded\b/im.test(markdown)) return '';
  return markdown.replace(/^## Context\n[\s\S]*?(?=^## )/m, '');
}

/** The paths the docs name that do not exist, as `doc: path`. */
function missingPaths(
  docs: readonly string[],
  read = (doc: string) => readFileSync(path.join(root, doc), 'utf8'),
): string[] {
  const missing = docs.flatMap((doc) =>
    namedPaths(currentPart(doc, read(doc)), path.dirname(doc))
      .filter((named) => !exists(named) && !NOT_IN_REPOSITORY[doc]?.includes(named.path))
      .map((named) => `${doc}: ${named.path}`),
  );
  return [...new Set(missing)];
}

/** The docs that name the code's functions and constants: each must be found in the code. */
const SYMBOL_DOCS = ['docs/rules-in-code.md', 'docs/architecture.md'];

/** The text of every source file (code, configuration, SQL): where a doc's symbol must appear. */
const SOURCE = REPO.filter((p) => !p.startsWith('docs/') && /\.(ts|tsx|mjs|js|json|sql)$/.test(p))
  // Not this file, whose own examples name symbols that exist nowhere else.
  .filter(
    (p) =>
      !p.endsWith('package-lock.json') && !MADE_BY_BUILD.includes(p) && p !== 'tests/unit/docs-paths.test.ts',
  )
  .map((p) => readFileSync(path.join(root, p), 'utf8'))
  .join('\n');

/**
 * The symbols a Markdown text names: code spans that are one identifier (`seesContact`, `INVITATION_TTL_HOURS`,
 * `LawyerCard`), maybe called (`fixedT(lang)`) or with a member (`databaseHooks.user.create.before`: the first
 * name). Only names with a capital letter or an underscore after their first letter count: a plain word (`line`,
 * `list`) is as likely a value or a column as a function.
 */
function namedSymbols(markdown: string): string[] {
  const found = new Set<string>();
  for (const span of codeOf(markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, ''))) {
    const match = /^([A-Za-z_$][\w$]*)(?:\.[A-Za-z_$][\w$]*)*(?:\(.*\))?$/.exec(span.trim());
    if (match && /[A-Z_]/.test(match[1]!.slice(1))) found.add(match[1]!);
  }
  return [...found];
}

/** The symbols the docs name that no source file holds, as `doc: symbol`. */
function missingSymbols(
  docs: readonly string[],
  read = (doc: string) => readFileSync(path.join(root, doc), 'utf8'),
) {
  return docs.flatMap((doc) =>
    namedSymbols(read(doc))
      .filter((name) => !new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(SOURCE))
      .map((name) => `${doc}: ${name}`),
  );
}

describe('the docs', () => {
  it('name only paths that exist in the repository', () => {
    expect(missingPaths(DOCS)).toEqual([]);
  });

  it('name only functions and constants that the code has (the rules-to-code index and the map)', () => {
    expect(missingSymbols(SYMBOL_DOCS)).toEqual([]);
  });

  it('keep the map short enough to read in ten minutes: at most 5,000 words, no line over 300 characters', () => {
    const map = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(map.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(5000);
    expect(map.split('\n').filter((line) => line.length > 300)).toEqual([]);
  });
});

describe('the check of the paths the docs name', () => {
  const check = (doc: string, markdown: string) => missingPaths([doc], () => markdown);

  it('finds a missing file however a doc names it, and passes the ones that exist', () => {
    const markdown = [
      'Flash messages: `app/lib/flash.ts` and `app/lib/flashes.ts`; see [forms](decisions/0017-forms.md) and',
      '[nothing](decisions/0099-nothing.md). Run `npx vitest run tests/server/no-such.test.ts`; the files',
      '`dispute-review.ts` and `no-such-service.ts`, the folder `server/services/` and `server/no-such/`; in prose',
      'server/http/no-such.ts, and a path cut by a line break: `server/app',
      '.ts`.',
      '```',
      'browser → server/app.ts → server/no-such-layer.ts',
      '```',
    ].join('\n');
    expect(check('docs/example.md', markdown)).toEqual([
      'docs/example.md: server/no-such-layer.ts',
      'docs/example.md: app/lib/flashes.ts',
      'docs/example.md: tests/server/no-such.test.ts',
      'docs/example.md: no-such-service.ts',
      'docs/example.md: server/no-such/',
      'docs/example.md: server/http/no-such.ts',
      'docs/example.md: docs/decisions/0099-nothing.md',
    ]);
  });

  it('skips globs, placeholders, page addresses, packages and run-time folders', () => {
    const markdown = [
      '`app/features/<entity>/`, `app/features/*.server.ts`, `/{lang}/account/line`, `i18n/<section>.<lang>.json`,',
      '`@line/bot-sdk`, `hono/etag`, `$DATA_DIR/pglite`, `DATA_DIR/server.pid`, `build/server/index.js`,',
      '`https://example.com/a.ts`, `server/services/…`, `scripts/bench-*.ts`.',
    ].join('\n');
    expect(check('docs/example.md', markdown)).toEqual([]);
  });

  it('reads a decision record without its Context, and not at all once superseded', () => {
    const record =
      '# 1\n\nStatus: accepted\n\n## Context\n`server/gone.ts`\n\n## Decision\n`server/also-gone.ts`\n';
    expect(check('docs/decisions/0001-x.md', record)).toEqual([
      'docs/decisions/0001-x.md: server/also-gone.ts',
    ]);
    expect(check('docs/decisions/0001-x.md', record.replace('accepted', 'superseded by 0002'))).toEqual([]);
  });

  it('finds a function or constant that the code does not have', () => {
    const markdown =
      'Where: `seesContact`, `INVITATION_TTL_HOURS` in `domain/limits.ts`, `fixedT(lang)`, `databaseHooks.user.create`,\n' +
      '`seesContacts`, `NO_SUCH_LIMIT`, `noSuchHelper()`; plain words pass: `hooks.before`, `list`, `lawyers.user_id`.';
    expect(missingSymbols(['docs/example.md'], () => markdown)).toEqual([
      'docs/example.md: seesContacts',
      'docs/example.md: NO_SUCH_LIMIT',
      'docs/example.md: noSuchHelper',
    ]);
  });
});
