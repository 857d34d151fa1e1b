import { Link } from '#app/components/link.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadOutbox } from '#app/features/dev/outbox.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { formatDate } from '#domain/dates.ts';
import type { Route } from './+types/outbox';

export const loader = ({ context }: Route.LoaderArgs) => loadOutbox(fromContext(context));

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('outbox.title'), noindex: true }));

/** Development only: every e-mail the server recorded, newest first, with its links. */
export default function OutboxPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  return (
    <div className="page py-10">
      <h1 className="text-2xl">{t('outbox.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('outbox.note')}</p>
      {loaderData.emails.length === 0 ? (
        <p className="mt-8 rounded-xl border p-6 text-center text-muted-foreground">{t('outbox.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="outbox">
          {loaderData.emails.map((m) => (
            <li
              key={m.id}
              className="rounded-xl border bg-card p-4"
              data-testid="outbox-email"
              data-to={m.toAddress}
              data-kind={m.kind}
            >
              <p className="font-medium">{m.subject}</p>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
                <dt>{t('outbox.to')}</dt>
                <dd className="wrap-anywhere">{m.toAddress}</dd>
                <dt>{t('outbox.kind')}</dt>
                <dd>{m.kind}</dd>
                <dt>{t('outbox.status')}</dt>
                <dd>{m.status}</dd>
                <dt>{t('outbox.date')}</dt>
                <dd>{formatDate(m.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</dd>
              </dl>
              <ul className="mt-2 grid gap-1">
                {m.links.map((link) => (
                  <li key={link}>
                    <a className="wrap-anywhere text-sm text-primary underline" href={link}>
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-sm">
                <Link
                  className="text-primary underline"
                  to={href(`/dev/outbox/${m.id}`)}
                  data-testid="outbox-view-html"
                >
                  {t('outbox.viewHtml')}
                </Link>
              </p>
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer">{t('outbox.body')}</summary>
                <pre className="mt-2 whitespace-pre-wrap font-sans">{m.textBody}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
