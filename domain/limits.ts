/** Numeric limits and storage keys of the spec (public-area §9, member-admin-area §9, decisions). */

/** Search results per page. */
export const SEARCH_PAGE_SIZE = 12;
/** Experience-area badges on a search card, plus '+n'. */
export const CARD_MAX_AREAS = 3;
/** Experience-area badges on the home featured card, plus '+N'. */
export const FEATURED_MAX_AREAS = 4;
/** Rating is shown with one decimal. */
export const RATING_DECIMALS = 1;

/** Password length (public-area §5, decisions 3). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

/** An invitation expires this many hours after invited_at. */
export const INVITATION_TTL_HOURS = 48;
/** Lawyers invited per auto-match batch (decisions 11). */
export const AUTO_MATCH_BATCH = 3;
/** assigned_order of a recipient added by an admin. */
export const ADMIN_ASSIGNED_ORDER = 0;

/** Signed business-card link lifetime. */
export const SIGNED_LINK_SECONDS = 600;
/** Cache lifetime of public avatars. */
export const AVATAR_CACHE_SECONDS = 3600;

export const ADMIN_LAWYER_SEARCH_LIMIT = 100;
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

/** Upload size limit (decisions 16). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Avatars are resized to at most this many pixels per side. */
export const AVATAR_MAX_PX = 512;
/** Accepted upload image types (checked by content). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** At most one new-message e-mail per person per question per this many minutes. */
export const MESSAGE_EMAIL_THROTTLE_MINUTES = 15;

/** Toasts. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
export const TOAST_HOTKEY = 'F8';

/** Local-storage keys (the only things kept in the browser, decisions 4). */
export const THEME_STORAGE_KEY = 'theme';
export const LANG_STORAGE_KEY = 'lang';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME = 'light' satisfies Theme;
