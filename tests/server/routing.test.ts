import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { lawyers, questionRecipients, questions } from '#server/db/schema/index.ts';
import { createMailer } from '#server/mail/outbox.ts';
import type { Actor } from '#server/services/actor.ts';
import { getMatchingData } from '#server/services/admin/questions/get-matching-data.ts';
import { searchLawyersByPlace, searchPlace } from '#server/services/lawyers/search-lawyers.ts';
import { askQuestion, askQuestionAndMatch } from '#server/services/questions/ask-question.ts';
import { autoMatchQuestion, nextBatchCandidates } from '#server/services/questions/matching.ts';
import { triageRequest } from '#server/services/triage/triage-request.ts';
import { createLawyerWithUser, createQuestion, createUser, inviteLawyer } from '#tests/factories.ts';
import { createTestDatabase, engineName } from './helpers/database.ts';

// Routing by language and place (docs/product-rules.md, "Matching a question" and "Search and the home page"):
// auto-match, the matching screen and the triage rank lawyers who speak one of the asker's languages first, near
// first; the search understands the towns and places people name.

const T0 = new Date('2026-11-01T03:00:00Z');
const CHONBURI = 'ชลบุรี';
const BANGKOK = 'กรุงเทพมหานคร';

let database: Database;
let asker: NonNullable<Actor>;
let admin: NonNullable<Actor>;
const ids: Record<string, string> = {};

/** Family lawyers with accounts, each named by its languages and place; the best rated speak only Thai. */
const family = [
  { name: 'th-chonburi', province: CHONBURI, languages: ['ไทย'], rating: 5.0 },
  { name: 'en-chonburi', province: CHONBURI, languages: ['ไทย', 'อังกฤษ'], rating: 3.0 },
  { name: 'en-rayong', province: 'ระยอง', languages: ['อังกฤษ'], rating: 3.5 },
  { name: 'en-bangkok', province: BANGKOK, languages: ['อังกฤษ', 'ไทย'], rating: 4.0 },
  { name: 'en-chiangmai', province: 'เชียงใหม่', languages: ['อังกฤษ'], rating: 3.9 },
  { name: 'zh-bangkok', province: BANGKOK, languages: ['จีน', 'ไทย'], rating: 3.0 },
  { name: 'zh-chiangmai', province: 'เชียงใหม่', languages: ['จีน'], rating: 4.8 },
  { name: 'th-bangkok', province: BANGKOK, languages: ['ไทย'], rating: 4.95 },
];

/** Criminal lawyers for the urgent triage in Khon Kaen (northeast); the fast ones answered invitations in hours. */
const criminal = [
  { name: 'kk-slow', province: 'ขอนแก่น', languages: ['ไทย'], rating: 5.0, answersInHours: null },
  { name: 'kk-fast', province: 'ขอนแก่น', languages: ['ไทย'], rating: 3.0, answersInHours: 3 },
  { name: 'udon-fast', province: 'อุดรธานี', languages: ['ไทย'], rating: 3.0, answersInHours: 1 },
  { name: 'korat', province: 'นครราชสีมา', languages: ['ไทย'], rating: 4.9, answersInHours: null },
  { name: 'bkk-fastest', province: BANGKOK, languages: ['ไทย'], rating: 5.0, answersInHours: 1 },
  { name: 'kk-english', province: 'ขอนแก่น', languages: ['อังกฤษ'], rating: 5.0, answersInHours: 1 },
];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  asker = await createUser(db, { name: 'asker', email: 'asker@example.com' });
  admin = await createUser(db, {
    name: 'admin',
    email: 'admin@example.com',
    profileType: 'admin',
    twoFactorEnabled: true,
  });
  for (const lawyer of family) {
    const { id } = await createLawyerWithUser(db, {
      ...lawyer,
      experienceAreas: ['ครอบครัว'],
      reviews: 10,
      email: `${lawyer.name}@example.com`,
    });
    ids[lawyer.name] = id;
  }
  // A Chonburi lawyer who speaks English but practises something else: never invited to a family question.
  await createLawyerWithUser(db, {
    name: 'en-chonburi-tax',
    province: CHONBURI,
    languages: ['อังกฤษ'],
    experienceAreas: ['ภาษี'],
    email: 'en-chonburi-tax@example.com',
  });
  // Five accepted invitations each, answered within the lawyer's hours, in the last 90 days.
  const now = Date.now();
  for (const { answersInHours, ...lawyer } of criminal) {
    const { id, user } = await createLawyerWithUser(db, {
      ...lawyer,
      experienceAreas: ['อาญา'],
      reviews: 10,
      email: `${lawyer.name}@example.com`,
    });
    ids[lawyer.name] = id;
    if (answersInHours === null) continue;
    for (let n = 1; n <= 5; n++) {
      const invitedAt = new Date(now - n * 86_400_000);
      const question = await createQuestion(db, { askerId: asker.id, specialties: ['อาญา'] });
      await inviteLawyer(db, question.id, id, user.id, {
        status: 'accepted',
        invitedAt,
        expiresAt: new Date(invitedAt.getTime() + 48 * 3600_000),
        respondedAt: new Date(invitedAt.getTime() + answersInHours * 3600_000 - 60_000),
      });
    }
  }
});
afterAll(() => database?.close());

