import { rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bayesianRating,
  RATING_MIN_REVIEWS,
  RATING_PRIOR_MEAN,
  RATING_PRIOR_WEIGHT,
  REVIEWS_PAGE_SIZE,
} from '#domain/reviews.ts';
import { type Db, openDatabase } from '#server/db/client.ts';
import { reviewRights, reviews, users } from '#server/db/schema/index.ts';
import { openQuestionReviewRight } from '#server/services/reviews/review-rights.ts';
import { submitReview } from '#server/services/reviews/submit-review.ts';
import {
  createLawyerWithUser,
  createQuestion,
  createSession,
  createUser,
  ESTABLISHED,
  inviteLawyer,
} from '#tests/factories.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The figure people see (docs/product-rules.md, "Reviews") is one figure everywhere: listings with 0, 2, 3 and more
// published reviews, written through the services (a right from an accepted question, then the review), are
// compared on the pages the production build sends: the search order by rating and the default order, each card's
// figure and count, the profile's figure and count, and its JSON-LD aggregateRating (present from three reviews).
// The rows are written before the server starts (PGlite is one process's), so its public data cache starts empty.

const DAY = 86_400_000;
// Rights opened 40 days ago, one review a day after that (never a burst), all within the 90 days of a right.
const OPENED = new Date(Date.now() - 40 * DAY);
const at = (i: number) => new Date(OPENED.getTime() + (1 + i) * DAY);

/** The listings: their name and the stars of their published reviews, oldest first. */
const LISTINGS = [
  { name: 'ทนาย ไม่มีรีวิว', stars: [] },
  { name: 'ทนาย สองรีวิว', stars: [5, 5] },
  { name: 'ทนาย สามรีวิว', stars: [5, 4, 5] },
  { name: 'ทนาย สามรีวิวเท่ากัน', stars: [5, 4, 5] },
  { name: 'ทนาย สี่รีวิว', stars: [3, 3, 4, 2] },
  { name: 'ทนาย หลายรีวิว', stars: [5, 5, 4, 4, 3, 5, 1, 5, 4, 5, 5, 2] },
] as const;

interface Listing {
  id: string;
  name: string;
  count: number;
  rating: number | null;
}

let server: ServerProcess;
let dataDir: string;
const listings: Listing[] = [];
let many: Listing;
let none: Listing;
let two: Listing;
let adminCookie: string;

async function writeReview(
  db: Db,
  lawyer: Awaited<ReturnType<typeof createLawyerWithUser>>,
  stars: number,
  when: Date,
  options: { name?: string; showName?: boolean; text?: string } = {},
) {
  const asker = await createUser(db, { name: options.name ?? 'สมหญิง รักดี', createdAt: ESTABLISHED });
  const question = await createQuestion(db, { askerId: asker.id, status: 'assigned' });
  await inviteLawyer(db, question.id, lawyer.id, lawyer.user.id, { status: 'accepted' });
  await openQuestionReviewRight(db, question.id, lawyer.user.id, OPENED);
  const [right] = await db.select().from(reviewRights).where(eq(reviewRights.userId, asker.id));
  const stored = await submitReview(
    db,
    asker,
    {
      rightId: right!.id,
      stars: String(stars),
      communication: '4',
      responsiveness: '5',
      valueForMoney: '3',
      text: options.text ?? `รีวิว ${stars} ดาว`,
      showName: options.showName === false ? undefined : 'on',
    },
    when,
  );
  expect(stored.status).toBe('published');
  return { ...stored, asker };
}

