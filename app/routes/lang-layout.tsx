import { data, Outlet } from 'react-router';
import { Footer } from '#app/components/layout/footer.tsx';
import { Header } from '#app/components/layout/header.tsx';
import { langContext } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { isLang } from '#domain/i18n.ts';
import type { Route } from './+types/lang-layout';

/** The page's language, set once per request for every loader and action below (`fromContext`, app/context.ts). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context }, next) => {
    if (isLang(params.lang)) context.set(langContext, params.lang);
    return next();
  },
];

export function loader({ params }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  return null;
}

export default function LangLayout() {
  const { t } = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-background focus:p-3"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