const ctx = () => ({
  mailer: createMailer(database.db, { from: 'test@tanai.test' }),
  publicUrl: 'http://localhost:3000',
  now: T0,
});

const ask = (title: string, province: string, languages: string[]) => ({
  title,
  content: 'รายละเอียด',
  province,
  specialties: ['ครอบครัว'],
  languages,
  consent: true,
});

/** The lawyers a question invited, in the order auto-match invited them. */
async function invited(questionId: string) {
  const rows = await database.db
    .select({ name: lawyers.name })
    .from(questionRecipients)
    .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
    .where(eq(questionRecipients.questionId, questionId))
    .orderBy(asc(questionRecipients.assignedOrder));
  return rows.map((r) => r.name);
}

describe(`routing by language and place on ${engineName()}`, () => {
  it('a question asked in English from Pattaya (Chonburi) invites English speakers first, near first', async () => {
    const { id } = await askQuestionAndMatch(
      database.db,
      asker,
      ask('Divorce in Pattaya', CHONBURI, ['อังกฤษ']),
      ctx(),
    );
    const [stored] = await database.db.select().from(questions).where(eq(questions.id, id));
    expect(stored?.languages).toEqual(['อังกฤษ']);
    // Same province, same region (east), then anywhere by rating; Thai-only lawyers (however well rated) wait.
    expect(await invited(id)).toEqual(['en-chonburi', 'en-rayong', 'en-bangkok']);
  });

  it('a Chinese question invites Chinese speakers first; those who speak none of its languages come after', async () => {
    const { id } = await askQuestion(database.db, asker, ask('离婚', BANGKOK, ['จีน']), { now: T0 });
    await autoMatchQuestion(database.db, id, ctx());
    // zh-chiangmai (anywhere) before th-bangkok (same province, better rated, but no Chinese).
    expect(await invited(id)).toEqual(['zh-bangkok', 'zh-chiangmai', 'th-bangkok']);
  });

  it('refuses a question without a language the asker can use, or with an unknown one, storing nothing', async () => {
    const count = async () => (await database.db.select().from(questions)).length;
    const before = await count();
    for (const languages of [[], ['klingon']])
      await expect(
        askQuestionAndMatch(database.db, asker, ask('t', BANGKOK, languages), ctx()),
      ).rejects.toMatchObject({ code: 'INVALID_INPUT', fields: { languages: 'ask.errors.languages' } });
    expect(await count()).toBe(before);
  });

  it("ranks the matching screen's candidates as auto-match does, with their languages and place", async () => {
    const question = await createQuestion(database.db, {
      askerId: asker.id,
      province: CHONBURI,
      specialties: ['ครอบครัว'],
      languages: ['อังกฤษ'],
    });
    const data = await getMatchingData(database.db, admin, question.id);
    expect(data.question.languages).toEqual(['อังกฤษ']);
    const top = data.candidates.slice(0, 4).map((c) => [c.name, c.speaks, c.place]);
    expect(top).toEqual([
      ['en-chonburi', true, 'province'],
      ['en-rayong', true, 'region'],
      ['en-bangkok', true, 'elsewhere'],
      ['en-chiangmai', true, 'elsewhere'],
    ]);
    // Who practises none of its case types comes after all who do; a non-speaker after every speaker.
    const names = data.candidates.map((c) => c.name);
    expect(names.indexOf('en-chonburi-tax')).toBeGreaterThan(names.indexOf('th-bangkok'));
    expect(data.candidates.find((c) => c.name === 'th-chonburi')).toMatchObject({
      speaks: false,
      place: 'province',
      languages: ['ไทย'],
    });
    expect(names.indexOf('th-chonburi')).toBeGreaterThan(names.indexOf('en-chiangmai'));
  });

  it('the triage of an urgent Thai text in Khon Kaen suggests Thai speakers of the northeast first, fast ones first', async () => {
    const answer = await triageRequest(
      database.db,
      'ตำรวจจับลูกชายผมเมื่อคืนที่ขอนแก่น ตอนนี้ถูกควบคุมตัวอยู่ที่โรงพัก ต้องการประกันตัวด่วน',
      '10.9.0.1',
    );
    expect(answer.province).toBe('ขอนแก่น');
    expect(answer.urgent).toBe(true);
    expect(answer.suggested).toContain('อาญา');
    // Khon Kaen's, the fast one first; then the northeast's, the one with a figure first. Neither the fastest in
    // Bangkok nor the English-only lawyer in Khon Kaen.
    expect(answer.lawyers.map((l) => l.name)).toEqual(['kk-fast', 'kk-slow', 'udon-fast']);
  });

  it('the triage of the same text in English suggests the English speaker first', async () => {
    const answer = await triageRequest(
      database.db,
      'The police arrested my son last night in Khon Kaen, he is detained at the police station now, we need bail urgently',
      '10.9.0.2',
    );
    expect(answer.province).toBe('ขอนแก่น');
    expect(answer.lawyers[0]?.name).toBe('kk-english');
  });
});

