import { createContext } from 'react-router';
import { DEFAULT_LANG, type Lang } from '#domain/i18n.ts';

// What a request carries to loaders, actions and the renderer (docs/decisions/0018-request-context.md): these are
// set by middleware (the root's, app/root.tsx; the language layout's, app/routes/lang-layout.tsx); what the HTTP
// layer hands over (runtime, nonce, client address) is in app/context.server.ts, with `fromContext`, the one call
// a loader or action makes to read them all.

/** The page's language (the `:lang` segment), set by the language layout's middleware. */
export const langContext = createContext<Lang>(DEFAULT_LANG);

/** The signed-in person as the pages see it (never contains secrets). */
export interface ViewerUser {
  id: string;
  email: string;
  fullName: string;
  isAdmin: boolean;
  /** An admin account that must set up two-factor sign-in before the admin area opens. */
  adminNeedsTwoFactor: boolean;
  twoFactorEnabled: boolean;
  lawyerId: string | null;
}

/** Set once per request by the root middleware; read by loaders and actions. */
export const viewerContext = createContext<ViewerUser | null>(null);

/** The flash message this request carries (app/lib/flash.server.ts), set by the root middleware. */
export const flashContext = createContext<import('./lib/flash.ts').Flash | null>(null);
