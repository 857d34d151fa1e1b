/**
 * The notices the site sends a person, and by which channel (docs/product-rules.md, "LINE official account"). Each notice goes by
 * LINE, by e-mail or both, as the person chose on their account page; without a choice: LINE when the person's
 * LINE account (their LINE sign-in) follows the site's official account, else e-mail.
 */
export const NOTICES = ['invitation', 'acceptance', 'message', 'application', 'appointment'] as const;
export type Notice = (typeof NOTICES)[number];

export const NOTICE_CHANNELS = ['line', 'email', 'both'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

export const isNotice = (value: unknown): value is Notice =>
  typeof value === 'string' && (NOTICES as readonly string[]).includes(value);

export const isNoticeChannel = (value: unknown): value is NoticeChannel =>
  typeof value === 'string' && (NOTICE_CHANNELS as readonly string[]).includes(value);

/** What the channel rule needs to know of a person's LINE account. */
export interface LineLink {
  /** The person's LINE user id (their LINE sign-in), null without one. */
  lineUserId: string | null;
  /** Whether that LINE account follows the official account (the webhook's record; false when unknown). */
  following: boolean;
}

/** The channel a notice goes by when the person chose none. */
export const defaultNoticeChannel = (link: LineLink): NoticeChannel =>
  link.lineUserId && link.following ? 'line' : 'email';

/**
 * The channels a notice goes by: the person's choice, else the default. LINE only when LINE notices are on
 * (`lineEnabled`: the access token is configured) and the person has a LINE user id; otherwise a choice of LINE
 * is read as e-mail, so a notice is never lost.
 */
export function noticeChannels(
  choice: NoticeChannel | undefined,
  link: LineLink,
  lineEnabled: boolean,
): { line: boolean; email: boolean } {
  if (!lineEnabled || !link.lineUserId) return { line: false, email: true };
  const channel = choice ?? defaultNoticeChannel(link);
  return { line: channel !== 'email', email: channel !== 'line' };
}
