/** Numeric limits and storage keys of the product (docs/product-rules.md names them by section). */

/** Search results per page. */
export const SEARCH_PAGE_SIZE = 12;
/**
 * Up to how many lawyers a search counts exactly; past it the page says "more than" it. Counting every match of a
 * broad search (a case type: tens of thousands of listings) read the whole table; a capped count stops early.
 */
export const SEARCH_COUNT_CAP = 1000;
/**
 * The most pages of results one search address shows at once: "load more" adds a page to those on screen, and
 * from the sixth on the first ones give way (page 20 shows pages 16–20, with a link to the earlier results), so
 * that a page never grows without bound (page 20 rendered 240 cards).
 */
export const SEARCH_WINDOW_PAGES = 5;
/** Experience-area badges on a search card, plus '+n'. */
export const CARD_MAX_AREAS = 3;
/** Experience-area badges on the home featured card, plus '+N'. */
export const FEATURED_MAX_AREAS = 4;
/** How many featured lawyers home shows: the first as a large card, the others in a row of small ones. */
export const HOME_FEATURED_COUNT = 6;
/** Rating is shown with one decimal. */
export const RATING_DECIMALS = 1;

/** Password length (docs/product-rules.md, "Accounts and roles"). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** Longest full name of an account (sign-up, update-user), as long as a lawyer's name (LAWYER_TEXT_MAX.name). */
export const FULL_NAME_MAX = 200;

/**
 * Session lifetimes (ADR 0016). An administrator's session (profile_type 'admin') ends after 30 minutes without a
 * request and 12 hours after signing in however active; anyone else's after 30 days without use. Each is checked
 * on every request that carries a session (server/services/accounts/session-user.ts, `applySessionLimits`).
 */
export const ADMIN_SESSION_IDLE_MINUTES = 30;
export const ADMIN_SESSION_MAX_HOURS = 12;
export const MEMBER_SESSION_IDLE_DAYS = 30;
/**
 * A member's session records its use (and better-auth moves its expiry MEMBER_SESSION_IDLE_DAYS on) at most once
 * in this many minutes; an administrator's records every request.
 */
export const MEMBER_SESSION_RENEW_MINUTES = 60;
/**
 * An open event stream (GET /api/events/questions/:id) reads its session and the viewer's access to the question
 * again this often, without counting as use, and ends once either is gone (ADR 0016; server/http/events.ts).
 * EVENT_STREAM_RECHECK_MS overrides it (tests shorten it).
 */
export const EVENT_STREAM_RECHECK_SECONDS = 30;

/** An invitation expires this many hours after invited_at. */
export const INVITATION_TTL_HOURS = 48;
/** When an invitation sent at `now` expires. */
export const invitationExpiresAt = (now: Date) => new Date(now.getTime() + INVITATION_TTL_HOURS * 3600_000);
/** Lawyers invited per auto-match batch (docs/product-rules.md, "Matching a question"). */
export const AUTO_MATCH_BATCH = 3;
/**
 * After this many automatic batches ended without an acceptance (every invitation expired or declined), the
 * question also waits in the admin queue (server/services/questions/admin-queue.ts); inviting goes on.
 */
export const ADMIN_QUEUE_AFTER_BATCHES = 2;
/** The admin digest of questions still waiting for a lawyer: at most one a day. */
export const ADMIN_DIGEST_INTERVAL_HOURS = 24;
/** assigned_order of a recipient added by an admin. */
export const ADMIN_ASSIGNED_ORDER = 0;

/** Signed business-card link lifetime. */
export const SIGNED_LINK_SECONDS = 600;
/** Cache lifetime of public avatars. */
export const AVATAR_CACHE_SECONDS = 3600;

export const FEATURED_SEARCH_LIMIT = 50;
/** Pinned featured lawyers, positions 1 to 3. */
export const PINNED_MAX = 3;

/** Question preview length on the matching screen. */
export const MATCHING_PREVIEW_CHARS = 200;
/** Page meta description length. */
export const META_DESCRIPTION_CHARS = 160;
/** Rows of the ask form's details text area. */
export const ASK_TEXTAREA_ROWS = 6;
/** Minimum years of experience. */
export const EXPERIENCE_MIN = 0;

/** Upload size limit (docs/product-rules.md, "Uploads"). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * An uploaded picture may hold at most this many pixels (25 megapixels, e.g. 5,000 × 5,000): a small file can
 * declare huge dimensions, and decoding costs memory and time in proportion to them.
 */
export const UPLOAD_MAX_PIXELS = 25_000_000;
/**
 * Uploaded pictures decoded at the same time by one server process; the others wait their turn, so decoding
 * never takes every thread of the process and other requests keep being answered.
 */
export const IMAGE_DECODES_AT_ONCE = 2;
/** Avatars are resized to at most this many pixels per side. */
export const AVATAR_MAX_PX = 512;
/** Accepted upload image types (checked by content). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * An upload no record names (a form refused or left, a picture replaced) is removed once it is this many hours old
 * (server/services/uploads/sweep-unattached-uploads.ts): time enough to send the form it was made for.
 */
export const UNATTACHED_UPLOAD_MAX_AGE_HOURS = 24;
/** How often each server process looks for such uploads. */
export const UNATTACHED_UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** At most one new-message e-mail per person per question per this many minutes. */
export const MESSAGE_EMAIL_THROTTLE_MINUTES = 15;

