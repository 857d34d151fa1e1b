// Demo data for the embedded database, loaded on its first start only (docs/product-rules.md, "Pages and texts").
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, asc, desc, eq, isNotNull, like, ne } from 'drizzle-orm';
import { CASE_TYPES, type CaseTypeKey } from '#domain/case-types.ts';
import { INVITATION_TTL_HOURS } from '#domain/limits.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { avatarPublicUrl, illustrationKey } from '#domain/uploads.ts';
import type { FileStorage } from '../../files/storage.ts';
import { logger } from '../../logger.ts';
import { openQuestionReviewRight } from '../../services/reviews/review-rights.ts';
import type { Db, Tx } from '../client.ts';
import {
  accounts,
  caseCategories,
  featuredLawyers,
  lawyers,
  messages,
  profiles,
  questionRecipients,
  questions,
  users,
} from '../schema/index.ts';
import { seedDemoAnswers } from './demo-answers.ts';
import { DEMO_FEATURED_LAWYER_NAME, type DemoLawyer, generateDemoLawyers } from './demo-lawyers.ts';
import { storeDemoPortraits } from './demo-portraits.ts';
import { DEMO_REVIEWERS, seedDemoReviews } from './demo-reviews.ts';

/** Demo sign-ins, shown on the sign-in page of the demo. Fictional, for the embedded database only. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@tanai.example', password: 'tanai-admin', fullName: 'ผู้ดูแลระบบ (สาธิต)' },
  lawyer: { email: 'lawyer@tanai.example', password: 'tanai-lawyer', fullName: 'ทนายสาธิต ตัวอย่างดี' },
  member: { email: 'member@tanai.example', password: 'tanai-member', fullName: 'สมาชิก ทดสอบใจดี' },
} as const;

type DemoRole = keyof typeof DEMO_ACCOUNTS;

/**
 * Demo lawyers who can sign in and be auto-matched: `lawyer01@tanai.example` … `lawyer40@tanai.example`, one shared
 * password (README, "Demo accounts"). They are verified listings spread over the case types and provinces, so that
 * a demo question finds lawyers; none of them practises the case types below, so that a question about
 * intellectual property (whose related types are business and trade) shows the admin queue.
 */
export const DEMO_LAWYER_LOGINS = {
  count: 40,
  password: 'tanai-demo-lawyer',
  email: (n: number) => `lawyer${String(n).padStart(2, '0')}@tanai.example`,
} as const;
const CASE_TYPES_WITHOUT_DEMO_ACCOUNTS: readonly string[] = ['ทรัพย์สินทางปัญญา', 'การค้าระหว่างประเทศ', 'ธุรกิจ'];

/**
 * The indexes of the demo lawyers to link to the DEMO_LAWYER_LOGINS accounts: verified, not the featured demo
 * lawyer, none of CASE_TYPES_WITHOUT_DEMO_ACCOUNTS; taken in turn for each case type, a new province each time
 * while there is one. Deterministic (the lawyers are generated from a fixed seed).
 */
export function linkedDemoLawyerIndexes(
  rows: readonly DemoLawyer[],
  count = DEMO_LAWYER_LOGINS.count,
): number[] {
  const candidates = rows
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        row.verified &&
        row.name !== DEMO_FEATURED_LAWYER_NAME &&
        !(row.experienceAreas ?? []).some((a) => CASE_TYPES_WITHOUT_DEMO_ACCOUNTS.includes(a)),
    );
  const types = CASE_TYPES.map((c) => c.value).filter((v) => !CASE_TYPES_WITHOUT_DEMO_ACCOUNTS.includes(v));
  const picked: number[] = [];
  const provinces = new Set<string>();
  while (picked.length < count) {
    const before = picked.length;
    for (const type of types) {
      if (picked.length >= count) break;
      const open = candidates.filter(
        ({ row, index }) => !picked.includes(index) && (row.experienceAreas ?? []).includes(type),
      );
      const next = open.find(({ row }) => !provinces.has(row.province ?? '')) ?? open[0];
      if (!next) continue;
      picked.push(next.index);
      provinces.add(next.row.province ?? '');
    }
    if (picked.length === before) break;
  }
  return picked;
}

const CATEGORY_TEXT: Record<
  CaseTypeKey,
  { name: string; description: string; keywords: string[]; icon: string }
