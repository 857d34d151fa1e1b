import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#app/context.server.ts';
import { loadAdminApplications } from '#app/features/applications/admin/applications.server.ts';
import type { Database } from '#server/db/client.ts';
import { createAdmin, createLawyer, type FactoryUser } from '#tests/factories.ts';
import { createTestDatabase } from './helpers/database.ts';

/**
 * The applications page (app/features/applications/admin/applications.server.ts) counts the verified listings per
 * case type and province (the claim coverage) only on its coverage tab: the count reads every listing, which at a
 * national size takes seconds, too long for each visit of the applications.
 */

let database: Database;
let admin: FactoryUser;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await createAdmin(database.db, { email: 'admin@example.com' });
  await createLawyer(database.db, { province: 'เชียงใหม่', experienceAreas: ['แพ่ง'] });
});

afterAll(async () => {
  await database.close();
});

const context = () =>
  ({
    runtime: { db: database.db },
    viewer: { id: admin.id, isAdmin: true },
    lang: 'th',
  }) as unknown as RequestContext;

const load = async (query: string) =>
  (await loadAdminApplications(context(), new URL(`http://localhost/th/admin/applications${query}`))) as {
    coverage: { caseType: string; province: string | null; notInvitable: number }[] | null;
    claims: unknown[];
  };

describe('admin applications: the claim coverage', () => {
  it('is counted on the coverage tab only', async () => {
    for (const query of ['', '?tab=applications', '?tab=claims']) {
      const page = await load(query);
      expect(page.coverage, query).toBeNull();
      expect(page.claims, query).toEqual([]);
    }
    const { coverage } = await load('?tab=coverage');
    expect(coverage).toContainEqual(
      expect.objectContaining({ caseType: 'แพ่ง', province: 'เชียงใหม่', notInvitable: 1 }),
    );
  });
});
