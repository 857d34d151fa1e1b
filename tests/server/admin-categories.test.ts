import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '#app/context.server.ts';
import { adminCategoriesAction } from '#app/features/categories/admin/admin-categories.server.ts';
import { AppError } from '#domain/errors.ts';
import { CATEGORY_ERRORS } from '#domain/schemas/category.ts';
import { resources } from '#i18n/index.ts';
import { adminAuditLog, caseCategories } from '#server/db/schema/index.ts';
import type { Actor } from '#server/services/actor.ts';
import { createCategory } from '#server/services/admin/categories/create-category.ts';
import { deleteCategory } from '#server/services/admin/categories/delete-category.ts';
import { listCategories } from '#server/services/admin/categories/list-categories.ts';
import { updateCategory } from '#server/services/admin/categories/update-category.ts';
import { createUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;

const auditCount = async () => Number((await db().select({ n: count() }).from(adminAuditLog))[0]?.n ?? 0);
const categoryCount = async () => Number((await db().select({ n: count() }).from(caseCategories))[0]?.n ?? 0);
const categoryRow = async (id: string) =>
  (await db().select().from(caseCategories).where(eq(caseCategories.id, id)))[0];

async function refusal(run: () => Promise<unknown>): Promise<AppError & { fields?: Record<string, string> }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function text(lang: 'th' | 'en' | 'zh', key: string): string {
  let node: unknown = resources[lang].common;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

let admin: Actor;
const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const valid = (s: string) => ({
  name: 'คดีผู้บริโภค',
  slug: s,
  description: 'สินค้าชำรุด บริการไม่เป็นธรรม',
  keywords: 'สินค้า, บริการ ,, สินค้า',
  experienceAreas: ['แพ่ง', 'ธุรกิจ'],
  icon: 'shopping-cart',
  displayOrder: '',
  active: 'on',
});

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  expect(admin?.isAdmin).toBe(true);
});
afterAll(() => server.close());

