import { Link } from '#app/components/link.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * The not-found screen's body: an unknown address (app/routes/not-found.tsx), or a page whose loader answers 404
 * for a record the viewer may not see (the language layout's error boundary), inside the site's header and footer.
 */
export function NotFoundBody() {
  const { t, href } = useT();
  return (
    <div
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-semibold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-3xl">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Link to={href()} className="text-primary underline underline-offset-4">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
