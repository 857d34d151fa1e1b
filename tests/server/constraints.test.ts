import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  caseCategories,
  featuredLawyers,
  lawyers,
  messages,
  questions,
  users,
} from '#server/db/schema/index.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

let database: Database;
let userId: string;
let otherUserId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  userId = randomUUID();
  otherUserId = randomUUID();
  await database.db.insert(users).values([
    { id: userId, name: 'A', email: 'a@example.com' },
    { id: otherUserId, name: 'B', email: 'b@example.com' },
  ]);
});
afterAll(() => database.close());

/** Runs a statement that must fail, inside a savepoint, and returns the database error text. */
async function rejection(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  throw new Error('expected the database to reject the row');
}

const lawyerCount = async () =>
  Number((await database.db.execute(sql`select count(*)::int as n from lawyers`)).rows[0]?.n);

describe(`constraints on ${engineName()}`, () => {
  it('reject negative fees and experience, and a fee_min above fee_max', async () => {
    const before = await lawyerCount();
    expect(await rejection(() => database.db.insert(lawyers).values({ name: 'x', feeMin: -1 }))).toMatch(
      /fee_min_non_negative/,
    );
    expect(await rejection(() => database.db.insert(lawyers).values({ name: 'x', feeMax: -5 }))).toMatch(
      /fee_max_non_negative/,
    );
    expect(await rejection(() => database.db.insert(lawyers).values({ name: 'x', experience: -1 }))).toMatch(
      /experience_non_negative/,
    );
    expect(
      await rejection(() => database.db.insert(lawyers).values({ name: 'x', feeMin: 5000, feeMax: 100 })),
    ).toMatch(/fee_order/);
    expect(await rejection(() => database.db.insert(lawyers).values({ name: 'x', rating: 5.5 }))).toMatch(
      /rating_range|numeric field overflow/,
    );
    expect(await rejection(() => database.db.insert(lawyers).values({ name: '   ' }))).toMatch(
      /name_not_blank/,
    );
    expect(await lawyerCount()).toBe(before);
  });

  it('reject a fee unit or status outside the enums', async () => {
    expect(
      await rejection(() =>
        database.db.execute(sql`insert into lawyers (name, fee_unit) values ('x', 'per_day')`),
      ),
    ).toMatch(/invalid input value for enum fee_unit/);
    expect(
      await rejection(() =>
        database.db.execute(
          sql`insert into questions (created_by, title, content, specialties, status) values (${userId}, 't', 'c', '{แพ่ง}', 'pending')`,
        ),
      ),
    ).toMatch(/invalid input value for enum question_status/);
  });

  it('link a lawyer record to at most one user', async () => {
    await database.db.insert(lawyers).values({ name: 'ทนายหนึ่ง', userId });
    expect(await rejection(() => database.db.insert(lawyers).values({ name: 'ทนายสอง', userId }))).toMatch(
      /lawyers_user_id_unique|duplicate key/,
    );
    // Records without a user are many.
    await database.db.insert(lawyers).values([{ name: 'ไม่มีผู้ใช้ 1' }, { name: 'ไม่มีผู้ใช้ 2' }]);
  });

  it('keep category slugs unique and well formed', async () => {
    await database.db.insert(caseCategories).values({ name: 'แพ่ง', slug: 'civil' });
    expect(
      await rejection(() => database.db.insert(caseCategories).values({ name: 'อื่น', slug: 'civil' })),
    ).toMatch(/case_categories_slug_unique|duplicate key/);
    expect(
      await rejection(() => database.db.insert(caseCategories).values({ name: 'x', slug: 'Not A Slug' })),
    ).toMatch(/slug_format/);
  });

  it('reject questions without a specialty, blank messages and dangling references', async () => {
    expect(
      await rejection(() =>
        database.db
          .insert(questions)
          .values({ createdBy: userId, title: 't', content: 'c', specialties: [] }),
      ),
    ).toMatch(/questions_has_specialty/);
    const [q] = await database.db
      .insert(questions)
      .values({ createdBy: userId, title: 'หัวข้อ', content: 'รายละเอียด', specialties: ['แพ่ง'] })
      .returning();
    expect(q?.status).toBe('open');
    expect(
      await rejection(() =>
        database.db.insert(messages).values({ questionId: q!.id, senderUserId: userId, message: '  \n ' }),
      ),
    ).toMatch(/messages_not_blank/);
    expect(
      await rejection(() =>
        database.db
          .insert(messages)
          .values({ questionId: randomUUID(), senderUserId: userId, message: 'hello' }),
      ),
    ).toMatch(/foreign key/);
  });

  it('allow pin positions 1 to 3 only, each used once', async () => {
    const [a, b] = await database.db
      .insert(lawyers)
      .values([{ name: 'P1' }, { name: 'P2' }])
      .returning();
    await database.db.insert(featuredLawyers).values({ lawyerId: a!.id, pinPosition: 1 });
    expect(
      await rejection(() => database.db.insert(featuredLawyers).values({ lawyerId: b!.id, pinPosition: 1 })),
    ).toMatch(/featured_lawyers_pin_unique|duplicate key/);
    expect(
      await rejection(() => database.db.insert(featuredLawyers).values({ lawyerId: b!.id, pinPosition: 4 })),
    ).toMatch(/pin_range/);
  });
});
