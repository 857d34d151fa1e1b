// Makes sure a Java runtime is present for the Nu HTML Checker (vnu-jar, tests/process/html-validity.test.ts);
// installs Debian's default-jre-headless with apt-get when we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';

export function ensureJava() {
  if (existsSync(JAVA)) return JAVA;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      `Java is missing at ${JAVA}. Install it with: sudo apt-get update && sudo apt-get install -y default-jre-headless (or set JAVA_PATH).`,
    );
  }
  console.log('Java is missing: installing Debian’s default-jre-headless with apt-get…');
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
    {
      stdio: 'inherit',
    },
  );
  if (!existsSync(JAVA)) throw new Error(`apt-get finished but ${JAVA} is still missing.`);
  return JAVA;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureJava();
