// The case-triage model from the labelled set: `npm run build:triage-model` trains on every question of
// server/triage/labelled/*.jsonl and writes server/triage/model.json (the same set always gives the same file). It
// is not committed: `npm install`, `npm start`, `npm run build` and `npm test` make it (scripts/lib/triage-model.mjs).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { trainModel } from '../server/triage/classifier.ts';
import { LABELLED_DIR, readLabelledSet } from '../server/triage/labelled-set.ts';
import { parseCommandLine } from './lib/args.mjs';

parseCommandLine({
  usage: `Usage: npm run build:triage-model

Trains the case-triage model on every question of server/triage/labelled/*.jsonl and writes
server/triage/model.json (run it after changing the labelled set; npm install, start, build and test run it too).`,
});

const questions = readLabelledSet();
const model = trainModel(questions);
const file = path.join(LABELLED_DIR, '..', 'model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(
  `triage model: ${questions.length} questions, ${Object.keys(model.features).length} features → ${path.relative(process.cwd(), file)}`,
);