> = {
  civil: {
    name: 'คดีแพ่ง',
    description: 'สัญญา หนี้สิน ละเมิด และข้อพิพาททางแพ่งทั่วไป',
    keywords: ['สัญญา', 'หนี้', 'ละเมิด', 'ฟ้องร้อง', 'ค่าเสียหาย'],
    icon: 'scale',
  },
  criminal: {
    name: 'คดีอาญา',
    description: 'การต่อสู้คดีอาญา การประกันตัว และการแจ้งความดำเนินคดี',
    keywords: ['ลักทรัพย์', 'ฉ้อโกง', 'ทำร้ายร่างกาย', 'ประกันตัว', 'หมิ่นประมาท'],
    icon: 'gavel',
  },
  labour: {
    name: 'คดีแรงงาน',
    description: 'การเลิกจ้าง ค่าชดเชย ค่าจ้างค้างจ่าย และสิทธิของลูกจ้างและนายจ้าง',
    keywords: ['เลิกจ้าง', 'ค่าชดเชย', 'ค่าจ้าง', 'สัญญาจ้าง', 'ประกันสังคม'],
    icon: 'briefcase',
  },
  family: {
    name: 'คดีครอบครัว',
    description: 'การหย่า สินสมรส อำนาจปกครองบุตร และค่าอุปการะเลี้ยงดู',
    keywords: ['หย่า', 'สินสมรส', 'อำนาจปกครองบุตร', 'ค่าเลี้ยงดู', 'รับรองบุตร'],
    icon: 'users',
  },
  land: {
    name: 'คดีที่ดิน',
    description: 'กรรมสิทธิ์ที่ดิน โฉนด การครอบครองปรปักษ์ และภาระจำยอม',
    keywords: ['โฉนด', 'กรรมสิทธิ์', 'ครอบครองปรปักษ์', 'ภาระจำยอม', 'รังวัด'],
    icon: 'landmark',
  },
  business: {
    name: 'กฎหมายธุรกิจ',
    description: 'การจัดตั้งบริษัท สัญญาทางธุรกิจ หุ้นส่วน และข้อพิพาททางการค้า',
    keywords: ['จดทะเบียนบริษัท', 'สัญญาทางธุรกิจ', 'หุ้นส่วน', 'ภาษี', 'ล้มละลาย'],
    icon: 'building-2',
  },
  ip: {
    name: 'ทรัพย์สินทางปัญญา',
    description: 'เครื่องหมายการค้า ลิขสิทธิ์ สิทธิบัตร และการละเมิดทรัพย์สินทางปัญญา',
    keywords: ['เครื่องหมายการค้า', 'ลิขสิทธิ์', 'สิทธิบัตร', 'ละเมิดลิขสิทธิ์'],
    icon: 'lightbulb',
  },
  trade: {
    name: 'การค้าระหว่างประเทศ',
    description: 'การนำเข้าส่งออก ศุลกากร และสัญญาซื้อขายระหว่างประเทศ',
    keywords: ['นำเข้า', 'ส่งออก', 'ศุลกากร', 'สัญญาซื้อขายระหว่างประเทศ'],
    icon: 'globe',
  },
  condo: {
    name: 'นิติบุคคลอาคารชุด',
    description: 'ค่าส่วนกลาง ข้อบังคับอาคารชุด และข้อพิพาทระหว่างเจ้าของร่วม',
    keywords: ['คอนโด', 'ค่าส่วนกลาง', 'ข้อบังคับอาคารชุด', 'ทรัพย์ส่วนกลาง'],
    icon: 'building',
  },
  inheritance: {
    name: 'คดีมรดก',
    description: 'พินัยกรรม การตั้งผู้จัดการมรดก และการแบ่งทรัพย์มรดกระหว่างทายาท',
    keywords: ['พินัยกรรม', 'ผู้จัดการมรดก', 'ทายาท', 'แบ่งมรดก'],
    icon: 'scroll-text',
  },
};

/** The case categories of the home page, one per case type (also written by `npm run db:seed-scale`). */
export function demoCaseCategories(): (typeof caseCategories.$inferInsert)[] {
  return CASE_TYPES.map((c, i) => ({
    ...CATEGORY_TEXT[c.key],
    slug: c.key,
    experienceAreas: [c.value],
    displayOrder: i + 1,
    active: true,
  }));
}

const BATCH_SIZE = 100;

/** No users and no lawyers yet. */
async function isEmpty(db: Db | Tx): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  const anyLawyer = await db.select({ id: lawyers.id }).from(lawyers).limit(1);
  return anyUser.length === 0 && anyLawyer.length === 0;
}

