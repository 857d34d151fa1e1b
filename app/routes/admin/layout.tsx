import { NavLink, Outlet } from 'react-router';
import { ADMIN_LINKS } from '#app/components/layout/nav.ts';
import { CountBadge } from '#app/components/layout/role-links.tsx';
import { adminGuard } from '#app/lib/admin.server.ts';
import { useT } from '#app/lib/lang.ts';
import { useWaitingCounts } from '#app/lib/use-waiting-counts.ts';
import { cn } from '#app/lib/utils.ts';
import type { Route } from './+types/layout';

/** Non-admins never reach an admin loader (app/features/admin/admin.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [adminGuard];

/** The admin area: its own navigation above every admin page, with what waits beside the questions. */
export default function AdminLayout() {
  const { t, href } = useT();
  // What waits for the administrators (questions without a lawyer, slips to check), on the questions tab.
  const counts = useWaitingCounts();
  const waiting = counts ? counts.adminQueue + counts.slips : 0;
  return (
    <div className="page py-6">
      <nav aria-label={t('header.adminArea')} className="flex gap-1 overflow-x-auto border-b pb-2">
        {ADMIN_LINKS.map((l) => (
          <NavLink
            key={l.key}
            to={href(l.path)}
            className={({ isActive }) =>
              cn(
                // relative: the count's words for screen readers (sr-only, absolute) stay inside the scrolling tabs.
                'relative inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-3 text-sm hover:bg-muted',
                isActive ? 'bg-primary/10 font-semibold text-primary' : 'text-foreground/80',
              )
            }
          >
            {t(`admin.nav.${l.key}`)}
            {l.key === 'questions' ? <CountBadge count={waiting} /> : null}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