beforeAll(async () => {
  dataDir = await migratedDataDir();
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const db = database.db;
  for (const [n, spec] of LISTINGS.entries()) {
    const lawyer = await createLawyerWithUser(db, { name: spec.name, title: 'ทนายความ', experience: n + 1 });
    for (const [i, stars] of spec.stars.entries()) {
      // The newest review of the many: a former member's, with the lawyer's reply; one before it without a name.
      const last = spec.stars.length > REVIEWS_PAGE_SIZE && i === spec.stars.length - 1;
      const anonymous = spec.stars.length > REVIEWS_PAGE_SIZE && i === spec.stars.length - 2;
      const stored = await writeReview(db, lawyer, stars, at(i), {
        name: i === 0 ? 'Jane Mary Doe' : 'สมหญิง รักดี',
        showName: !anonymous,
        text: last ? 'ตอบช้าไปหน่อย' : undefined,
      });
      if (last) {
        await db
          .update(reviews)
          .set({ reply: 'ขออภัยครับ ช่วงนั้นติดว่าความ', repliedAt: at(i + 1) })
          .where(eq(reviews.id, stored.id));
        await db.delete(users).where(eq(users.id, stored.asker.id));
      }
    }
    const sum = spec.stars.reduce<number>((a, b) => a + b, 0);
    listings.push({
      id: lawyer.id,
      name: spec.name,
      count: spec.stars.length,
      rating: bayesianRating(spec.stars.length, sum),
    });
  }
  many = listings.find((l) => l.count > REVIEWS_PAGE_SIZE)!;
  none = listings.find((l) => l.count === 0)!;
  two = listings.find((l) => l.count === 2)!;
  const admin = await createUser(db, { profileType: 'admin', twoFactorEnabled: true });
  adminCookie = await createSession(db, admin.id);
  await database.close();
  server = await startServer({ DATA_DIR: dataDir });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const html = async (pathname: string, cookie?: string) => {
  const res = await fetch(`${server.url}${pathname}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
};

/** The visible text of some markup: no tags or comments, entities decoded, spaces collapsed. */
const textOf = (markup: string) =>
  markup
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The markup of the element with `data-testid` (its first one after `from`), up to its closing tag. */
function byTestId(markup: string, testId: string): string | null {
  const start = markup.search(new RegExp(`<(\\w+)[^>]*data-testid="${testId}"`));
  if (start < 0) return null;
  const tag = /^<(\w+)/.exec(markup.slice(start))![1]!;
  // Same-named elements nested inside are counted, so the whole element is taken.
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  re.lastIndex = start + 1;
  let depth = 1;
  for (let m = re.exec(markup); m; m = re.exec(markup)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return markup.slice(start, m.index + m[0].length);
  }
  return null;
}

/** Each card of a search page: the listing's id and the text of its rating. */
function cards(markup: string) {
  return markup
    .split('data-testid="lawyer-card"')
    .slice(1)
    .map((card) => ({
      id: /\/profile\/([0-9a-f-]{36})/.exec(card)![1]!,
      rating: textOf(byTestId(`<article data-testid="x">${card}`, 'rating') ?? ''),
    }));
}

const figureOf = (rating: number) => rating.toFixed(1);

/** What a card says of a listing's figure (en). */
function cardRating(l: Listing): string {
  if (l.rating !== null)
    return `${figureOf(l.rating)} (${l.count} review${l.count === 1 ? '' : 's'}) Rated ${figureOf(l.rating)} out of 5`;
  if (l.count > 0) return `${l.count} review${l.count === 1 ? '' : 's'}`;
  return 'No reviews yet';
}

const byId = (a: Listing, b: Listing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRatingDesc = (a: Listing, b: Listing) =>
  a.rating === b.rating ? 0 : a.rating === null ? 1 : b.rating === null ? -1 : b.rating - a.rating;

/** The profile's JSON-LD block (the LegalService). */
function jsonLdOf(markup: string): Record<string, unknown> {
  const blocks = [...markup.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
  return blocks.find((b) => b['@type'] === 'LegalService')!;
}

describe('the figure people see, the same everywhere', () => {
  it('orders search by the figure of the published reviews, then their number (sort=rating)', async () => {
    const expected = [...listings].sort((a, b) => byRatingDesc(a, b) || b.count - a.count || byId(a, b));
    const found = cards(await html('/en/search?sort=rating'));
    expect(found.map((c) => c.id)).toEqual(expected.map((l) => l.id));
    for (const card of found) expect(card.rating).toBe(cardRating(listings.find((l) => l.id === card.id)!));
  });

  it('orders the default (recommended) search by the figure, and its cards say the same', async () => {
    const expected = [...listings].sort((a, b) => byRatingDesc(a, b) || byId(a, b));
    const found = cards(await html('/en/search'));
    expect(found.map((c) => c.id)).toEqual(expected.map((l) => l.id));
    for (const card of found) expect(card.rating).toBe(cardRating(listings.find((l) => l.id === card.id)!));
  });

  it('shows on every profile the same figure and count, and aggregateRating only from three reviews', async () => {
    for (const l of listings) {
      const page = await html(`/en/lawyers/${l.id}`);
      const ld = jsonLdOf(page);
      const figure = byTestId(page, 'reviews-figure');
      if (l.rating !== null) {
        expect(l.count).toBeGreaterThanOrEqual(RATING_MIN_REVIEWS);
        expect(textOf(figure ?? '')).toBe(`${figureOf(l.rating)} out of 5`);
        expect(textOf(byTestId(page, 'reviews-count') ?? '')).toBe(`from ${l.count} reviews`);
        expect(ld.aggregateRating).toEqual({
          '@type': 'AggregateRating',
          ratingValue: l.rating,
          reviewCount: l.count,
          bestRating: 5,
          worstRating: 1,
        });
      } else {
        expect(figure).toBeNull();
        expect(ld).not.toHaveProperty('aggregateRating');
      }
      // The header's rating is the card's.
      expect(textOf(byTestId(page, 'rating') ?? '')).toBe(cardRating(l));
    }
  });
});

describe('the admin lawyers screen', () => {
  it('shows the same figure and count, read only: the editor has no rating or review count to type', async () => {
    const table = await html('/en/admin/lawyers', adminCookie);
    for (const l of listings) {
      const row = table.split('<tr').find((r) => r.includes(`/profile/${l.id}`) || r.includes(l.id));
      expect(textOf(byTestId(`<tr${row}`, 'rating') ?? ''), l.name).toBe(cardRating(l));
    }
    const editor = await html(`/en/admin/lawyers?edit=${many.id}`, adminCookie);
    expect(editor).toContain('name="licenseNumber"');
    expect(editor).not.toMatch(/name="(rating|reviews)"/);
  });
});

describe("a profile's reviews", () => {
  it('shows the figure, the distribution of stars in words, the sub-ratings and how ratings work', async () => {
    const page = await html(`/en/lawyers/${many.id}`);
    const distribution = textOf(byTestId(page, 'reviews-distribution') ?? '');
    expect(distribution).toContain('5 stars: 6 reviews');
    expect(distribution).toContain('3 stars: 1 review');
    expect(textOf(byTestId(page, 'reviews-sub-ratings') ?? '')).toBe(
      'Communication 4.0 out of 5 Responsiveness 5.0 out of 5 Value for money 3.0 out of 5',
    );
    const how = byTestId(page, 'reviews-how') ?? '';
    expect(how).toMatch(/^<details/);
    expect(textOf(how)).toContain(
      `Rating = (${RATING_PRIOR_WEIGHT} × ${RATING_PRIOR_MEAN} + the sum of the stars of the published reviews)`,
    );
    expect(textOf(how)).toContain('Only people who really consulted this lawyer through Tanai can review');
  });

  it('lists the newest reviews first with who wrote them, how and when it was verified, and the reply', async () => {
    const th = await html(`/th/lawyers/${many.id}`);
    const list = byTestId(th, 'review-list') ?? '';
    expect(list.match(/data-testid="review"/g)).toHaveLength(REVIEWS_PAGE_SIZE);
    const first = textOf(byTestId(list, 'review') ?? '');
    expect(first).toContain('อดีตสมาชิก');
    expect(first).toContain('ยืนยันการปรึกษาผ่าน Tanai');
    expect(first).toContain('ปรึกษาผ่านคำถาม');
    // The month of the consultation, Buddhist era on /th.
    const month = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Bangkok',
    }).format(OPENED);
    expect(first).toContain(`ปรึกษาเมื่อ ${month}`);
    expect(first).toContain('ตอบช้าไปหน่อย');
    expect(textOf(byTestId(list, 'review-reply') ?? '')).toBe('คำตอบจากทนาย ขออภัยครับ ช่วงนั้นติดว่าความ');
    const authors = [...list.matchAll(/data-testid="review-author"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(authors.slice(0, 3)).toEqual(['อดีตสมาชิก', 'สมาชิก Tanai', 'สมหญิง ร.']);
    // The question is never shown.
    expect(th).not.toContain('รายละเอียดคำถามทดสอบ');

    // Stored Thai text on the English page is marked as Thai; the labels are English.
    const en = await html(`/en/lawyers/${many.id}`);
    expect(en).toContain(
      '<p class="whitespace-pre-line" lang="th" data-testid="review-text">ตอบช้าไปหน่อย</p>',
    );
    expect(textOf(byTestId(en, 'review') ?? '')).toContain('Former member');
  });

  it('pages with links and filters by stars with a GET form, opening at the reviews', async () => {
    const first = await html(`/en/lawyers/${many.id}`);
    const pages = byTestId(first, 'reviews-pages') ?? '';
    expect(textOf(pages)).toBe('Page 1 of 2 Next');
    expect(pages).toContain('href="?reviews=2#reviews"');
    const second = await html(`/en/lawyers/${many.id}?reviews=2`);
    const list = byTestId(second, 'review-list') ?? '';
    expect(list.match(/data-testid="review"/g)).toHaveLength(many.count - REVIEWS_PAGE_SIZE);
    // The oldest review is the last one, by Jane Mary Doe.
    expect(list).toContain('>Jane D.<');
    expect(textOf(byTestId(second, 'reviews-pages') ?? '')).toBe('Previous Page 2 of 2');

    // The filter's form: a GET of this page (the query replaced, the page back to 1), opening at the reviews.
    expect(byTestId(first, 'reviews')).toMatch(/<form [^>]*action="#reviews" method="get">/);
    const fives = await html(`/en/lawyers/${many.id}?stars=5`);
    const stars = [...(byTestId(fives, 'review-list') ?? '').matchAll(/data-stars="(\d)"/g)].map((m) => m[1]);
    expect(stars).toEqual(['5', '5', '5', '5', '5', '5']);
    expect(fives).toMatch(/<option value="5" selected="">/);
    expect(byTestId(fives, 'reviews-pages')).toBeNull();
    const noOnes = await html(`/en/lawyers/${two.id}?stars=1`);
    expect(noOnes).toContain('No 1-star reviews');
  });

  it('says when there are too few reviews for a rating, and when there are none', async () => {
    const few = await html(`/en/lawyers/${two.id}`);
    expect(textOf(byTestId(few, 'reviews-not-enough') ?? '')).toBe(
      `Not enough reviews for a rating yet (a rating is shown from ${RATING_MIN_REVIEWS} reviews)`,
    );
    expect(byTestId(few, 'review-list')?.match(/data-testid="review"/g)).toHaveLength(2);
    expect(byTestId(few, 'reviews-sub-ratings')).toBeNull();
    const empty = await html(`/zh/lawyers/${none.id}`);
    expect(textOf(byTestId(empty, 'reviews-empty') ?? '')).toBe(
      '暂无评价。只有通过 Tanai 咨询过这位律师的人才能评价。',
    );
    expect(byTestId(empty, 'review-list')).toBeNull();
  });
});
