import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUESTION_STATUS_LABELS, RECIPIENT_STATUS_LABELS } from '#domain/statuses.ts';
import { resources } from './index.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out[key] = v;
    else Object.assign(out, flatten(v, key));
  }
  return out;
}

const langs = {
  th: flatten(resources.th.common as Tree),
  en: flatten(resources.en.common as Tree),
  zh: flatten(resources.zh.common as Tree),
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const namespaces = new Set(Object.keys(resources.th.common));

describe('interface texts', () => {
  it('exist in th, en and zh with the same keys and no blank values', () => {
    // English plural forms (key_one, key_other) count as the one key of the other languages.
    const keySet = (texts: Record<string, string>) =>
      [...new Set(Object.keys(texts).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const keys = keySet(langs.th);
    expect(keySet(langs.en)).toEqual(keys);
    expect(keySet(langs.zh)).toEqual(keys);
    for (const [lang, texts] of Object.entries(langs)) {
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${lang}:${key}`).not.toBe('');
    }
  });

  it('set Chinese with full-width punctuation: no ASCII comma, colon, semicolon or bracket in a Chinese text', () => {
    const found = Object.entries(langs.zh).filter(([, text]) => {
      if (!/\p{Script=Han}/u.test(text)) return false;
      const bare = text
        .replace(/\{\{[^}]*\}\}|\{\w+\}/g, '')
        .replace(/https?:\/\/\S+/g, '')
        // Times and amounts (09:00, 1,000), and the comma shown as the separator to type: （,）.
        .replace(/\d[:,.]\d/g, '')
        .replace(/（,）/g, '');
      return /[,:;()]/.test(bare);
    });
    expect(found).toEqual([]);
  });

  it('use the same {{placeholders}} in every language', () => {
    const placeholders = (text: string | undefined) =>
      [...(text ?? '').matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, th] of Object.entries(langs.th)) {
      const expected = placeholders(th);
      for (const lang of ['en', 'zh'] as const) {
        // English may split a text into plural forms; each form keeps the placeholders except the count itself.
        const forms =
          key in langs[lang] ? [langs[lang][key]] : [langs[lang][`${key}_one`], langs[lang][`${key}_other`]];
        for (const form of forms.filter((f) => f !== undefined)) {
          const got = placeholders(form).filter((p) => p !== 'count' || expected.includes('count'));
          expect(got, `${lang}:${key}`).toEqual(
            expected.filter((p) => p !== 'count' || got.includes('count')),
          );
        }
      }
    }
  });

  it('keep each feature file’s texts apart from the core files (a feature file would replace a core section)', () => {
    const core = JSON.parse(readFileSync('i18n/th.json', 'utf8')) as Tree;
    const features = readdirSync('i18n')
      .map((f) => /^([a-zA-Z-]+)\.th\.json$/.exec(f)?.[1])
      .filter((f): f is string => Boolean(f) && f !== 'th');
    expect(features.length).toBeGreaterThan(10);
    expect(features.filter((f) => f in core)).toEqual([]);
  });

  it('type every feature file’s keys (i18n/keys.ts names each section file in the catalogue)', () => {
    const keys = readFileSync('i18n/keys.ts', 'utf8');
    const typed = [...keys.matchAll(/^ {2}([a-zA-Z-]+): typeof ([a-zA-Z-]+);$/gm)]
      .filter((m) => keys.includes(`import type ${m[2]} from './${m[1]}.th.json';`))
      .map((m) => m[1]);
    const files = readdirSync('i18n')
      .map((f) => /^([a-zA-Z-]+)\.th\.json$/.exec(f)?.[1])
      .filter((f): f is string => f !== undefined);
    expect(typed.sort()).toEqual(files.sort());
  });

  it('cover every literal key the code translates', () => {
    const files = [...sourceFiles('app'), ...sourceFiles('domain')];
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][a-zA-Z0-9_.]*)'/g)) used.add(m[1]!);
      // Keys handed around as values (zod messages, error mappings).
      for (const m of text.matchAll(/'([a-zA-Z]+\.[a-zA-Z0-9_.]+)'/g)) {
        // Only strings under a namespace of the texts (e.g. 'auth.errors.x'), not file names or other dotted values.
        if (namespaces.has(m[1]!.split('.')[0]!)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(50);
    // A prefix handed to `labelsOf` (i18n/texts.ts) names the keys under it.
    const thKeys = Object.keys(langs.th);
    const isPrefix = (k: string) => thKeys.some((key) => key.startsWith(`${k}.`));
    const missing = [...used].filter((k) => !(k in langs.th) && !(`${k}_other` in langs.th) && !isPrefix(k));
    expect(missing).toEqual([]);
  });

  it('keep the required Thai texts word for word', () => {
    expect(langs.th['auth.errors.fullNameRequired']).toBe('กรุณากรอกชื่อ-นามสกุล');
    expect(langs.th['auth.signUp.alreadyRegistered']).toBe('อีเมลนี้ได้ลงทะเบียนแล้ว กรุณาเข้าสู่ระบบ');
    expect(langs.th['auth.signUp.failed']).toBe('เกิดข้อผิดพลาดในการสมัครสมาชิก');
    expect(langs.th['auth.signUp.success']).toBe('ลงทะเบียนสำเร็จ! กรุณาตรวจสอบอีเมลเพื่อยืนยันบัญชี');
    expect(langs.th['auth.signIn.invalidCredentials']).toBe('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
    expect(langs.th['auth.signIn.failed']).toBe('เกิดข้อผิดพลาดในการเข้าสู่ระบบ');
    expect(langs.th['auth.signIn.success']).toBe('เข้าสู่ระบบสำเร็จ!');
    expect(langs.th['auth.resend.failed']).toBe('ส่งอีเมลยืนยันไม่สำเร็จ');
    expect(langs.th['auth.errors.resendEmailRequired']).toBe('กรุณากรอกอีเมลที่ต้องการยืนยัน');
    expect(langs.th['notFound.title']).toBe('Oops! Page not found');
  });

  it('name the inbox’s button to a question apart from every status shown beside it', () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const statuses = [
        ...Object.values(QUESTION_STATUS_LABELS),
        ...Object.values(RECIPIENT_STATUS_LABELS),
      ].map((label) => label[lang]);
      expect(statuses, lang).not.toContain(langs[lang]['inbox.open']);
    }
  });
});
