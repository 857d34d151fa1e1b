import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { type LawyerApplicationRow, lawyerApplications, users } from '../../../db/schema/index.ts';
import { logger } from '../../../logger.ts';
import {
  applicationApprovedContent,
  applicationRejectedContent,
} from '../../../mail/application-templates.ts';
import { lineContent } from '../../../mail/line-templates.ts';
import { sendNotice } from '../../notices/send-notices.ts';
import type { MatchContext } from '../../questions/matching.ts';

/** The message of approve/reject on an application that is no longer pending. */
export const NOT_PENDING = 'adminApplications.errors.notPending';

/** The pending application, locked for the decision; NOT_FOUND / CONFLICT (not pending) otherwise. */
export async function lockPending(tx: Tx, id: string): Promise<LawyerApplicationRow> {
  const [row] = await tx
    .select()
    .from(lawyerApplications)
    .where(eq(lawyerApplications.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'pending') throw new AppError('CONFLICT', NOT_PENDING);
  return row;
}

/** Marks the locked pending application decided by the admin, now (docs/product-rules.md, "Applications"): its row after. */
export async function markDecided(
  tx: Tx,
  id: string,
  status: 'approved' | 'rejected',
  adminId: string,
  now: Date,
): Promise<LawyerApplicationRow | undefined> {
  const [decided] = await tx
    .update(lawyerApplications)
    .set({ status, reviewedBy: adminId, reviewedAt: now, updatedAt: now })
    .where(eq(lawyerApplications.id, id))
    .returning();
  return decided;
}

/** Who is told the decision: the applicant's account (and its interface language). */
export async function applicantOf(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { userId: row.id, lang: (isLang(row.locale) ? row.locale : 'th') as Lang } : null;
}

/** What a decision's e-mail needs: the mailer and the site's address for its link. */
export type DecisionMail = Pick<MatchContext, 'mailer' | 'publicUrl'>;

/** The notice of each decision: its kind, its e-mail, its LINE text, and the page its link opens (after `/<lang>`). */
const DECISION_NOTICES = {
  approved: { kind: 'application-approved', email: applicationApprovedContent, line: 'applicationApproved' },
  rejected: { kind: 'application-rejected', email: applicationRejectedContent, line: 'applicationRejected' },
} as const;

/**
 * Tells the applicant the decision by LINE or e-mail as they chose (`sendNotice`), in their language, with a link
 * to `path` (the new profile, or the apply page); a failure is logged, never undoes the decision. Whether the
 * notice went out (false without an applicant account).
 */
export async function tellDecision(
  db: Db,
  { mailer, publicUrl }: DecisionMail,
  decision: keyof typeof DECISION_NOTICES,
  decided: { fullName: string; applicant: { userId: string; lang: Lang } | null },
  path: string,
): Promise<boolean> {
  const { applicant, fullName } = decided;
  if (!applicant) return false;
  const { kind, email, line } = DECISION_NOTICES[decision];
  const url = `${publicUrl}/${applicant.lang}${path}`;
  try {
    const sent = await sendNotice(db, mailer, {
      userId: applicant.userId,
      notice: 'application',
      kind,
      locale: applicant.lang,
      email: email(applicant.lang, fullName, url),
      line: lineContent(line, applicant.lang, url),
    });
    return sent.delivered;
  } catch (error) {
    logger.error(
      { err: error instanceof Error ? error.message : String(error), kind },
      'application e-mail failed',
    );
    return false;
  }
}
