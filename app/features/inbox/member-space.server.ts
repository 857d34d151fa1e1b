import type { RequestContext } from '#app/context.server.ts';
import type { ViewerUser } from '#app/context.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { listMyQuestions } from '#server/services/questions/list-my-questions.ts';

/** The member's space: what everyone signed in has asked, with where each question stands. */
export async function loadMemberSpace({ runtime }: RequestContext, user: ViewerUser) {
  const mine = await listMyQuestions(runtime.db, actorOf(user));
  return {
    questions: mine.map((q) => ({
      ...q,
      createdAt: q.createdAt.toISOString(),
      textErasedAt: q.textErasedAt?.toISOString() ?? null,
    })),
  };
}

export type MemberSpaceData = Awaited<ReturnType<typeof loadMemberSpace>>;
