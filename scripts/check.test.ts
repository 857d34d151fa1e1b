import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

// `npm run check` is quiet on success: Biome (its first step) reports nothing but its summary, not even a note
// (an "info" diagnostic does not fail the check, so only this test keeps them out).
it('Biome checks the repository without a single diagnostic, notes included', () => {
  const result = spawnSync(path.resolve('node_modules/.bin/biome'), ['check', '.'], { encoding: 'utf8' });
  const output = `${result.stdout}${result.stderr}`;
  expect(result.status, output).toBe(0);
  expect(output.trim(), output).toMatch(/^Checked \d+ files in [\d.]+m?s\. No fixes applied\.$/);
}, 120_000);
