import type { RouterContextProvider } from 'react-router';
import { clientAddressContext, peerAddressContext, runtimeContext } from '#server/page-context.ts';
import { langContext, viewerContext } from './context.ts';

export {
  clientAddressContext,
  nonceContext,
  peerAddressContext,
  renderedPageContext,
  runtimeContext,
} from '#server/page-context.ts';

/**
 * The request as loaders and actions need it, in one call: `loadX(fromContext(context))`, then
 * `{ runtime, viewer, lang }` in the feature's `*.server.ts`.
 */
export function fromContext(context: Readonly<RouterContextProvider>) {
  return {
    runtime: context.get(runtimeContext),
    viewer: context.get(viewerContext),
    lang: context.get(langContext),
    clientAddress: context.get(clientAddressContext),
    peerAddress: context.get(peerAddressContext),
  };
}

export type RequestContext = ReturnType<typeof fromContext>;
