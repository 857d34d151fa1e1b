import type { ServerBuild } from 'react-router';
import * as entry from '#app/entry.server.tsx';
import * as root from '#app/root.tsx';

// A React Router server build of the real document (app/entry.server.tsx, app/root.tsx) and a few routes of a
// test's own, for the real page render path behind server/app.ts (React Router's request handler in production mode).

/** A route of the test: its path under the root and its module (default component, loader, handle, meta). */
export interface TestRoute {
  path: string;
  module: Record<string, unknown>;
}

const manifestRoute = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  parentId,
  module: `/assets/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === 'root',
  imports: [],
  css: [],
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

/** The build of the root and `routes` (by route id). */
export function pageBuild(routes: Record<string, TestRoute>): ServerBuild {
  const ids = Object.keys(routes);
  return {
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: root },
      ...Object.fromEntries(
        ids.map((id) => [id, { id, parentId: 'root', path: routes[id]!.path, module: routes[id]!.module }]),
      ),
    },
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      routes: {
        root: manifestRoute('root', ''),
        ...Object.fromEntries(ids.map((id) => [id, manifestRoute(id, routes[id]!.path, 'root')])),
      },
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
