// Demo reviews for the embedded database (docs/product-rules.md, "Reviews"): every star of the demo directory
// comes from a review written through the same rules as a real one. Fictional members (example.com) asked the
// demo lawyers questions; each lawyer accepted and answered in the thread, which opened the member's review right
// (`openQuestionReviewRight`); the member reviewed within the right's 90 days (`submitReview`), at most one review
// of a lawyer a day, so that no burst is held. Deterministic for the seed's generator.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { INVITATION_TTL_HOURS } from '#domain/limits.ts';
import { QUESTION_CONSENT_VERSION } from '#domain/privacy.ts';
import { REVIEW_RIGHT_DAYS } from '#domain/reviews.ts';
import { reviewReplySchema } from '#domain/schemas/review.ts';
import { openQuestionReviewRight } from '../../services/reviews/review-rights.ts';
import { submitReview } from '../../services/reviews/submit-review.ts';
import type { Db, Tx } from '../client.ts';
import {
  messages,
  profiles,
  questionRecipients,
  questions,
  reviewRights,
  reviews,
  users,
} from '../schema/index.ts';
import { int, mulberry32, pick, type Rng } from './demo-lawyers.ts';

type Lang = 'th' | 'en' | 'zh';

/** The demo members who write the reviews: invented names, a few in English and Chinese. */
export const DEMO_REVIEWERS: readonly { name: string; lang: Lang }[] = [
  ...[
    'กานดา ทดสอบใจ',
    'ธนากร สาธิตศรี',
    'พัชรี ตัวอย่างสุข',
    'วรวุฒิ ทดสอบกิจ',
    'สุภาพร สาธิตมณี',
    'อภิชาติ ตัวอย่างผล',
    'จิราพร ทดสอบนาค',
    'ณรงค์ สาธิตบุญ',
    'ปวีณา ตัวอย่างแก้ว',
    'ศักดิ์ชัย ทดสอบทอง',
    'รุ่งนภา สาธิตพร',
    'เอกชัย ตัวอย่างเดช',
    'มณีรัตน์ ทดสอบวงศ์',
    'บุญเลิศ สาธิตคำ',
    'ลัดดา ตัวอย่างเรือง',
    'ทวีศักดิ์ ทดสอบดี',
    'อรอุมา สาธิตรักษ์',
    'ไพโรจน์ ตัวอย่างศรี',
    'ขวัญใจ ทดสอบเพชร',
    'สมพงษ์ สาธิตสุข',
    'นิภาพร ตัวอย่างมั่น',
    'ชาญวิทย์ ทดสอบงาม',
    'เพ็ญศรี สาธิตทอง',
    'วิไลวรรณ ตัวอย่างพร',
  ].map((name) => ({ name, lang: 'th' as const })),
  ...['Emily Carter', 'James Walker', 'Sarah Mitchell', 'Daniel Brooks'].map((name) => ({
    name,
    lang: 'en' as const,
  })),
  ...['王小明', '李文华', '陈美玲'].map((name) => ({ name, lang: 'zh' as const })),
];

const reviewerEmail = (n: number) => `demo.member${String(n).padStart(2, '0')}@example.com`;