describe(`the busiest lawyer last among equals on ${engineName()}`, () => {
  it('ranks lawyers equal in all else by their open invitations, fewest first; expired and answered ones do not count', async () => {
    const own = await createTestDatabase();
    try {
      const { db } = own;
      const member = await createUser(db, { email: 'busy-asker@example.com' });
      const twin = (name: string) =>
        createLawyerWithUser(db, {
          name,
          province: BANGKOK,
          languages: ['ไทย'],
          experienceAreas: ['แรงงาน'],
          rating: 4.5,
          reviews: 10,
          email: `${name}@example.com`,
        });
      // By id alone `first` comes first; two open invitations put it after `second`.
      const [first, second] = [await twin('busy-a'), await twin('busy-b')].sort((a, b) =>
        a.id.localeCompare(b.id),
      );
      const at = new Date('2026-11-10T03:00:00Z');
      const question = () => createQuestion(db, { askerId: member.id, specialties: ['แรงงาน'] });
      const rank = async () =>
        (
          await nextBatchCandidates(
            db,
            { id: null, createdBy: null, province: BANGKOK, specialties: ['แรงงาน'], languages: ['ไทย'] },
            at,
          )
        ).map((c) => c.lawyer_id);
      expect(await rank()).toEqual([first!.id, second!.id]);

      for (let n = 0; n < 2; n++)
        await inviteLawyer(db, (await question()).id, first!.id, first!.user.id, {
          invitedAt: new Date(at.getTime() - 3600_000),
          expiresAt: new Date(at.getTime() + 47 * 3600_000),
        });
      // The second lawyer's invitations are over: one expired, one accepted.
      await inviteLawyer(db, (await question()).id, second!.id, second!.user.id, {
        expiresAt: new Date(at.getTime() - 3600_000),
      });
      await inviteLawyer(db, (await question()).id, second!.id, second!.user.id, { status: 'accepted' });
      expect(await rank()).toEqual([second!.id, first!.id]);
    } finally {
      await own.close();
    }
  });
});

