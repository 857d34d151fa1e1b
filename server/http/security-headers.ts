import { NONCE, type secureHeaders } from 'hono/secure-headers';

/** The policy as hono's secureHeaders takes it. */
export type ContentSecurityPolicyOptions = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']
>;

/**
 * The Content-Security-Policy of the site.
 *
 * Production: scripts only from the site itself or inline with this response's nonce (no 'unsafe-inline' and no
 * 'unsafe-eval' for scripts). Styles keep 'unsafe-inline': React renders `style` attributes and Radix (scroll lock,
 * popper positioning) writes inline styles at run time; a style cannot run code. Images, fonts, fetches and event
 * streams come from the site itself (avatars are served by /files/public/ on every storage driver, also S3);
 * `data:`/`blob:` images are the upload previews and inline SVG; `data:` fonts are the small font subsets the
 * build inlines into the site's own stylesheet. Forms lead to the site, and to LINE's sign-in when it is on.
 *
 * Development (`node server.js --dev`): Vite injects inline scripts without a nonce and talks to its HMR server
 * over a WebSocket, so scripts may be inline and connections may be ws:/wss:. A nonce would make browsers
 * ignore 'unsafe-inline', so the development policy has none (and the pages get no nonce).
 */
export function contentSecurityPolicy(
  options: { dev?: boolean; formTargets?: readonly string[] } = {},
): ContentSecurityPolicyOptions {
  return {
    defaultSrc: ["'self'"],
    // hono's NONCE: a fresh nonce (128 random bits, base64) per response, kept as the `secureHeadersNonce`
    // variable of the request for the page renderer (server/app.ts hands it to React Router).
    scriptSrc: options.dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Forms post to the site; a form whose answer sends the browser on (sign in with LINE: LINE's authorization
    // page) names that origin too, or the browser stops the redirect.
    formAction: ["'self'", ...(options.formTargets ?? [])],
    frameAncestors: ["'none'"],
  };
}

/** HSTS (one year, subdomains included), sent only by a production server whose public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function sendsHsts(config: { production: boolean; publicUrl: string }): boolean {
  return config.production && config.publicUrl.startsWith('https://');
}