/** Short review texts by stars and language; no personal data (they pass `personalDataIn`). */
const TEXTS: Record<Lang, Record<number, readonly string[]>> = {
  th: {
    5: [
      'ทนายอธิบายขั้นตอนชัดเจน ตอบเร็ว แนะนำครับ',
      'ให้คำแนะนำตรงประเด็น เข้าใจง่าย ไม่ต้องเสียเวลาไปหลายที่',
      'ตอบคำถามละเอียดมาก ช่วยให้รู้ว่าต้องเตรียมเอกสารอะไรบ้าง',
      'ใจเย็น รับฟังปัญหาจนจบ แล้วสรุปทางเลือกให้อย่างเป็นระบบ',
      'คุยแล้วสบายใจขึ้นมาก ได้แนวทางที่ทำได้จริง ขอบคุณค่ะ',
      'แจ้งค่าใช้จ่ายชัดเจนตั้งแต่แรก ไม่มีอะไรแอบแฝง',
      'ตอบกลับภายในวันเดียว อธิบายข้อกฎหมายเป็นภาษาที่คนทั่วไปเข้าใจ',
      'แนะนำให้เจรจาก่อนฟ้อง ประหยัดทั้งเวลาและค่าใช้จ่าย ได้ผลดีครับ',
      'เป็นมืออาชีพ ให้เกียรติลูกความ ประทับใจมากค่ะ',
    ],
    4: [
      'ให้คำแนะนำดี ตอบค่อนข้างเร็ว แต่บางเรื่องอยากให้อธิบายเพิ่มอีกนิด',
      'โดยรวมพอใจ ได้ข้อมูลครบ ค่าบริการเหมาะสม',
      'อธิบายดี เข้าใจง่าย ติดแค่ช่วงวันหยุดตอบช้าไปหน่อย',
      'ช่วยวางแผนขั้นตอนได้ดี รู้ว่าต้องทำอะไรก่อนหลัง',
      'ได้คำตอบที่ต้องการ สุภาพและเป็นกันเอง',
    ],
    3: [
      'ได้คำแนะนำพื้นฐาน แต่ยังไม่ค่อยตรงกับกรณีของผมเท่าไร',
      'ตอบช้ากว่าที่คาดไว้ แต่ข้อมูลที่ให้ก็ใช้ได้',
      'พอใช้ได้ อยากให้สรุปเป็นขั้นตอนให้ชัดกว่านี้',
    ],
    2: ['ตอบช้าหลายวัน และคำตอบค่อนข้างกว้าง ไม่ค่อยช่วยเท่าไร'],
    1: ['ไม่ได้คำตอบที่ชัดเจน ต้องถามซ้ำหลายรอบ'],
  },
  en: {
    5: [
      'Clear, patient advice in plain English. I knew exactly what to do next.',
      'Answered quickly and explained my options and the likely costs up front.',
    ],
    4: ['Helpful and polite. A little slow to reply at the weekend, but the advice was sound.'],
    3: ['The advice was fine but rather general for my situation.'],
    2: ['Slow to answer and the reply did not really address my question.'],
    1: ['Slow to answer and the reply did not really address my question.'],
  },
  zh: {
    5: ['律师解释得很清楚，回复也很快，非常推荐。', '耐心听完我的问题，给出了切实可行的建议。'],
    4: ['建议很有帮助，费用也说明得很清楚，只是回复稍慢。'],
    3: ['回答比较笼统，但基本信息还算有用。'],
    2: ['回复很慢，没有真正回答我的问题。'],
    1: ['回复很慢，没有真正回答我的问题。'],
  },
};

/** The lawyers' public replies (no personal data, nothing the client told them). */
const REPLIES = [
  'ขอบคุณสำหรับรีวิวครับ ยินดีที่ได้ช่วยให้คำปรึกษา',
  'ขอบคุณมากค่ะ หวังว่าเรื่องจะคลี่คลายด้วยดีนะคะ',
  'ขอบคุณสำหรับคำติชมครับ จะปรับปรุงเรื่องความรวดเร็วในการตอบกลับ',
] as const;