/**
 * Loads the demo data when the database holds no users and no lawyers; returns whether it did.
 * Everything is written in one transaction, so a failed seed leaves the database empty. With a `storage`, every
 * demo listing gets a drawn portrait (demo-portraits.ts), drawn while the rows are written; without one, they
 * show their initials.
 */
export async function seedDemoData(db: Db, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const started = performance.now();
  // Checked before hashing (scrypt is slow) and again inside the transaction.
  if (!(await isEmpty(db))) return false;
  const roles = Object.keys(DEMO_ACCOUNTS) as DemoRole[];
  const [lawyerHash, ...hashes] = await Promise.all([
    hashPassword(DEMO_LAWYER_LOGINS.password),
    ...roles.map((role) => hashPassword(DEMO_ACCOUNTS[role].password)),
  ]);
  // The listings' ids are drawn here so that their portraits can be stored under them while the rows are written.
  const lawyerRows = generateDemoLawyers().map((row) => ({ ...row, id: randomUUID() }));
  const linked = linkedDemoLawyerIndexes(lawyerRows);
  const portraits = options.storage
    ? storeDemoPortraits(
        options.storage,
        lawyerRows.map((row) => ({ id: row.id, slug: row.email?.split('@')[0] ?? row.name })),
      )
    : Promise.resolve();
  // Awaited at the end of the transaction; a failure before then must not go unhandled meanwhile.
  portraits.catch(() => {});
  const portraitUrl = (id: string) => (options.storage ? avatarPublicUrl(illustrationKey(id)) : null);

  let reviewCount = 0;
  let answerCount = 0;
  const seeded = await db.transaction(async (tx) => {
    if (!(await isEmpty(tx))) return false;

    // Accounts: users row, credential account, profile.
    const userIds = {} as Record<DemoRole, string>;
    for (const [i, role] of roles.entries()) {
      const account = DEMO_ACCOUNTS[role];
      const id = randomUUID();
      userIds[role] = id;
      await tx
        .insert(users)
        .values({ id, name: account.fullName, email: account.email, emailVerified: true, locale: 'th' });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: hashes[i],
      });
      await tx.insert(profiles).values({ userId: id, profileType: role, fullName: account.fullName });
    }

    // The demo lawyers who sign in: an account each (lawyer profile), linked to their listing below.
    const linkedUserIds = new Map<number, string>();
    for (const [n, index] of linked.entries()) {
      const id = randomUUID();
      const name = lawyerRows[index]!.name;
      linkedUserIds.set(index, id);
      await tx
        .insert(users)
        .values({ id, name, email: DEMO_LAWYER_LOGINS.email(n + 1), emailVerified: true, locale: 'th' });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: lawyerHash,
      });
      await tx.insert(profiles).values({ userId: id, profileType: 'lawyer', fullName: name });
    }

    // Lawyers, the featured demo lawyer linked to the lawyer account.
    const inserted: { id: string; name: string }[] = [];
    for (let i = 0; i < lawyerRows.length; i += BATCH_SIZE) {
      const batch = lawyerRows.slice(i, i + BATCH_SIZE).map((row, j) => {
        const pictured = { ...row, avatarUrl: portraitUrl(row.id) };
        if (row.name === DEMO_FEATURED_LAWYER_NAME) return { ...pictured, userId: userIds.lawyer };
        const userId = linkedUserIds.get(i + j);
        return userId ? { ...pictured, userId } : pictured;
      });
      inserted.push(
        ...(await tx.insert(lawyers).values(batch).returning({ id: lawyers.id, name: lawyers.name })),
      );
    }

    await tx.insert(caseCategories).values(demoCaseCategories());

    const featured = inserted.find((l) => l.name === DEMO_FEATURED_LAWYER_NAME);
    if (!featured) throw new Error('demo featured lawyer missing');
    const withAccounts = inserted.flatMap((row, index) => {
      const userId = linkedUserIds.get(index);
      return userId ? [{ lawyerId: row.id, userId }] : [];
    });
    await seedDemoQuestions(tx, {
      member: userIds.member,
      lawyer: { userId: userIds.lawyer, lawyerId: featured.id },
      others: withAccounts,
    });
    // The reviews of the demo lawyers with an account (the featured one the most): the only source of their
    // rating and number of reviews.
    const reviewed = (index: number, userId: string) => ({
      lawyerId: inserted[index]!.id,
      userId,
      areas: lawyerRows[index]!.experienceAreas ?? [],
      province: lawyerRows[index]!.province ?? null,
    });
    reviewCount = await seedDemoReviews(tx, {
      featured: reviewed(
        inserted.findIndex((l) => l.id === featured.id),
        userIds.lawyer,
      ),
      others: [...linkedUserIds].map(([index, userId]) => reviewed(index, userId)),
    });

    // The published answers: the demo members' questions answered by the demo lawyers with an account.
    const askers = await tx
      .select({ id: users.id, lang: users.locale })
      .from(users)
      .where(like(users.email, 'demo.member%@example.com'))
      .orderBy(asc(users.email));
    answerCount = await seedDemoAnswers(tx, {
      askers: askers.map((a) => ({ id: a.id, lang: a.lang === 'en' || a.lang === 'zh' ? a.lang : 'th' })),
      lawyers: [...linkedUserIds].map(([index, userId]) => ({
        ...reviewed(index, userId),
        languages: lawyerRows[index]!.languages ?? [],
      })),
      admin: userIds.admin,
    });

    // Featured: the demo lawyer pinned first, then the five best rated, two more pinned, three unpinned (one of
    // them inactive).
    const others = await tx
      .select({ id: lawyers.id })
      .from(lawyers)
      .where(and(eq(lawyers.verified, true), isNotNull(lawyers.rating), ne(lawyers.id, featured.id)))
      .orderBy(desc(lawyers.rating), desc(lawyers.reviews), asc(lawyers.id))
      .limit(5);
    await tx.insert(featuredLawyers).values([
      { lawyerId: featured.id, pinPosition: 1, displayOrder: 1, active: true },
      ...others.map((l, i) => ({
        lawyerId: l.id,
        pinPosition: i < 2 ? i + 2 : null,
        displayOrder: i + 2,
        active: i !== 4,
      })),
    ]);
    // The portraits the rows name are all stored before the rows are committed.
    await portraits;
    return true;
  });

  if (seeded) {
    logger.info(
      {
        lawyers: lawyerRows.length,
        accounts: roles.length + linked.length + DEMO_REVIEWERS.length,
        reviews: reviewCount,
        portraits: options.storage ? lawyerRows.length : 0,
        answers: answerCount,
        ms: Math.round(performance.now() - started),
      },
      'demo data loaded',
    );
  }
  return seeded;
}

