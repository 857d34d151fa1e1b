// Runs after `npm install`; also builds the case-triage model (scripts/lib/triage-model.mjs). The `node` package's installer (its preinstall runs `npm install node-<platform>` inside
// node_modules/node, docs/decisions/0012-node-runtime-from-npm.md) leaves that nested install behind, which npm
// then reports as extraneous packages. The Node binary it put in node_modules/node/bin is a hard link and stays.
// Removing the nested folder leaves exactly the tree package-lock.json describes (`npm ls`,
// scripts/check-dependencies.mjs).
import { rmSync } from 'node:fs';
import { buildTriageModel } from './lib/triage-model.mjs';

rmSync('node_modules/node/node_modules', { recursive: true, force: true });
// The case-triage model is made from the labelled set, not committed: typecheck, tests and the site need it.
buildTriageModel();
