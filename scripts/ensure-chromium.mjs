// Makes sure Debian's Chromium is present; installs it with apt-get when we are root. Two builds of the same version:
// - the headless shell (`chromium-headless-shell`), which every Playwright run drives: the end-to-end tests, the
//   process tests that open pages, the screenshots and the bundle benchmark. It is the browser without its window
//   layer, the one Playwright itself uses for headless runs: about a third less CPU for the same specs.
// - the full browser (`chromium`), for Lighthouse (`npm run audit:lighthouse`), which audits what people run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The executable at `path`, from Debian's package `pkg` when it is missing (`variable` overrides the path). */
function ensure(path, pkg, variable) {
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `${path} is missing. Install it with: sudo apt-get update && sudo apt-get install -y ${pkg} (or set ${variable}).`,
    );
  }
  console.log(`${path} is missing: installing Debian’s ${pkg} with apt-get…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
  });
  if (!existsSync(path)) throw new Error(`apt-get finished but ${path} is still missing.`);
  return path;
}

/** The full browser (Lighthouse). */
export const ensureChromium = () => ensure(CHROMIUM, 'chromium', 'CHROMIUM_PATH');

/** The headless shell (every Playwright run). */
export const ensureHeadlessShell = () =>
  ensure(HEADLESS_SHELL, 'chromium-headless-shell', 'HEADLESS_SHELL_PATH');

if (import.meta.url === `file://${process.argv[1]}`) ensureHeadlessShell();
