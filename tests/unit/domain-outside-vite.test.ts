import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// domain/ is read outside Vite too: by the server's configuration (server/config.ts), and so by the command-line
// tools run with tsx (`npm run admin`, the backups) and by the end-to-end specs Playwright loads. Nothing it imports
// may need Vite (`import.meta.glob`: the text files are loaded by i18n/index.ts and i18n/texts.ts, never by
// i18n/lookup.ts, which domain/ reads its labels through).

const root = path.resolve(import.meta.dirname, '../..');

const script = `
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const f = path.join(d, n);
    if (statSync(f).isDirectory()) walk(f);
    else if (n.endsWith('.ts') && !n.endsWith('.test.ts')) files.push(f);
  }
};
walk('domain');
const failed = [];
for (const f of [...files, 'server/config.ts']) {
  try { await import(path.resolve(f)); } catch (e) { failed.push(f + ': ' + String(e.message).split('\\n')[0]); }
}
console.log(JSON.stringify({ loaded: files.length, failed }));
`;

it('every module of domain/ and the server configuration load in plain Node.js, without Vite', () => {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
    loaded: number;
    failed: string[];
  };
  expect(result.loaded).toBeGreaterThan(40);
  expect(result.failed).toEqual([]);
});