describe(`a batch chosen among more equals than it holds on ${engineName()}`, () => {
  it('takes the fewest open invitations among the lawyers tied at its last place, past those ranked lower', async () => {
    const own = await createTestDatabase();
    try {
      const { db } = own;
      const member = await createUser(db, { email: 'ties-asker@example.com' });
      const at = new Date('2026-11-10T03:00:00Z');
      const listing = (name: string, rating: number | null, reviews: number) =>
        createLawyerWithUser(db, {
          name,
          province: BANGKOK,
          languages: ['ไทย'],
          experienceAreas: ['ครอบครัว'],
          rating,
          reviews,
          email: `${name}@example.com`,
        });
      // Four equals, one rated lower, one not rated: the batch of three comes from the four.
      const equals: Awaited<ReturnType<typeof listing>>[] = [];
      for (const name of ['tie-a', 'tie-b', 'tie-c', 'tie-d']) equals.push(await listing(name, 4.5, 10));
      const lower = await listing('lower', 4.0, 10);
      const unrated = await listing('unrated', null, 0);
      const openInvitations = async (lawyer: { id: string; user: { id: string } }, n: number) => {
        for (let i = 0; i < n; i++) {
          const question = await createQuestion(db, { askerId: member.id, specialties: ['ครอบครัว'] });
          await inviteLawyer(db, question.id, lawyer.id, lawyer.user.id, {
            invitedAt: new Date(at.getTime() - 3600_000),
            expiresAt: new Date(at.getTime() + 47 * 3600_000),
          });
        }
      };
      const open = new Map(equals.map((lawyer) => [lawyer.id, 0]));
      const invite = async (lawyer: (typeof equals)[number], n: number) => {
        await openInvitations(lawyer, n);
        open.set(lawyer.id, open.get(lawyer.id)! + n);
      };
      const batch = async () =>
        (
          await nextBatchCandidates(
            db,
            { id: null, createdBy: null, province: BANGKOK, specialties: ['ครอบครัว'], languages: ['ไทย'] },
            at,
          )
        ).map((c) => c.lawyer_id);
      // The equals by their open invitations, then by id: the first three.
      const expected = () =>
        [...equals]
          .sort((a, b) => open.get(a.id)! - open.get(b.id)! || a.id.localeCompare(b.id))
          .slice(0, 3)
          .map((lawyer) => lawyer.id);

      await invite(equals[1]!, 2);
      await invite(equals[2]!, 1);
      expect(await batch()).toEqual(expected());
      expect(await batch()).not.toContain(equals[1]!.id);

      await invite(equals[0]!, 3);
      await invite(equals[3]!, 3);
      expect(await batch()).toEqual(expected());
      // However busy the equals, those ranked lower never pass them.
      await invite(equals[1]!, 5);
      await invite(equals[2]!, 5);
      expect(await batch()).toEqual(expected());
      expect(await batch()).not.toContain(lower.id);
      expect(await batch()).not.toContain(unrated.id);
    } finally {
      await own.close();
    }
  });
});

