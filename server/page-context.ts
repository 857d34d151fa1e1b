import { createContext, type RouterContext, RouterContextProvider } from 'react-router';
import type { Runtime } from './runtime.ts';

// What the HTTP layer hands to the pages for each request (docs/decisions/0018-request-context.md): server/app.ts
// makes React Router's load context with `getLoadContext`; loaders and actions read it, with the contexts the
// middleware sets (app/context.ts), through `fromContext` (app/context.server.ts). It lives on the server's side
// because the server never imports app/.

/** The process's long-lived objects (database, mailer, auth, storage, events, configuration). */
export const runtimeContext = createContext<Runtime>();

/** The nonce of this response's Content-Security-Policy: put on every inline script (app/entry.server.tsx). */
export const nonceContext = createContext<string | undefined>(undefined);

/**
 * The client's address as server/app.ts determined it (the socket's peer, or the trusted proxy's
 * X-Forwarded-For entry): per-address rate limits of page actions (appointment requests).
 */
export const clientAddressContext = createContext<string | null>(null);

/**
 * The address of the request's socket peer, never a header (not even with TRUST_PROXY): the development pages
 * answer only to this machine (app/features/dev/outbox.server.ts).
 */
export const peerAddressContext = createContext<string | null>(null);

/** What a page's render says of itself to the HTTP layer (server/app.ts). */
export interface RenderedPage {
  /**
   * The matched route's pattern (`/:lang/lawyers/:id`), written by the root middleware (app/root.tsx) for the
   * request histogram of server/metrics.ts, which never labels by the raw path.
   */
  pattern?: string;
  /**
   * The page is plain HTML (its route says `hydrate: false`: app/lib/page-scripts.ts), written by
   * app/entry.server.tsx: for a signed-out visitor it may be kept (server/cache/public-pages.ts).
   */
  plain?: boolean;
}

export const renderedPageContext = createContext<RenderedPage>({});

/** What the HTTP layer hands to the pages for one request. */
export interface PageRequest {
  runtime: Runtime;
  nonce: string | undefined;
  clientAddress: string | null;
  peerAddress: string | null;
}

/** React Router's load context of one page request (server/app.ts), with the HTTP layer's values set. */
export function getLoadContext({
  runtime,
  nonce,
  clientAddress,
  peerAddress,
  rendered = {},
}: PageRequest & { rendered?: RenderedPage }): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [runtimeContext, runtime],
      [nonceContext, nonce],
      [clientAddressContext, clientAddress],
      [peerAddressContext, peerAddress],
      [renderedPageContext, rendered],
    ]),
  );
}
