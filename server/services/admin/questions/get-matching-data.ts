import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isUuid } from '#domain/ids.ts';
import { ADMIN_ASSIGNED_ORDER, MATCHING_PREVIEW_CHARS } from '#domain/limits.ts';
import { truncateText } from '#domain/text.ts';
import type { Db } from '../../../db/client.ts';
import { lawyers, questionRecipients, questions, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../actor.ts';
import { requireAdmin } from '../../guard.ts';
import {
  lawyerRanking,
  type PlaceTier,
  questionCaseTypes,
  rankedListings,
  textArray,
} from '../../questions/matching.ts';

/** How many lawyers the matching screen offers. */
const MATCHING_CANDIDATES = 200;

type CandidateListing = {
  id: string;
  name: string;
  province: string | null;
  experience_areas: string[] | null;
  languages: string[] | null;
  rating: string | null;
  reviews: number | null;
  speaks: boolean;
  place: PlaceTier;
};

/**
 * The matching screen (docs/product-rules.md, "Administration"): the question with a 200-character
 * preview and the languages its asker can use, its recipients with lawyer name and e-mail (admin-added rows have
 * assigned_order 0), and the verified lawyers that have a linked user, in the order auto-match ranks them
 * (`lawyerRanking`, server/services/questions/matching.ts), then those who practise none of its case types in the
 * same order, each with its languages, whether it speaks one of the asker's and where it is
 * (`place`: the question's province, its region, or elsewhere).
 */
export async function getMatchingData(db: Db, actor: Actor, questionId: string) {
  requireAdmin(actor);
  if (!isUuid(questionId)) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
  const [question] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!question) throw new AppError('NOT_FOUND', 'adminMatching.notFound');
  const areas = questionCaseTypes(question.specialties);
  const ranking = lawyerRanking(
    { province: question.province, languages: question.languages },
    areas,
    new Date(),
  );
  const [recipients, candidates] = await Promise.all([
    db
      .select({
        id: questionRecipients.id,
        lawyerId: questionRecipients.lawyerId,
        status: questionRecipients.status,
        assignedOrder: questionRecipients.assignedOrder,
        invitedAt: questionRecipients.invitedAt,
        name: lawyers.name,
        email: users.email,
      })
      .from(questionRecipients)
      .innerJoin(lawyers, eq(lawyers.id, questionRecipients.lawyerId))
      .innerJoin(users, eq(users.id, questionRecipients.recipientUserId))
      .where(eq(questionRecipients.questionId, questionId))
      .orderBy(asc(questionRecipients.assignedOrder), asc(questionRecipients.invitedAt)),
    db.execute(
      rankedListings(ranking, {
        select: sql`l.id, l.name, l.province, l.experience_areas, l.languages, l.rating, l.reviews, ${ranking.columns}`,
        where: sql`l.verified = true AND l.user_id IS NOT NULL`,
        first: sql`CASE WHEN l.experience_areas && ${textArray(areas)} THEN 0 ELSE 1 END`,
        limit: MATCHING_CANDIDATES,
      }),
    ),
  ]);
  return {
    question: {
      id: question.id,
      title: question.title,
      // Null once the asker erased the text (the page says so instead).
      preview: question.content === null ? null : truncateText(question.content, MATCHING_PREVIEW_CHARS),
      textErasedAt: question.textErasedAt?.toISOString() ?? null,
      status: question.status,
      province: question.province,
      areas: question.specialties,
      languages: question.languages,
    },
    recipients: recipients.map((r) => ({
      ...r,
      admin: r.assignedOrder === ADMIN_ASSIGNED_ORDER,
      invitedAt: r.invitedAt.toISOString(),
    })),
    candidates: (candidates.rows as CandidateListing[]).map((c) => ({
      id: c.id,
      name: c.name,
      province: c.province,
      experienceAreas: c.experience_areas ?? [],
      languages: c.languages ?? [],
      rating: c.rating === null ? null : Number(c.rating),
      reviews: c.reviews,
      speaks: c.speaks,
      place: c.place,
    })),
  };
}
