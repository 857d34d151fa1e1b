// Makes sure a local PostgreSQL server is running for the tests that need one, and returns a connection string
// for a role that may create databases. Uses TEST_DATABASE_URL when it is set; otherwise installs Debian's
// postgresql with apt-get when we are root, starts the newest cluster and creates the role `tanai_test`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const ROLE = 'tanai_test';
const LOCAL_URL = `postgres://${ROLE}:${ROLE}@localhost:5432/${ROLE}`;

const sh = (cmd) => execSync(cmd, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const asPostgres = (sql) => sh(`su postgres -c ${JSON.stringify(`psql -v ON_ERROR_STOP=1 -qtAc "${sql}"`)}`);

export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const installed = existsSync('/usr/bin/pg_ctlcluster') && existsSync('/usr/lib/postgresql');
  if (!isRoot || (!installed && !existsSync('/usr/bin/apt-get'))) {
    throw new Error(
      'These tests need PostgreSQL. Install and start it (sudo apt-get install -y postgresql) and set ' +
        'TEST_DATABASE_URL=postgres://USER:PASSWORD@localhost:5432/DB for a role with CREATEDB.',
    );
  }
  if (!installed) {
    console.log('PostgreSQL is missing: installing Debian’s postgresql with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', {
      stdio: 'inherit',
    });
  }
  const version = readdirSync('/usr/lib/postgresql')
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!sh('pg_lsclusters -h').includes(`${version} main`)) sh(`pg_createcluster ${version} main`);
  try {
    sh(`pg_ctlcluster ${version} main start`);
  } catch {
    // already running
  }
  for (let i = 0; i < 30; i++) {
    try {
      sh('pg_isready -q');
      break;
    } catch {
      execSync('sleep 1');
    }
  }
  if (!asPostgres(`SELECT 1 FROM pg_roles WHERE rolname = '${ROLE}'`).trim()) {
    asPostgres(`CREATE ROLE ${ROLE} LOGIN PASSWORD '${ROLE}' CREATEDB`);
  }
  if (!asPostgres(`SELECT 1 FROM pg_database WHERE datname = '${ROLE}'`).trim()) {
    asPostgres(`CREATE DATABASE ${ROLE} OWNER ${ROLE}`);
  }
  return LOCAL_URL;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensurePostgres());
