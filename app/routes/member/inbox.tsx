import { data } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { MessageSquareText } from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { loadInbox } from '#app/features/inbox/inbox.server.ts';
import { useInboxNotice } from '#app/features/inbox/inbox-section.tsx';
import { LawyerDesk } from '#app/features/inbox/lawyer-desk.tsx';
import { MemberSpace } from '#app/features/inbox/member-space.tsx';
import { respondToInvitation } from '#app/features/questions/questions.server.ts';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import type { Route } from './+types/inbox';

export async function loader({ context, url }: Route.LoaderArgs) {
  const inbox = await loadInbox(fromContext(context), url);
  // A list's refused cursor: its first page with the message, and the status 400.
  return inbox.badCursor ? data(inbox, { status: 400 }) : inbox;
}

export const headers = actionHeaders;

export const action = async ({ request, context }: Route.ActionArgs) =>
  respondToInvitation(fromContext(context), await request.formData());

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('inbox.meta.title'), noindex: true }));

/**
 * The inbox: for a linked lawyer the desk first, then the questions they asked themselves if any, and asking as a
 * quiet link at the end; for everyone else the member's space under the ask button (app/features/inbox/).
 */
export default function InboxPage({ loaderData: { desk, space } }: Route.ComponentProps) {
  const { t } = useT();
  useInboxNotice();
  return (
    <div className="page py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl sm:text-3xl">{desk ? t('inbox.desk.title') : t('inbox.title')}</h1>
          {desk ? <p className="mt-1 text-muted-foreground">{t('inbox.desk.lead')}</p> : null}
        </div>
        {desk ? null : <AskButton variant="accent" />}
      </div>
      {desk ? (
        <div className="mt-6 grid gap-8">
          <LawyerDesk desk={desk} />
          {space.questions.rows.length > 0 || space.questions.page > 1 ? <MemberSpace space={space} /> : null}
          <p className="flex flex-wrap items-center gap-2 border-t pt-6 text-sm text-muted-foreground">
            {t('inbox.desk.askYourself')}
            <AskButton variant="outline" />
          </p>
        </div>
      ) : (
        <div className="mt-6">
          <MemberSpace space={space} />
        </div>
      )}
    </div>
  );
}

/** The way to ask a question: the lead action of a member's inbox, a quiet one at the end of a lawyer's desk. */
function AskButton({ variant }: { variant: 'accent' | 'outline' }) {
  const { t, href } = useT();
  return (
    <Button asChild variant={variant} size={variant === 'outline' ? 'sm' : 'default'}>
      <Link to={href('/ask')}>
        <MessageSquareText aria-hidden />
        {t('nav.ask')}
      </Link>
    </Button>
  );
}
