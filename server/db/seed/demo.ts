// Demo data for the embedded database, loaded on its first start only (decisions.md item 24).
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { CASE_TYPES, type CaseTypeKey } from '#domain/case-types.ts';
import { logger } from '../../logger.ts';
import type { Db } from '../client.ts';
import { accounts, caseCategories, featuredLawyers, lawyers, profiles, users } from '../schema/index.ts';
import { DEMO_FEATURED_LAWYER_NAME, generateDemoLawyers } from './demo-lawyers.ts';

/** Demo sign-ins, shown on the sign-in page of the demo. Fictional, for the embedded database only. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@tanai.example', password: 'tanai-admin', fullName: 'ผู้ดูแลระบบ (สาธิต)' },
  lawyer: { email: 'lawyer@tanai.example', password: 'tanai-lawyer', fullName: 'ทนายสาธิต ตัวอย่างดี' },
  member: { email: 'member@tanai.example', password: 'tanai-member', fullName: 'สมาชิก ทดสอบใจดี' },
} as const;

type DemoRole = keyof typeof DEMO_ACCOUNTS;

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

const BATCH_SIZE = 100;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** No users and no lawyers yet. */
async function isEmpty(db: Db | Tx): Promise<boolean> {
  const anyUser = await db.select({ id: users.id }).from(users).limit(1);
  const anyLawyer = await db.select({ id: lawyers.id }).from(lawyers).limit(1);
  return anyUser.length === 0 && anyLawyer.length === 0;
}

/**
 * Loads the demo data when the database holds no users and no lawyers; returns whether it did.
 * Everything is written in one transaction, so a failed seed leaves the database empty.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const started = performance.now();
  // Checked before hashing (scrypt is slow) and again inside the transaction.
  if (!(await isEmpty(db))) return false;
  const roles = Object.keys(DEMO_ACCOUNTS) as DemoRole[];
  const hashes = await Promise.all(roles.map((role) => hashPassword(DEMO_ACCOUNTS[role].password)));
  const lawyerRows = generateDemoLawyers();

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

    // Lawyers, the featured demo lawyer linked to the lawyer account.
    const inserted: {
      id: string;
      name: string;
      verified: boolean;
      rating: number | null;
      reviews: number | null;
    }[] = [];
    for (let i = 0; i < lawyerRows.length; i += BATCH_SIZE) {
      const batch = lawyerRows
        .slice(i, i + BATCH_SIZE)
        .map((row) => (row.name === DEMO_FEATURED_LAWYER_NAME ? { ...row, userId: userIds.lawyer } : row));
      inserted.push(
        ...(await tx.insert(lawyers).values(batch).returning({
          id: lawyers.id,
          name: lawyers.name,
          verified: lawyers.verified,
          rating: lawyers.rating,
          reviews: lawyers.reviews,
        })),
      );
    }

    await tx.insert(caseCategories).values(
      CASE_TYPES.map((c, i) => ({
        ...CATEGORY_TEXT[c.key],
        slug: c.key,
        experienceAreas: [c.value],
        displayOrder: i + 1,
        active: true,
      })),
    );

    // Featured: the demo lawyer pinned first, two more pinned, three unpinned (one of them inactive).
    const featured = inserted.find((l) => l.name === DEMO_FEATURED_LAWYER_NAME);
    if (!featured) throw new Error('demo featured lawyer missing');
    const others = inserted
      .filter((l) => l.verified && l.rating !== null && l.id !== featured.id)
      .sort((a, b) => (b.rating ?? 0) - (a.rating ?? 0) || (b.reviews ?? 0) - (a.reviews ?? 0))
      .slice(0, 5);
    await tx.insert(featuredLawyers).values([
      { lawyerId: featured.id, pinPosition: 1, displayOrder: 1, active: true },
      ...others.map((l, i) => ({
        lawyerId: l.id,
        pinPosition: i < 2 ? i + 2 : null,
        displayOrder: i + 2,
        active: i !== 4,
      })),
    ]);
    return true;
  });

  if (seeded) {
    logger.info(
      { lawyers: lawyerRows.length, accounts: roles.length, ms: Math.round(performance.now() - started) },
      'demo data loaded',
    );
  }
  return seeded;
}
