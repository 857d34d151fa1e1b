import { index, type RouteConfig, route } from '@react-router/dev/routes';

// Every page lives under a language prefix (/th, /en, /zh). Unprefixed paths are redirected to /th by
// the server (server/app.ts) before they reach these routes.
export default [
  route(':lang', 'routes/lang-layout.tsx', [
    index('routes/public/home.tsx'),
    route('search', 'routes/public/search.tsx'),
    route('lawyers/new', 'routes/member/lawyer-new.tsx'),
    route('lawyers/:id', 'routes/public/lawyer.tsx', { id: 'lawyer' }),
    route('profile/:id', 'routes/public/lawyer.tsx', { id: 'profile' }),
    route('services', 'routes/public/services.tsx'),
    route('about', 'routes/public/about.tsx'),
    route('knowledge', 'routes/public/knowledge.tsx'),
    route('news', 'routes/public/news.tsx'),
    route('emergency', 'routes/public/emergency.tsx'),
    route('ai', 'routes/public/ai.tsx'),
    route('payment', 'routes/public/payment.tsx'),
    route('appointment', 'routes/public/appointment.tsx'),
    route('auth', 'routes/public/auth.tsx'),
    route('auth/reset', 'routes/public/reset-password.tsx'),
    route('me', 'routes/member/me.tsx'),
    route('apply', 'routes/member/apply.tsx'),
    route('ask', 'routes/member/ask.tsx'),
    route('inbox', 'routes/member/inbox.tsx'),
    route('question/:id', 'routes/member/question.tsx'),
    route('admin', 'routes/admin/layout.tsx', [
      route('applications', 'routes/admin/applications.tsx'),
      route('lawyers', 'routes/admin/lawyers.tsx'),
      route('cases', 'routes/admin/cases.tsx'),
      route('featured', 'routes/admin/featured.tsx'),
      route('questions', 'routes/admin/questions.tsx'),
      route('question-matching/:id', 'routes/admin/question-matching.tsx'),
      route('appointments', 'routes/admin/appointments.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
    ]),
    route('dev/outbox', 'routes/dev/outbox.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
