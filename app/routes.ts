import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under a language prefix (/th, /en, /zh). Unprefixed paths are redirected to /th by
// the server (server/app.ts) before they reach these routes.
export default [
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/public/home.tsx'),
    route('auth', 'routes/public/auth.tsx'),
    route('auth/reset', 'routes/public/reset-password.tsx'),
    route('me', 'routes/member/me.tsx'),
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