describe(`admin case categories on ${engineName()}`, () => {
  it('refuses a visitor, a member, a lawyer and an unconfirmed admin in every service, changing nothing', async () => {
    const { id } = await createCategory(db(), admin, valid(slug('guarded')));
    const before = await categoryRow(id);
    const audits = await auditCount();
    const categories = await categoryCount();
    const unconfirmed = await createUser(db(), {
      profileType: 'admin',
      confirmed: false,
      twoFactorEnabled: true,
    });
    expect(unconfirmed?.isAdmin).toBe(false);
    const actors: [string, Actor, string][] = [
      ['visitor', null, 'UNAUTHORIZED'],
      ['member', await createUser(db()), 'FORBIDDEN'],
      ['lawyer', await createUser(db(), { profileType: 'lawyer', lawyer: {} }), 'FORBIDDEN'],
      ['unconfirmed admin', unconfirmed, 'FORBIDDEN'],
    ];
    const calls: [string, (a: Actor) => Promise<unknown>][] = [
      ['list', (a) => listCategories(db(), a)],
      ['create', (a) => createCategory(db(), a, valid(slug('refused')))],
      ['update', (a) => updateCategory(db(), a, id, { ...valid(slug('changed')), name: 'เปลี่ยนชื่อ' })],
      ['delete', (a) => deleteCategory(db(), a, id)],
    ];
    for (const [who, actor, code] of actors)
      for (const [name, call] of calls)
        expect((await refusal(() => call(actor))).code, `${name} by ${who}`).toBe(code);
    expect(await categoryRow(id)).toEqual(before);
    expect(await auditCount()).toBe(audits);
    expect(await categoryCount()).toBe(categories);
  });

  it('creates a category with its fields, display order 0 by default, and one audit entry', async () => {
    const audits = await auditCount();
    const s = slug('consumer');
    const { id } = await createCategory(db(), admin, { ...valid(` ${s.toUpperCase()} `) });
    expect(await categoryRow(id)).toMatchObject({
      name: 'คดีผู้บริโภค',
      slug: s,
      description: 'สินค้าชำรุด บริการไม่เป็นธรรม',
      keywords: ['สินค้า', 'บริการ'],
      experienceAreas: ['แพ่ง', 'ธุรกิจ'],
      icon: 'shopping-cart',
      displayOrder: 0,
      active: true,
    });
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id));
    expect(entry).toMatchObject({
      action: 'create-category',
      entityType: 'case_category',
      actorUserId: admin!.id,
    });

    // Unchecked 'active' arrives as false.
    const off = await createCategory(db(), admin, {
      ...valid(slug('off')),
      active: false,
      displayOrder: '7',
    });
    expect(await categoryRow(off.id)).toMatchObject({ active: false, displayOrder: 7 });
  });

  it('requires name and slug (‘กรอกชื่อและสลัก (slug)’), a well-formed and unique slug; refusals store nothing', async () => {
    expect(text('th', CATEGORY_ERRORS.required)).toBe('กรอกชื่อและสลัก (slug)');
    for (const key of Object.values(CATEGORY_ERRORS))
      for (const lang of ['th', 'en', 'zh'] as const) expect(text(lang, key), `${lang}:${key}`).not.toBe('');

    const taken = slug('taken');
    const { id } = await createCategory(db(), admin, valid(taken));
    const audits = await auditCount();
    const categories = await categoryCount();

    const missing = await refusal(() => createCategory(db(), admin, { ...valid(''), name: '  ' }));
    expect(missing.code).toBe('INVALID_INPUT');
    expect(missing.fields).toEqual({ name: CATEGORY_ERRORS.required, slug: CATEGORY_ERRORS.required });
    for (const bad of ['ไทย', 'two words', 'a--b', '-lead', 'trail-', 'under_score']) {
      const error = await refusal(() => createCategory(db(), admin, valid(bad)));
      expect(error.fields, bad).toEqual({ slug: CATEGORY_ERRORS.slugFormat });
    }
    const duplicate = await refusal(() => createCategory(db(), admin, valid(taken)));
    expect(duplicate.code).toBe('CONFLICT');
    expect(duplicate.fields).toEqual({ slug: CATEGORY_ERRORS.slugTaken });
    const order = await refusal(() =>
      createCategory(db(), admin, { ...valid(slug('o')), displayOrder: '1.5' }),
    );
    expect(order.fields).toEqual({ displayOrder: CATEGORY_ERRORS.orderInvalid });
    const area = await refusal(() =>
      createCategory(db(), admin, { ...valid(slug('a')), experienceAreas: ['ไม่ใช่ประเภทคดี'] }),
    );
    expect(area.fields).toEqual({ experienceAreas: CATEGORY_ERRORS.areaInvalid });
    const icon = await refusal(() => createCategory(db(), admin, { ...valid(slug('i')), icon: '<svg>' }));
    expect(icon.fields).toEqual({ icon: CATEGORY_ERRORS.iconInvalid });

    // Editing another category onto a used slug is refused too; its own slug stays allowed.
    const other = await createCategory(db(), admin, valid(slug('other')));
    const afterOther = await auditCount();
    const clash = await refusal(() => updateCategory(db(), admin, other.id, valid(taken)));
    expect(clash.fields).toEqual({ slug: CATEGORY_ERRORS.slugTaken });
    const blank = await refusal(() => updateCategory(db(), admin, id, { ...valid(taken), name: '' }));
    expect(blank.fields).toEqual({ name: CATEGORY_ERRORS.required });
    expect(await auditCount()).toBe(afterOther);
    expect(await categoryCount()).toBe(categories + 1);
    expect(audits + 1).toBe(afterOther);
  });

  it('edits a category with one audit entry of what changed, and lists by display order then name', async () => {
    const a = await createCategory(db(), admin, {
      ...valid(slug('zz')),
      name: 'ข หมวด',
      displayOrder: '-50',
    });
    const b = await createCategory(db(), admin, {
      ...valid(slug('yy')),
      name: 'ก หมวด',
      displayOrder: '-50',
    });
    const c = await createCategory(db(), admin, {
      ...valid(slug('xx')),
      name: 'ก หมวดแรก',
      displayOrder: '-60',
    });
    const audits = await auditCount();
    const row = await categoryRow(a.id);
    await updateCategory(db(), admin, a.id, {
      ...valid(row!.slug),
      name: 'ข หมวด แก้ไข',
      displayOrder: '-50',
      keywords: 'ใหม่',
      active: false,
    });
    expect(await categoryRow(a.id)).toMatchObject({ name: 'ข หมวด แก้ไข', keywords: ['ใหม่'], active: false });
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'update-category'))
      .orderBy(adminAuditLog.id);
    expect(entry?.entityId).toBe(a.id);
    expect(entry?.details).toMatchObject({
      before: { name: 'ข หมวด', active: true },
      after: { name: 'ข หมวด แก้ไข', active: false },
    });

    const list = await listCategories(db(), admin);
    const ids = list.map((x) => x.id);
    expect(ids.slice(0, 3)).toEqual([c.id, b.id, a.id]);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const cur = list[i]!;
      expect(prev.displayOrder <= cur.displayOrder).toBe(true);
    }
    const unknown = await refusal(() => updateCategory(db(), admin, randomUUID(), valid(slug('n'))));
    expect(unknown.code).toBe('NOT_FOUND');
  });

  it('deletes a category with one audit entry that keeps the record', async () => {
    const { id } = await createCategory(db(), admin, valid(slug('gone')));
    const audits = await auditCount();
    await deleteCategory(db(), admin, id);
    expect(await categoryRow(id)).toBeUndefined();
    expect(await auditCount()).toBe(audits + 1);
    const [entry] = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.entityId, id))
      .orderBy(adminAuditLog.id);
    expect(entry).toBeDefined();
    const del = (await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).find(
      (e) => e.action === 'delete-category',
    );
    expect((del!.details as { before: { name: string } }).before.name).toBe('คดีผู้บริโภค');
    expect((await refusal(() => deleteCategory(db(), admin, id))).code).toBe('NOT_FOUND');
    expect(await auditCount()).toBe(audits + 1);
  });

  it('the screen’s action reads the posted form: every ticked area, an unchecked box as off; answers the id and a deleted name', async () => {
    const context = { runtime: server.runtime, viewer: admin } as unknown as RequestContext;
    const post = (pairs: [string, string][]) => {
      const body = new FormData();
      for (const [name, value] of pairs) body.append(name, value);
      return adminCategoriesAction(
        context,
        new Request('http://localhost/th/admin/cases', { method: 'POST', body }),
      );
    };
    const s1 = slug('form');
    const created = await post([
      ['intent', 'create'],
      ['name', 'หมวดจากฟอร์ม'],
      ['slug', s1],
      ['experienceAreas', 'แพ่ง'],
      ['experienceAreas', 'ธุรกิจ'],
    ]);
    expect(created).toMatchObject({ ok: true, intent: 'create' });
    const id = (created as { id: string }).id;
    expect(await categoryRow(id)).toMatchObject({
      active: false,
      experienceAreas: ['แพ่ง', 'ธุรกิจ'],
      displayOrder: 0,
    });

    const saved = await post([
      ['intent', 'update'],
      ['id', id],
      ['name', 'หมวดจากฟอร์ม'],
      ['slug', s1],
      ['active', 'on'],
    ]);
    expect(saved).toEqual({ ok: true, intent: 'update', id });
    expect(await categoryRow(id)).toMatchObject({ active: true, experienceAreas: [] });

    const audits = await auditCount();
    const refused = await post([
      ['intent', 'constructor'],
      ['id', id],
    ]);
    expect(refused).toHaveProperty('data.code', 'INVALID_INPUT');
    expect(await auditCount()).toBe(audits);

    expect(
      await post([
        ['intent', 'delete'],
        ['id', id],
      ]),
    ).toEqual({
      ok: true,
      intent: 'delete',
      id,
      name: 'หมวดจากฟอร์ม',
    });
    expect(await categoryRow(id)).toBeUndefined();
  });
});
