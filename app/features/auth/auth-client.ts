import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';

/** The browser's client for /api/auth (same origin). */
export const authClient = createAuthClient({
  plugins: [
    inferAdditionalFields({ user: { locale: { type: 'string', required: false } } }),
    // Sign-in pages handle `twoFactorRedirect` themselves (app/routes/public/auth.tsx).
    twoFactorClient(),
  ],
});