/** Toasts. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_HOTKEY = 'F8';

/** Local-storage keys (the only things kept in the browser: docs/product-rules.md, "Accounts and roles"). */
export const THEME_STORAGE_KEY = 'theme';
export const LANG_STORAGE_KEY = 'lang';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'light' satisfies Theme;

/**
 * Write limits per signed-in user that better-auth does not cover, counted in the database so that they hold
 * across several server processes (server/services/rate-limits/consume-rate-limit.ts). Fixed windows: at most
 * `max` writes from the first write of a window until `windowSeconds` later.
 */
export interface RateLimitRule {
  readonly max: number;
  readonly windowSeconds: number;
}
/** Questions asked: 5 per 10 minutes. */
export const ASK_RATE_LIMIT: RateLimitRule = { max: 5, windowSeconds: 10 * 60 };
/** Thread messages: 30 per minute (a lively conversation, not a flood). */
export const MESSAGE_RATE_LIMIT: RateLimitRule = { max: 30, windowSeconds: 60 };
/** Image uploads (attempts, each one decoded and re-encoded by the server): 20 per 10 minutes. */
export const UPLOAD_RATE_LIMIT: RateLimitRule = { max: 20, windowSeconds: 10 * 60 };
/**
 * Lawyer applications stored: 10 per hour. One may be pending at a time, so a person needs an admin's decision
 * between two; the limit stops a loop of submissions should an application ever be withdrawn or rejected fast.
 */
export const APPLICATION_RATE_LIMIT: RateLimitRule = { max: 10, windowSeconds: 60 * 60 };
/** Appointment requests per client address (anyone may book, signed in or not): 10 per 10 minutes. */
export const APPOINTMENT_RATE_LIMIT: RateLimitRule = { max: 10, windowSeconds: 10 * 60 };
/** Case triage (GET /api/triage, the ask form's suggestions as the person types): per client address. */
export const TRIAGE_RATE_LIMIT: RateLimitRule = { max: 60, windowSeconds: 60 };

/** The longest text the case triage takes (GET /api/triage, the assistant's page); longer is refused. */
export const TRIAGE_TEXT_MAX = 2000;

/** The ask form asks the case triage for suggestions once its description has this many characters… */
export const ASK_SUGGEST_MIN_CHARS = 20;

/** …and the person has paused typing this long. */
export const ASK_SUGGEST_PAUSE_MS = 600;

/**
 * Request body limits (server/http/body-limits.ts); a larger body is refused with 413 before any of it is used.
 * JSON and form posts to /api (sign-in, sign-up, ...): 64 KiB.
 */
export const API_BODY_MAX_BYTES = 64 * 1024;
/**
 * Page actions (form posts): 1 MiB. The largest valid form, an admin's lawyer profile, holds about 45,000
 * characters; Thai text sent URL-encoded takes 9 bytes a character, about 400 KB.
 */
export const PAGE_BODY_MAX_BYTES = 1024 * 1024;
/** POST /api/line/webhook: one LINE Messaging API webhook request (LINE sends batches of events). */
export const LINE_WEBHOOK_BODY_MAX_BYTES = 1024 * 1024;
/** POST /api/uploads: one image of UPLOAD_MAX_BYTES plus room for the multipart envelope. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * E-mail retries (docs/decisions/0004-email-outbox.md): after a failed attempt the next one waits this many
 * minutes — the first delay after the first attempt, the second after the second… (1 min, 5 min, 30 min, 2 h,
 * 12 h); the last delay repeats for attempts made beyond the list (an admin's "send again now").
 */
export const EMAIL_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720] as const;
/** After this many failed attempts an e-mail is given up (status `given_up`): the first send and five retries. */
export const EMAIL_MAX_ATTEMPTS = 6;
/** An e-mail not sent this many hours after it was written is given up, however few attempts it had. */
export const EMAIL_GIVE_UP_AFTER_HOURS = 24;
/**
 * An attempt that neither succeeded nor failed within this many minutes (the server stopped while sending) is
 * made again: how long a `pending` e-mail, or one a retry has claimed, waits before it is tried again. Longer than
 * nodemailer's own timeouts (at most 10 minutes of a silent connection).
 */
export const EMAIL_ATTEMPT_TIMEOUT_MINUTES = 15;
/** E-mails one retry run sends at most. */
export const EMAIL_RETRY_BATCH = 20;

/** When the attempt after `attempts` failed ones is due, from `now`. */
export const emailRetryAt = (now: Date, attempts: number) =>
  new Date(
    now.getTime() +
      EMAIL_RETRY_DELAYS_MINUTES[Math.min(Math.max(attempts, 1), EMAIL_RETRY_DELAYS_MINUTES.length) - 1]! *
        60_000,
  );

/** Rows a page of an admin list shows (keyset paging, docs/decisions/0026-keyset-paging.md). */
export const ADMIN_PAGE_SIZE = 50;
/** Up to how many rows an admin list's total is counted exactly; past it the list says "more than" it. */
export const ADMIN_COUNT_CAP = 1000;
/** Items a page of an inbox list shows: the member's questions, the lawyer's invitations and cases. */
export const INBOX_PAGE_SIZE = 20;
/** The fees due a page of the member's space shows, each with its QR. */
export const PAYMENTS_PAGE_SIZE = 10;
/** The messages a thread shows at first, and how many more each "earlier messages" adds. */
export const THREAD_PAGE_SIZE = 50;
/** The most messages a thread's page holds at once; older ones stay one "earlier messages" away. */
export const THREAD_WINDOW_MAX = 500;