/** What the demo members asked, by case type (the lawyer's areas). */
const QUESTIONS: Record<string, readonly { title: string; content: string }[]> = {
  แพ่ง: [
    { title: 'เพื่อนยืมเงินแล้วไม่คืน', content: 'ให้ยืมเงินไปสองหมื่นบาท มีแชตเป็นหลักฐาน ทวงหลายครั้งแล้วไม่คืน' },
    { title: 'ร้านซ่อมรถทำรถเสียหายเพิ่ม', content: 'นำรถไปซ่อมเบรก ได้รถคืนมาพร้อมรอยบุบ ร้านไม่ยอมรับผิดชอบ' },
  ],
  อาญา: [
    { title: 'ถูกหลอกโอนเงินซื้อของออนไลน์', content: 'โอนเงินซื้อโทรศัพท์แล้วไม่ได้ของ ผู้ขายปิดบัญชีหนี ควรแจ้งความอย่างไร' },
    { title: 'ถูกกล่าวหาว่าหมิ่นประมาท', content: 'โพสต์รีวิวร้านอาหารตามจริง แล้วร้านบอกจะแจ้งความหมิ่นประมาท' },
  ],
  แรงงาน: [
    { title: 'บริษัทไม่จ่ายค่าล่วงเวลา', content: 'ทำงานเกินเวลาทุกวันแต่ไม่เคยได้ค่าล่วงเวลา ควรเริ่มเรียกร้องอย่างไร' },
    { title: 'ถูกให้เซ็นใบลาออกเอง', content: 'หัวหน้ากดดันให้เขียนใบลาออกแทนการเลิกจ้าง จะเสียสิทธิอะไรบ้าง' },
  ],
  ครอบครัว: [
    { title: 'หย่าแล้วอีกฝ่ายไม่จ่ายค่าเลี้ยงดูบุตร', content: 'ตกลงกันไว้ตอนหย่าว่าจะจ่ายทุกเดือน แต่หยุดจ่ายมาครึ่งปีแล้ว' },
    { title: 'จดทะเบียนหย่าต้องเตรียมอะไร', content: 'ตกลงหย่ากันได้แล้ว มีบ้านหนึ่งหลังและลูกหนึ่งคน ต้องทำอะไรบ้าง' },
  ],
  ที่ดิน: [
    { title: 'เพื่อนบ้านสร้างรั้วรุกที่ดิน', content: 'รังวัดใหม่แล้วพบว่ารั้วเพื่อนบ้านล้ำเข้ามาเกือบหนึ่งเมตร' },
    { title: 'ซื้อที่ดินแล้วพบว่าไม่มีทางเข้าออก', content: 'ซื้อที่ดินตาบอดโดยไม่รู้ อยากขอทางจำเป็นผ่านที่ดินข้างเคียง' },
  ],
  นิติบุคคลอาคารชุด: [
    { title: 'นิติบุคคลเก็บค่าส่วนกลางย้อนหลัง', content: 'ได้รับหนังสือเรียกเก็บค่าส่วนกลางย้อนหลังสามปีพร้อมเงินเพิ่ม' },
    { title: 'ห้องข้างบนทำน้ำรั่วลงมา', content: 'น้ำรั่วจากห้องชั้นบนจนฝ้าเสียหาย เจ้าของห้องไม่ยอมซ่อม' },
  ],
  มรดก: [
    { title: 'พ่อเสียโดยไม่มีพินัยกรรม', content: 'มีพี่น้องสามคน ที่ดินยังเป็นชื่อพ่อ ต้องตั้งผู้จัดการมรดกอย่างไร' },
    { title: 'ทายาทไม่ยอมแบ่งมรดก', content: 'พี่คนโตเป็นผู้จัดการมรดกแต่ไม่ยอมแบ่งให้น้อง ๆ มาสองปีแล้ว' },
  ],
};

/** The lawyer's first message in the thread (it opens the member's review right). */
const LAWYER_MESSAGES = [
  'สวัสดีครับ ได้อ่านรายละเอียดแล้ว เบื้องต้นมีทางเลือกสองทาง ขออธิบายทีละขั้นนะครับ',
  'สวัสดีค่ะ กรณีนี้ควรรวบรวมหลักฐานที่มีทั้งหมดก่อน แล้วจะแนะนำขั้นตอนต่อไปให้ค่ะ',
  'รับทราบครับ เรื่องนี้เจรจาได้ก่อน หากไม่สำเร็จจึงค่อยพิจารณายื่นฟ้องครับ',
] as const;

const THANKS: Record<Lang, string> = {
  th: 'ขอบคุณมากค่ะ เข้าใจแล้ว',
  en: 'Thank you, that is very clear.',
  zh: '谢谢，我明白了。',
};

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The reviews are spread over this many days before the seed. */
const SPAN_DAYS = 300;
/** The featured demo lawyer's reviews: the most, nearly all five stars (the demo's top-rated lawyer). */
const FEATURED_REVIEWS = 14;

