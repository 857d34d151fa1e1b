import { createContext } from 'react-router';

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
