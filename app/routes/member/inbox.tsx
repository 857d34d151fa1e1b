import { Link } from 'react-router';
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

export const loader = ({ context, url }: Route.LoaderArgs) => loadInbox(fromContext(context), url);

export const headers = actionHeaders;

export const action = async ({ request, context }: Route.ActionArgs) =>
  respondToInvitation(fromContext(context), await request.formData());

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('inbox.meta.title'), noindex: true }));

/** The inbox: the lawyer's desk (a linked lawyer) and the member's space (app/features/inbox/). */
export default function InboxPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT();
  useInboxNotice();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl sm:text-3xl">{t('inbox.title')}</h1>
        <Button asChild variant="accent">
          <Link to={href('/ask')}>
            <MessageSquareText aria-hidden />
            {t('nav.ask')}
          </Link>
        </Button>
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        {loaderData.desk ? <LawyerDesk desk={loaderData.desk} /> : null}
        <MemberSpace space={loaderData.space} />
      </div>
    </div>
  );
}
