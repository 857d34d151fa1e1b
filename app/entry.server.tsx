// React Router's server entry (created by `react-router reveal entry.server`): streams each page with the
// response's CSP nonce on every inline script, and logs errors without ever showing their detail.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { nonceContext, renderedPageContext } from './context.server.ts';
// Every interface text, registered for `fixedT` before any page renders.
import '#i18n/index.ts';
import { serializeJsonLd } from '#domain/jsonld.ts';
import { PAGE_TEXTS_ID, pageTexts } from '#i18n/texts.ts';
import { collectUsedSections } from '#i18n/used-sections.server.ts';
import { langFromPath } from './lib/lang.ts';
import { logPageError } from './lib/log.server.ts';
import { NonceContext } from './lib/meta.ts';
import { PlainPageContext, pageHydrates } from './lib/page-scripts.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Set by server/app.ts for every request (app/context.ts); the same nonce is in the response's
  // Content-Security-Policy. Without one, inline scripts get none and the browser refuses them.
  const nonce = loadContext.get(nonceContext);

  const hydrates = pageHydrates(
    routerContext.staticHandlerContext.matches.map(
      (match) => routerContext.routeModules[match.route.id]?.handle,
    ),
  );
  // A plain page may be kept for signed-out visitors (server/cache/public-pages.ts).
  loadContext.get(renderedPageContext).plain = !hydrates;
  const page = (
    <NonceContext.Provider value={nonce}>
      <PlainPageContext.Provider value={!hydrates}>
        {/* The router puts the nonce on <Scripts>, <ScrollRestoration>, <Links> and its hydration scripts. */}
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PlainPageContext.Provider>
    </NonceContext.Provider>
  );
  // A plain page (app/lib/page-scripts.ts) is sent whole, without scripts or texts for the browser, and has no part
  // to wait for (its loaders have all answered): rendered to one string at once, about a third more pages a second
  // than the same render streamed in hundreds of chunks (ADR docs/decisions/0027-kept-plain-pages.md). A render
  // that throws is the router's to answer with the error page, as a stream's shell error is.
  // Its bytes are encoded here, once, by Buffer: a text body would be checked and encoded again by the Response.
  if (!hydrates) {
    responseHeaders.set('Content-Type', 'text/html');
    return new Response(Buffer.from(`<!DOCTYPE html>${renderToString(page)}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content: such a page is sent whole, with none of React's inline scripts for
    // streamed parts. People get a hydrating page's shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // The feature text sections the render reads (i18n/texts.ts); a hydrating page carries them inline.
    const used = new Set<string>();
    const { pipe, abort } = collectUsedSections(used, () =>
      renderToPipeableStream(page, {
        // React's own inline scripts (streamed Suspense boundaries).
        nonce,
        [readyOption]() {
          shellRendered = true;
          // The texts go just before the document's end, once the whole page has rendered (streamed parts
          // included), or last if that end is not found.
          let textsWritten = false;
          const texts = () => {
            textsWritten = true;
            return Buffer.from(pageTextsScript(new URL(request.url).pathname, used, nonce));
          };
          const body = new PassThrough({
            transform(chunk: Buffer, _encoding, callback) {
              const end = textsWritten ? -1 : chunk.lastIndexOf(DOCUMENT_END);
              if (end < 0 || end + DOCUMENT_END.length !== chunk.length) return callback(null, chunk);
              callback(null, Buffer.concat([chunk.subarray(0, end), texts(), chunk.subarray(end)]));
            },
            // (A `final` option would replace the stream's own, which calls `flush`.)
            flush(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback(null, textsWritten ? undefined : texts());
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors of the shell reject and are logged by handleError; these come from streamed parts.
          if (shellRendered) logPageError(error, request);
        },
      }),
    );
  });
}

const DOCUMENT_END = Buffer.from('</body></html>');

/**
 * The first page's texts (i18n/texts.ts): the core and the feature sections its render read, as inline JSON with
 * `<`, `>` and `&` escaped, read by the browser before it hydrates the page.
 */
function pageTextsScript(pathname: string, used: Set<string>, nonce: string | undefined): string {
  const json = serializeJsonLd(pageTexts(langFromPath(pathname), used));
  return `<script id="${PAGE_TEXTS_ID}" type="application/json"${nonce ? ` nonce="${nonce}"` : ''}>${json}</script>`;
}

/** Errors of loaders, actions and rendering: logged with the request id, never shown (production mode). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  logPageError(error, request);
};
