import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { adminAuditLog } from '#server/db/schema/index.ts';
import { auditSubject, listAuditLog, recordAudit } from '#server/services/admin/audit.ts';
import { createAdmin, createLawyer, createQuestion, type FactoryUser } from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * The subject of an audit entry (server/services/admin/audit.ts) is looked up by its record's primary key: at a
 * national size a lookup that reads the whole table for each entry makes the audit page time out.
 */

let database: Database;
let admin: FactoryUser;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db, { email: 'admin@example.com' });
});

afterAll(async () => {
  await database.close();
});

describe('audit subjects', () => {
  it("names each entry's record, and an entry whose id is not a record's id has none (no error)", async () => {
    const lawyer = await createLawyer(database.db, { name: 'ทนาย สมชาย' });
    const question = await createQuestion(database.db, { askerId: admin.id, title: 'เรื่องที่ดิน' });
    const entries = [
      { entityType: 'lawyer', entityId: lawyer.id },
      { entityType: 'question', entityId: question.id },
      { entityType: 'user', entityId: admin.id },
      { entityType: 'lawyer', entityId: 'not-a-uuid' },
      { entityType: 'lawyer', entityId: null },
    ];
    for (const entry of entries)
      await recordAudit(database.db, { actorUserId: admin.id, action: 'x', ...entry });
    const page = await listAuditLog(database.db, admin);
    const subjects = page.rows.map((r) => [r.entityType, r.entityId, r.subject]).reverse();
    expect(subjects).toEqual([
      ['lawyer', lawyer.id, 'ทนาย สมชาย'],
      ['question', question.id, 'เรื่องที่ดิน'],
      ['user', admin.id, 'admin'],
      ['lawyer', 'not-a-uuid', null],
      ['lawyer', null, null],
    ]);
  });

  it("looks the record up by its primary key, never by reading the record's table", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // Without other paths, a lookup that cannot use the key shows as a sequential scan of the table.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const query = tx
        .select({ subject: auditSubject })
        .from(adminAuditLog)
        .where(eq(adminAuditLog.action, 'x'));
      const result = await tx.execute(sql`EXPLAIN ${query}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    for (const table of [
      'lawyers',
      'lawyer_applications',
      'case_categories',
      'questions',
      'question_recipients',
      'featured_lawyers',
      'appointment_requests',
      'reviews',
      'listing_claims',
      'profiles',
    ])
      expect(plan, table).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plan).toMatch(/lawyers_pkey/);
  });
});