describe(`the near tier ranked alone on ${engineName()}`, () => {
  it('when enough speakers practise in the province, no listing elsewhere or without the language makes the batch; else the others fill it, as the full ranking orders them', async () => {
    const own = await createTestDatabase();
    try {
      const { db } = own;
      const CHIANG_MAI = 'เชียงใหม่';
      const listing = (name: string, province: string, languages: string[], rating: number) =>
        createLawyerWithUser(db, {
          name,
          province,
          languages,
          experienceAreas: ['ที่ดิน'],
          rating,
          reviews: 10,
          email: `${name}@example.com`,
        });
      // Three Thai speakers in Chiang Mai, modestly rated; better rated ones next door, far away or without Thai.
      const near = [
        await listing('near-a', CHIANG_MAI, ['ไทย'], 3.0),
        await listing('near-b', CHIANG_MAI, ['ไทย', 'อังกฤษ'], 3.2),
        await listing('near-c', CHIANG_MAI, ['ไทย'], 3.1),
      ];
      const region = await listing('lamphun', 'ลำพูน', ['ไทย'], 5.0);
      await listing('bangkok', BANGKOK, ['ไทย'], 5.0);
      await listing('cm-english', CHIANG_MAI, ['อังกฤษ'], 5.0);
      const batch = async () =>
        (
          await nextBatchCandidates(
            db,
            { id: null, createdBy: null, province: CHIANG_MAI, specialties: ['ที่ดิน'], languages: ['ไทย'] },
            T0,
          )
        ).map((c) => c.lawyer_id);
      expect(await batch()).toEqual([near[1]!.id, near[2]!.id, near[0]!.id]);

      // The matching screen ranks every listing with a key of its own first: the same three lead its list.
      const question = await createQuestion(db, {
        askerId: (await createUser(db, { email: 'tier-asker@example.com' })).id,
        specialties: ['ที่ดิน'],
        province: CHIANG_MAI,
        languages: ['ไทย'],
      });
      const admin = await createUser(db, {
        email: 'tier-admin@example.com',
        profileType: 'admin',
        twoFactorEnabled: true,
      });
      const screen = await getMatchingData(db, admin, question.id);
      expect(screen.candidates.slice(0, 4).map((c) => c.id)).toEqual([
        near[1]!.id,
        near[2]!.id,
        near[0]!.id,
        region.id,
      ]);

      // With two speakers left in the province, the region's best fills the batch.
      await db.update(lawyers).set({ verified: false }).where(eq(lawyers.id, near[2]!.id));
      expect(await batch()).toEqual([near[1]!.id, near[0]!.id, region.id]);
    } finally {
      await own.close();
    }
  });
});

describe(`the search understands places on ${engineName()}`, () => {
  it('reads a province, a town or place, part of a province name, or nothing it knows', () => {
    expect(searchPlace('Chonburi')).toEqual({ kind: 'province', province: CHONBURI });
    expect(searchPlace('春武里')).toEqual({ kind: 'province', province: CHONBURI });
    expect(searchPlace(' Pattaya ')).toEqual({ kind: 'place', province: CHONBURI, place: 'Pattaya' });
    expect(searchPlace('Chon Buri')).toEqual({ kind: 'place', province: CHONBURI, place: 'Chon Buri' });
    expect(searchPlace('พัทยา')).toEqual({ kind: 'place', province: CHONBURI, place: 'พัทยา' });
    expect(searchPlace('Hua Hin')).toMatchObject({ kind: 'place', province: 'ประจวบคีรีขันธ์' });
    expect(searchPlace('ชล')).toEqual({ kind: 'part' });
    expect(searchPlace('Atlantis')).toEqual({ kind: 'unknown', place: 'Atlantis' });
  });

  it('"Pattaya" in the province field or the name box finds Chonburi\'s lawyers and says so', async () => {
    const chonburi = ['en-chonburi', 'en-chonburi-tax', 'th-chonburi'];
    for (const filters of [{ province: 'Pattaya' }, { q: 'Pattaya' }]) {
      const result = await searchLawyersByPlace(database.db, filters);
      expect(result.items.map((l) => l.name).sort()).toEqual(chonburi);
      expect(result.notice).toEqual({ kind: 'showing', province: CHONBURI, place: 'Pattaya' });
    }
    // A name that finds its lawyer is a name, not a place.
    const named = await searchLawyersByPlace(database.db, { q: 'en-chonburi-tax' });
    expect(named.items.map((l) => l.name)).toEqual(['en-chonburi-tax']);
    expect(named.notice).toBeNull();
  });

  it('says when it knows no such province or place, and finds nobody', async () => {
    const result = await searchLawyersByPlace(database.db, { province: 'Atlantis' });
    expect(result.total).toBe(0);
    expect(result.notice).toEqual({ kind: 'unknown', place: 'Atlantis' });
  });
});
