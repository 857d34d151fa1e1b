import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isCaseType } from '#domain/case-types.ts';
import { PROVINCE_NAMES_TH } from '#domain/provinces.ts';
import type { LabelledQuestion } from './classifier.ts';

/** Where the labelled set lives: one JSON object per line, docs/triage-labelling.md. */
export const LABELLED_DIR = path.join(import.meta.dirname, 'labelled');

const LANGS = new Set(['th', 'en', 'zh']);

/** One line of the set, checked against the labelling guide; an error names the file and line. */
function parseLine(line: string, where: string): LabelledQuestion {
  const q = JSON.parse(line) as Partial<LabelledQuestion>;
  const fail = (why: string) => new Error(`${where}: ${why}`);
  if (typeof q.id !== 'string' || !q.id) throw fail('no id');
  if (!LANGS.has(q.lang as string)) throw fail(`lang ${q.lang}`);
  if (typeof q.text !== 'string' || q.text.trim().length < 5) throw fail('no text');
  if (
    !Array.isArray(q.caseTypes) ||
    q.caseTypes.length < 1 ||
    q.caseTypes.length > 2 ||
    !q.caseTypes.every(isCaseType)
  )
    throw fail(`caseTypes ${JSON.stringify(q.caseTypes)}`);
  if (q.province !== null && !(PROVINCE_NAMES_TH as readonly unknown[]).includes(q.province))
    throw fail(`province ${q.province}`);
  if (typeof q.urgent !== 'boolean') throw fail('urgent is not a boolean');
  return q as LabelledQuestion;
}

/** Every question of the set, file by file in name order, each checked; ids must be unique. */
export function readLabelledSet(dir = LABELLED_DIR): LabelledQuestion[] {
  const questions: LabelledQuestion[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    const lines = readFileSync(path.join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (!line.trim()) return;
      const question = parseLine(line, `${file}:${i + 1}`);
      if (ids.has(question.id)) throw new Error(`${file}:${i + 1}: id ${question.id} twice`);
      ids.add(question.id);
      questions.push(question);
    });
  }
  return questions;
}

/**
 * The fixed split of the evaluation: a question is held out when the FNV-1a hash of its id is divisible by 5 (about
 * a fifth of each file), so the held-out part never changes with the order of the files or their growth.
 */
export function isHeldOut(id: string): boolean {
  let hash = 0x811c9dc5;
  for (const ch of id) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 5 === 0;
}
