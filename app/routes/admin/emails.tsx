import { KeysetPager } from '#app/components/ui/keyset-pager.tsx';
import { fromContext } from '#app/context.server.ts';
import { EmailTable } from '#app/features/emails/admin/email-table.tsx';
import { adminEmailsAction, loadAdminEmails } from '#app/features/emails/admin/emails.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/emails';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAdminEmails(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  adminEmailsAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('adminEmails.meta.title'), noindex: true }));

/** Admin: e-mails the mail server did not accept (failed, being retried, or given up), with "send again now". */
export default function AdminEmailsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { emails, page, next, badCursor } = loaderData;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('adminEmails.title')}</h1>
        <p className="mt-1 max-w-3xl text-muted-foreground">{t('adminEmails.intro')}</p>
      </div>
      {emails.length === 0 ? (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">
          {t('adminEmails.empty')}
        </p>
      ) : (
        <EmailTable emails={emails} />
      )}
      <KeysetPager page={page} next={next} badCursor={badCursor} />
    </div>
  );
}
