import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { questions } from '../../db/schema/index.ts';
import type { Actor } from '../actor.ts';

/** The asker's own questions, newest first. */
export async function listMyQuestions(db: Db, actor: Actor) {
  if (!actor) return [];
  return db
    .select({
      id: questions.id,
      title: questions.title,
      content: questions.content,
      textErasedAt: questions.textErasedAt,
      province: questions.province,
      areas: questions.specialties,
      status: questions.status,
      createdAt: questions.createdAt,
    })
    .from(questions)
    .where(eq(questions.createdBy, actor.id))
    .orderBy(desc(questions.createdAt));
}
