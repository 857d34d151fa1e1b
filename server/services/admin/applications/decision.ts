import { eq } from 'drizzle-orm';
import { AppError } from '#domain/errors.ts';
import { isLang, type Lang } from '#domain/i18n.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { type LawyerApplicationRow, lawyerApplications, users } from '../../../db/schema/index.ts';
import { logger } from '../../../logger.ts';
import type { applicationApprovedContent } from '../../../mail/application-templates.ts';
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

/**
 * Tells the applicant the decision by LINE or e-mail as they chose (`sendNotice`); a failure is logged, never
 * undoes the decision. Whether the notice went out.
 */
export async function sendQuietly(
  db: Db,
  { mailer }: DecisionMail,
  kind: string,
  applicant: { userId: string; lang: Lang },
  email: ReturnType<typeof applicationApprovedContent>,
  line: string,
) {
  try {
    const sent = await sendNotice(db, mailer, {
      userId: applicant.userId,
      notice: 'application',
      kind,
      locale: applicant.lang,
      email,
      line,
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
