import { and, eq, inArray } from 'drizzle-orm';
import type { Lang } from '#domain/i18n.ts';
import { type LineLink, type Notice, type NoticeChannel, noticeChannels } from '#domain/notices.ts';
import type { Db } from '../../db/client.ts';
import { accounts, lineFollowers, noticePreferences, users } from '../../db/schema/index.ts';
import { LINE_PROVIDER_ID } from '../../line-login.ts';
import type { Mailer, OutgoingEmail } from '../../mail/outbox.ts';
import type { EmailContent } from '../../mail/templates.ts';

/** One notice to one person, written in their language by the caller: its e-mail and its LINE text. */
export interface Notification {
  /** The person told (users.id). */
  userId: string;
  notice: Notice;
  /** The outbox's kind of the e-mail and of the push ('invitation', 'case-accepted', 'new-message', …). */
  kind: string;
  locale: Lang;
  email: EmailContent;
  /** The LINE text (server/mail/line-templates.ts): short, with the link, no legal details. */
  line: string;
  /**
   * The notice's own address for its e-mail instead of the account's confirmed one: a lawyer listing's practice
   * address for an appointment request (where it went before LINE notices).
   */
  emailTo?: string;
}

/** How a notice went: by LINE, by e-mail (also as the fallback of a failed push), or not at all. */
export interface NoticeOutcome {
  delivered: boolean;
  line: boolean;
  email: boolean;
}

/** Where a person can be told: their confirmed e-mail address, their LINE account, their choices. */
export interface Reachable extends LineLink {
  userId: string;
  /** The e-mail address, only when confirmed (a LINE-only account may have none). */
  email: string | null;
  choices: Partial<Record<Notice, NoticeChannel>>;
}

/**
 * Where each person can be told, in two statements: their confirmed address and LINE account (the `accounts` row
 * of provider 'line', its `account_id` the LINE user id) with whether it follows the official account, and their
 * notice choices.
 */
export async function reachable(db: Db, userIds: readonly string[]): Promise<Map<string, Reachable>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Reachable>();
  if (ids.length === 0) return found;
  const [people, choices] = await Promise.all([
    db
      .select({
        userId: users.id,
        email: users.email,
        emailVerified: users.emailVerified,
        lineUserId: accounts.accountId,
        following: lineFollowers.following,
      })
      .from(users)
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, LINE_PROVIDER_ID)))
      .leftJoin(lineFollowers, eq(lineFollowers.lineUserId, accounts.accountId))
      .where(inArray(users.id, ids)),
    db.select().from(noticePreferences).where(inArray(noticePreferences.userId, ids)),
  ]);
  for (const p of people) {
    if (found.has(p.userId)) continue;
    found.set(p.userId, {
      userId: p.userId,
      email: p.emailVerified ? p.email : null,
      lineUserId: p.lineUserId,
      following: p.following ?? false,
      choices: {},
    });
  }
  for (const c of choices) {
    const person = found.get(c.userId);
    if (person) person.choices[c.notice as Notice] = c.channel as NoticeChannel;
  }
  return found;
}

/**
 * The one way a notice reaches a person (docs/product-rules.md, "LINE official account"): by LINE, by e-mail or both, as they
 * chose (`noticeChannels` of domain/notices.ts; LINE only when LINE notices are on, `mailer.line`). Each push and
 * e-mail is recorded in the outbox first. A push LINE refused or that did not arrive (not following, blocked,
 * the monthly quota, a network error) is given up and the notice goes by e-mail at once, as its own outbox row
 * (docs/decisions/0021-line-notices.md). An e-mail goes only to a confirmed address. Answered in the same order.
 */
export async function sendNotices(
  db: Db,
  mailer: Mailer,
  notifications: readonly Notification[],
): Promise<NoticeOutcome[]> {
  if (notifications.length === 0) return [];
  const people = await reachable(
    db,
    notifications.map((n) => n.userId),
  );
  const plans = notifications.map((n) => {
    const person = people.get(n.userId);
    // An account gone meanwhile: only the notice's own address (if any) is told.
    if (!person) return { n, person, line: false, email: true };
    const channels = noticeChannels(person.choices[n.notice], person, Boolean(mailer.line));
    return { n, person, ...channels };
  });

  const pushes = plans.filter((p) => p.line);
  const pushed = mailer.line
    ? await mailer.line.pushAll(
        pushes.map(({ n, person }) => ({
          to: person!.lineUserId!,
          kind: n.kind,
          locale: n.locale,
          text: n.line,
        })),
      )
    : [];
  const lineDelivered = new Set(pushes.filter((_, i) => pushed[i]?.delivered).map((p) => p.n));

  // E-mails: those chosen, and the fallback of each push that did not arrive.
  const addressOf = (p: (typeof plans)[number]) => p.n.emailTo ?? p.person?.email;
  const emailed = plans.filter((p) => addressOf(p) && (p.email || (p.line && !lineDelivered.has(p.n))));
  const sent = await mailer.sendAll(
    emailed.map(
      (p): OutgoingEmail => ({ to: addressOf(p)!, kind: p.n.kind, locale: p.n.locale, ...p.n.email }),
    ),
  );
  const emailDelivered = new Set(emailed.filter((_, i) => sent[i]?.delivered).map((p) => p.n));

  return notifications.map((n) => ({
    delivered: lineDelivered.has(n) || emailDelivered.has(n),
    line: lineDelivered.has(n),
    email: emailDelivered.has(n),
  }));
}

/** One notice (`sendNotices` of one). */
export async function sendNotice(db: Db, mailer: Mailer, notification: Notification): Promise<NoticeOutcome> {
  const [outcome] = await sendNotices(db, mailer, [notification]);
  return outcome!;
}
