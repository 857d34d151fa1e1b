import { Link } from '#app/components/link.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadOutboxEmail } from '#app/features/dev/outbox.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/outbox-email';

export const loader = ({ context, params }: Route.LoaderArgs) =>
  loadOutboxEmail(fromContext(context), params.id);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('outbox.html.title'), noindex: true }));

/** The widths an e-mail is looked at: a phone and a wide window (tests/process/email-render.test.ts). */
const WIDTHS = [390, 800] as const;

/**
 * Development only: one e-mail's HTML part as a mail client shows it, at a phone's width and a wide window's, each
 * in a frame sandboxed without any permission (no script, no form, no same origin), so that nothing in an e-mail
 * acts on the page.
 */
export default function OutboxEmailPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  const { email } = loaderData;
  return (
    <div className="page py-10">
      <p>
        <Link className="text-sm text-primary underline" to={href('/dev/outbox')}>
          {t('outbox.html.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl break-words">{email.subject}</h1>
      <p className="mt-1 text-sm wrap-anywhere text-muted-foreground">
        {email.toAddress} · {email.kind}
      </p>
      {email.htmlBody ? (
        <div className="mt-6 flex flex-wrap items-start gap-6" data-testid="outbox-html">
          {WIDTHS.map((width) => (
            <figure key={width} className="max-w-full">
              <figcaption className="mb-2 text-sm text-muted-foreground">
                {t('outbox.html.width', { width })}
              </figcaption>
              <iframe
                title={t('outbox.html.frame', { width })}
                sandbox=""
                srcDoc={email.htmlBody ?? ''}
                style={{ width, maxWidth: '100%', height: 720 }}
                className="rounded-lg border bg-white"
              />
            </figure>
          ))}
        </div>
      ) : (
        <p className="mt-6 text-muted-foreground">{t('outbox.html.none')}</p>
      )}
      <details className="mt-6 text-sm">
        <summary className="cursor-pointer">{t('outbox.body')}</summary>
        <pre className="mt-2 whitespace-pre-wrap font-sans">{email.textBody}</pre>
      </details>
    </div>
  );
}