export interface DemoReviewedLawyer {
  lawyerId: string;
  userId: string;
  areas: readonly string[];
  province: string | null;
}

interface Plan {
  lawyer: DemoReviewedLawyer;
  reviewer: number;
  question: string;
  openedAt: Date;
  reviewedAt: Date;
  stars: number;
}

/** Stars of an ordinary demo review: mostly good, a few poor. */
function drawStars(rng: Rng): number {
  const r = rng();
  return r < 0.55 ? 5 : r < 0.85 ? 4 : r < 0.94 ? 3 : r < 0.97 ? 2 : 1;
}

/** How many reviews a demo lawyer gets: most three or more, some one or two, some none. */
function drawCount(rng: Rng): number {
  const r = rng();
  return r < 0.2 ? 0 : r < 0.4 ? int(rng, 1, 2) : int(rng, 3, 7);
}

/**
 * Writes the demo members, their answered and closed questions, the review rights the lawyers' messages opened,
 * and their reviews through `submitReview` (in order of time: the burst rule sees them as they came), with a few
 * replies. `featured` is reviewed the most. Returns the number of reviews.
 */
export async function seedDemoReviews(
  tx: Tx,
  people: { featured: DemoReviewedLawyer; others: readonly DemoReviewedLawyer[] },
  now = new Date(),
  seed = 20261124,
): Promise<number> {
  const rng = mulberry32(seed);
  const start = now.getTime();

  const reviewerIds = DEMO_REVIEWERS.map(() => randomUUID());
  const joined = new Date(start - (SPAN_DAYS + 2 * REVIEW_RIGHT_DAYS) * DAY);
  await tx.insert(users).values(
    DEMO_REVIEWERS.map((r, i) => ({
      id: reviewerIds[i]!,
      name: r.name,
      email: reviewerEmail(i + 1),
      emailVerified: true,
      locale: r.lang,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await tx.insert(profiles).values(
    DEMO_REVIEWERS.map((r, i) => ({
      userId: reviewerIds[i]!,
      profileType: 'member' as const,
      fullName: r.name,
    })),
  );

  // Each lawyer's reviews at least a day apart (one per slot of the span), each written 2–45 days after the
  // lawyer's answer opened the right (within its 90 days).
  const plans: Plan[] = [];
  const lawyers = [
    { lawyer: people.featured, count: FEATURED_REVIEWS },
    ...people.others.map((lawyer) => ({ lawyer, count: drawCount(rng) })),
  ];
  for (const { lawyer, count } of lawyers) {
    const slot = SPAN_DAYS / Math.max(count, 1);
    const used = new Set<number>();
    for (let i = 0; i < count; i++) {
      const daysAgo = 1 + Math.floor(i * slot + rng() * (slot - 1));
      const reviewedAt = new Date(start - daysAgo * DAY - int(rng, 0, 10) * HOUR);
      const openedAt = new Date(reviewedAt.getTime() - int(rng, 2, 45) * DAY - int(rng, 1, 12) * HOUR);
      let reviewer = int(rng, 0, DEMO_REVIEWERS.length - 1);
      while (used.has(reviewer)) reviewer = (reviewer + 1) % DEMO_REVIEWERS.length;
      used.add(reviewer);
      const asked = lawyer.areas.filter((a) => QUESTIONS[a]);
      const area = pick(rng, asked.length > 0 ? asked : ['แพ่ง']);
      const stars = lawyer === people.featured ? (i % 7 === 3 ? 4 : 5) : drawStars(rng);
      plans.push({ lawyer, reviewer, question: area, openedAt, reviewedAt, stars });
    }
  }

  // The questions: asked, accepted two hours later, answered an hour after that (the right opens), thanked,
  // closed two days later.
  const questionIds: string[] = [];
  for (let i = 0; i < plans.length; i += 100) {
    const rows = await tx
      .insert(questions)
      .values(
        plans.slice(i, i + 100).map((p) => {
          const asked = new Date(p.openedAt.getTime() - 3 * HOUR);
          const { title, content } = pick(rng, QUESTIONS[p.question]!);
          return {
            createdBy: reviewerIds[p.reviewer]!,
            title,
            content,
            province: p.lawyer.province,
            specialties: [p.question],
            status: 'closed' as const,
            consentVersion: QUESTION_CONSENT_VERSION,
            consentedAt: asked,
            createdAt: asked,
            updatedAt: new Date(p.openedAt.getTime() + 2 * DAY),
          };
        }),
      )
      .returning({ id: questions.id });
    questionIds.push(...rows.map((r) => r.id));
  }
  await tx.insert(questionRecipients).values(
    plans.map((p, i) => {
      const asked = new Date(p.openedAt.getTime() - 3 * HOUR);
      return {
        questionId: questionIds[i]!,
        recipientUserId: p.lawyer.userId,
        lawyerId: p.lawyer.lawyerId,
        assignedOrder: 1,
        status: 'accepted' as const,
        invitedAt: asked,
        expiresAt: new Date(asked.getTime() + INVITATION_TTL_HOURS * HOUR),
        respondedAt: new Date(asked.getTime() + 2 * HOUR),
      };
    }),
  );
  await tx.insert(messages).values(
    plans.flatMap((p, i) => [
      {
        questionId: questionIds[i]!,
        senderUserId: p.lawyer.userId,
        message: pick(rng, LAWYER_MESSAGES),
        createdAt: p.openedAt,
      },
      {
        questionId: questionIds[i]!,
        senderUserId: reviewerIds[p.reviewer]!,
        message: THANKS[DEMO_REVIEWERS[p.reviewer]!.lang],
        createdAt: new Date(p.openedAt.getTime() + HOUR),
      },
    ]),
  );
  for (const [i, p] of plans.entries())
    await openQuestionReviewRight(tx, questionIds[i]!, p.lawyer.userId, p.openedAt);
  const opened = await tx
    .select({ id: reviewRights.id, questionId: reviewRights.questionId })
    .from(reviewRights)
    .where(inArray(reviewRights.questionId, questionIds));
  const rights = new Map(opened.map((r) => [r.questionId, r.id]));

  // The reviews, oldest first, through the one service that writes them. The services' transactions are
  // savepoints of the seed's.
  const services = tx as unknown as Db;
  const order = plans
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.reviewedAt.getTime() - b.p.reviewedAt.getTime());
  const written: { id: string; reviewedAt: Date; hasText: boolean }[] = [];
  for (const { p, i } of order) {
    const { lang } = DEMO_REVIEWERS[p.reviewer]!;
    const text = rng() < 0.25 ? null : pick(rng, TEXTS[lang][p.stars]!);
    const near = () => String(Math.min(5, Math.max(1, p.stars + pick(rng, [-1, 0, 0, 0, 1]))));
    const stored = await submitReview(
      services,
      { id: reviewerIds[p.reviewer]!, isAdmin: false },
      {
        rightId: rights.get(questionIds[i]!),
        stars: String(p.stars),
        communication: near(),
        responsiveness: near(),
        valueForMoney: near(),
        text,
        showName: rng() < 0.8 ? 'on' : '',
      },
      p.reviewedAt,
    );
    if (stored.status !== 'published') throw new Error('a demo review was held');
    written.push({ id: stored.id, reviewedAt: p.reviewedAt, hasText: text !== null });
  }

  // A few replies from the lawyers, a day or two after the review.
  for (const review of written) {
    if (!review.hasText || rng() >= 0.15) continue;
    const repliedAt = new Date(review.reviewedAt.getTime() + int(rng, 1, 2) * DAY);
    if (repliedAt.getTime() >= start) continue;
    // Checked as the reply form is (length, no personal data).
    const reply = reviewReplySchema.parse({ reviewId: review.id, text: pick(rng, REPLIES) });
    await tx.update(reviews).set({ reply: reply.text, repliedAt }).where(eq(reviews.id, reply.reviewId));
  }
  return written.length;
}