/**
 * The demo member's questions, one in each state of the ask-to-answer loop: waiting for the invited lawyers to
 * answer (the demo lawyer among them), accepted with a conversation, closed, and waiting for an administrator
 * (intellectual property, which no demo lawyer with an account takes). The two answered ones opened the member's
 * rights to review their lawyers, not used yet.
 */
async function seedDemoQuestions(
  tx: Tx,
  people: {
    member: string;
    lawyer: { userId: string; lawyerId: string };
    others: { lawyerId: string; userId: string }[];
  },
) {
  const now = Date.now();
  const ago = (hours: number) => new Date(now - hours * 3600_000);
  const later = (from: Date) => new Date(from.getTime() + INVITATION_TTL_HOURS * 3600_000);
  const ask = async (values: Omit<typeof questions.$inferInsert, 'createdBy'>) => {
    const [row] = await tx
      .insert(questions)
      // Asked with the explicit consent of the ask form (docs/product-rules.md, "Questions").
      .values({
        createdBy: people.member,
        contactPhone: '081-000-0000',
        // Asked in Thai, as the ask form on /th ticks it.
        languages: ['ไทย'],
        consentVersion: QUESTION_CONSENT_VERSION,
        consentedAt: values.createdAt ?? new Date(now),
        ...values,
      })
      .returning({ id: questions.id });
    return row!.id;
  };
  const [first, second, third] = people.others;
  if (!first || !second || !third) throw new Error('demo lawyers with accounts missing');

  const waitingAt = ago(3);
  const waiting = await ask({
    title: 'ผู้ให้เช่าไม่คืนเงินประกันห้องพัก',
    content: 'ย้ายออกมาสองเดือนแล้ว ห้องอยู่ในสภาพดี แต่ผู้ให้เช่ายังไม่คืนเงินประกัน 10,000 บาท ควรทำอย่างไร',
    province: 'กรุงเทพมหานคร',
    specialties: ['แพ่ง'],
    createdAt: waitingAt,
    updatedAt: waitingAt,
  });
  await tx.insert(questionRecipients).values(
    [people.lawyer, first, second].map((l, i) => ({
      questionId: waiting,
      recipientUserId: l.userId,
      lawyerId: l.lawyerId,
      assignedOrder: i + 1,
      status: 'invited' as const,
      invitedAt: waitingAt,
      expiresAt: later(waitingAt),
    })),
  );

  const acceptedAt = ago(26);
  const accepted = await ask({
    title: 'ถูกเลิกจ้างโดยไม่ได้รับค่าชดเชย',
    content: 'บริษัทเลิกจ้างโดยแจ้งล่วงหน้าเพียงหนึ่งวันและไม่จ่ายค่าชดเชย ทำงานมาสี่ปี',
    province: 'กรุงเทพมหานคร',
    specialties: ['แรงงาน'],
    status: 'assigned',
    createdAt: ago(28),
    updatedAt: acceptedAt,
  });
  await tx.insert(questionRecipients).values([
    {
      questionId: accepted,
      recipientUserId: people.lawyer.userId,
      lawyerId: people.lawyer.lawyerId,
      assignedOrder: 1,
      status: 'accepted',
      invitedAt: ago(28),
      expiresAt: later(ago(28)),
      respondedAt: acceptedAt,
    },
    {
      questionId: accepted,
      recipientUserId: third.userId,
      lawyerId: third.lawyerId,
      assignedOrder: 2,
      status: 'declined',
      invitedAt: ago(28),
      expiresAt: later(ago(28)),
      respondedAt: ago(27),
    },
  ]);
  await tx.insert(messages).values([
    {
      questionId: accepted,
      senderUserId: people.lawyer.userId,
      message: 'สวัสดีครับ ลูกจ้างที่ทำงานครบสามปีแต่ไม่ถึงหกปีมีสิทธิได้ค่าชดเชย 180 วัน มีหนังสือเลิกจ้างไหมครับ',
      createdAt: ago(25),
    },
    {
      questionId: accepted,
      senderUserId: people.member,
      message: 'มีค่ะ ได้รับทางอีเมล จะส่งสำเนาให้นะคะ',
      createdAt: ago(24),
    },
    {
      questionId: accepted,
      senderUserId: people.lawyer.userId,
      message: 'ได้รับแล้วครับ แนะนำให้ยื่นคำร้องต่อพนักงานตรวจแรงงานก่อน ไม่มีค่าใช้จ่าย',
      createdAt: ago(23),
    },
  ]);
  // The lawyer's first message opened the member's right to review them, as `postMessage` does.
  await openQuestionReviewRight(tx, accepted, people.lawyer.userId, ago(25));

  const closed = await ask({
    title: 'ทำพินัยกรรมเองต้องมีพยานกี่คน',
    content: 'ต้องการทำพินัยกรรมยกบ้านให้ลูก เขียนเองได้ไหม ต้องมีพยานหรือไม่',
    province: 'เชียงใหม่',
    specialties: ['มรดก'],
    status: 'closed',
    createdAt: ago(24 * 9),
    updatedAt: ago(24 * 6),
  });
  await tx.insert(questionRecipients).values({
    questionId: closed,
    recipientUserId: first.userId,
    lawyerId: first.lawyerId,
    assignedOrder: 1,
    status: 'accepted',
    invitedAt: ago(24 * 9),
    expiresAt: later(ago(24 * 9)),
    respondedAt: ago(24 * 8),
  });
  await tx.insert(messages).values([
    {
      questionId: closed,
      senderUserId: first.userId,
      message: 'พินัยกรรมแบบเขียนเองทั้งฉบับไม่ต้องมีพยาน แต่ต้องเขียนด้วยลายมือตนเองทั้งหมด ลงวันที่และลายมือชื่อครับ',
      createdAt: ago(24 * 8),
    },
    {
      questionId: closed,
      senderUserId: people.member,
      message: 'เข้าใจแล้วค่ะ ขอบคุณมากค่ะ',
      createdAt: ago(24 * 7),
    },
  ]);
  await openQuestionReviewRight(tx, closed, first.userId, ago(24 * 8));

  const queuedAt = ago(5);
  await ask({
    title: 'มีร้านค้าลอกเครื่องหมายการค้าของเรา',
    content: 'ร้านค้าออนไลน์ใช้โลโก้ที่เหมือนของร้านเราเกือบทั้งหมด เราจดเครื่องหมายการค้าไว้แล้ว',
    province: 'สงขลา',
    specialties: ['ทรัพย์สินทางปัญญา'],
    needsLawyerSince: queuedAt,
    adminsAlertedAt: queuedAt,
    createdAt: queuedAt,
    updatedAt: queuedAt,
  });
}
