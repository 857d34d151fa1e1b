import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasText } from '#i18n/index.ts';
import { auditActionKey, auditActionLabel, auditEntityKey, auditEntityLabel } from './audit.ts';
import { LANGS } from './i18n.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

// Every action and kind of record the services write to the audit log, as written in their code.
const code = sources('server/services')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const written = (pattern: RegExp) => [...new Set([...code.matchAll(pattern)].map((m) => m[1] as string))];

describe('audit log labels', () => {
  it('name every action the services record, in th, en and zh', () => {
    const actions = [
      ...written(/action: '([^']+)'/g),
      ...written(/^\s+(?:verified|networkMember): '([^']+)',$/gm), // FLAG_ACTIONS of admin/lawyers/set-admin-lawyer-flag.ts
    ];
    expect(actions.length).toBeGreaterThan(20);
    for (const action of actions)
      for (const lang of LANGS) expect(hasText(lang, auditActionKey(action)), `${action} ${lang}`).toBe(true);
    expect(auditActionLabel('invite-lawyers', 'en')).toBe('Invited lawyers to a question');
    expect(auditActionLabel('appointment.status', 'th')).toBe('เปลี่ยนสถานะนัดหมาย');
  });

  it('name every kind of record the services audit, in th, en and zh', () => {
    const entities = [...written(/entityType: '([^']+)'/g), ...written(/const ENTITY = '([^']+)'/g)];
    expect(entities).toContain('featured_lawyer');
    for (const entity of entities)
      for (const lang of LANGS) expect(hasText(lang, auditEntityKey(entity)), `${entity} ${lang}`).toBe(true);
    expect(auditEntityLabel('featured_lawyer', 'en')).toBe('Featured lawyer');
  });

  it('show an action or a kind of record without a text as it is stored', () => {
    expect(auditActionLabel('something-new', 'en')).toBe('something-new');
    expect(auditEntityLabel('some_table', 'zh')).toBe('some_table');
  });
});
