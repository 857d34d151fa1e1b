import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lawyerApplications, lawyers, profiles, questions } from '../../db/schema/index.ts';
import { KIND_STORAGE, type UploadKind } from '../../files/keys.ts';

const PUBLIC_FILE_PREFIX = '/files/public/';

/**
 * The keys in `userId`'s upload folders that a row refers to: every column that names an upload (a listing's, an
 * application's or a profile's avatar, an application's business card, a question's transfer slip), whoever the
 * row belongs to (an administrator's upload may be a listing's avatar). What an account deletion keeps and what
 * the sweep of unattached uploads never removes (server/services/uploads/sweep-unattached-uploads.ts). A new
 * column that holds an upload key belongs here.
 */
export async function uploadsInUse(db: Db | Tx, userId: string): Promise<Set<string>> {
  const folder = (kind: UploadKind) => `${KIND_STORAGE[kind].folder}/${userId}/`;
  const avatars = `${PUBLIC_FILE_PREFIX}${folder('avatar')}`;
  const keyOfUrl = sql`substr(avatar_url, ${PUBLIC_FILE_PREFIX.length + 1})`;
  const rows = await db.execute(sql`
    SELECT ${keyOfUrl} AS key FROM ${lawyers} WHERE starts_with(avatar_url, ${avatars})
    UNION SELECT ${keyOfUrl} FROM ${lawyerApplications} WHERE starts_with(avatar_url, ${avatars})
    UNION SELECT ${keyOfUrl} FROM ${profiles} WHERE starts_with(avatar_url, ${avatars})
    UNION SELECT business_card_key FROM ${lawyerApplications}
      WHERE starts_with(business_card_key, ${folder('business-card')})
    UNION SELECT payment_slip_key FROM ${questions} WHERE starts_with(payment_slip_key, ${folder('payment-slip')})`);
  return new Set((rows.rows as { key: string }[]).map((r) => r.key));
}
