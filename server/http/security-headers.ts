import { randomBytes } from 'node:crypto';

/**
 * The internal request header that hands the request's CSP nonce to the page renderer (app/entry.server.tsx).
 * server/app.ts always overwrites it, so a value sent by a browser is never used.
 */
export const NONCE_HEADER = 'x-tanai-csp-nonce';

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The Content-Security-Policy of the site.
 *
 * Production: scripts only from the site itself or inline with this response's nonce (no 'unsafe-inline' and no
 * 'unsafe-eval' for scripts). Styles keep 'unsafe-inline': React renders `style` attributes and Radix (scroll lock,
 * popper positioning) writes inline styles at run time; a style cannot run code. Images, fonts, fetches and event
 * streams come from the site itself (avatars are served by /files/public/ on every storage driver, also S3);
 * `data:`/`blob:` images are the upload previews and inline SVG; `data:` fonts are the small font subsets the
 * build inlines into the site's own stylesheet.
 *
 * Development (`node server.js --dev`): Vite injects inline scripts without a nonce and talks to its HMR server
 * over a WebSocket, so scripts may be inline and connections may be ws:/wss:. A nonce would make browsers
 * ignore 'unsafe-inline', so the development policy has none.
 */
export function contentSecurityPolicy(options: { nonce: string; dev?: boolean }): string {
  const scriptSrc = options.dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${options.nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${options.dev ? ' ws: wss:' : ''}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS (one year, subdomains included), sent only by a production server whose public address is https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function sendsHsts(config: { production: boolean; publicUrl: string }): boolean {
  return config.production && config.publicUrl.startsWith('https://');
}
