import {
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  FilePlus2,
  KeyRound,
  type LucideIcon,
  MessageCircle,
  MessageSquareText,
  Shield,
  Star,
  User,
  UserCircle,
} from '#app/components/ui/icons.tsx';
import type { ViewerUser } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import type { WaitingCounts } from '#domain/waiting.ts';
import { ADMIN_LINKS, ADMIN_TWO_FACTOR_PATH, type RoleLinkKey, roleLinks, spaceCount } from './nav.ts';

const ICONS: Record<RoleLinkKey, LucideIcon> = {
  space: MessageCircle,
  account: UserCircle,
  reviewsToWrite: MessageSquareText,
  appointments: CalendarDays,
  calendar: CalendarClock,
  lawyerReviews: Star,
  listing: BriefcaseBusiness,
  profile: User,
  security: KeyRound,
  apply: FilePlus2,
  bookings: CalendarDays,
};

/** The look of the menus' entries (account menu, phone menu). */
export const menuItemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * A count beside a link, shown when something waits: the figure for the eye, and in words for the link's name
 * ("My desk, 3 waiting").
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useT();
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden
        data-testid="count-badge"
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground',
          className,
        )}
      >
        {count}
      </span>
      <span className="sr-only">{t('header.waiting', { count })}</span>
    </>
  );
}

/** The person's space: "my desk" for a linked lawyer, "my questions" for everyone else. */
export function useSpaceLabel(viewer: Pick<ViewerUser, 'lawyerId'>) {
  const { t } = useT();
  return viewer.lawyerId ? t('header.myDesk') : t('header.mySpace');
}

/** The person's own pages by role (nav.ts `roleLinks`), the space with its count. */
export function RoleLinks({ viewer, counts }: { viewer: ViewerUser; counts: WaitingCounts | null }) {
  const { t, href } = useT();
  const spaceLabel = useSpaceLabel(viewer);
  const labels: Record<RoleLinkKey, string> = {
    space: spaceLabel,
    account: t('actions.myAccount'),
    reviewsToWrite: t('header.reviewsToWrite'),
    appointments: t('header.myAppointments'),
    calendar: t('header.myCalendar'),
    lawyerReviews: t('header.myReviews'),
    listing: t('header.myListing'),
    profile: t('header.myProfile'),
    security: t('header.security'),
    apply: t('nav.apply'),
    bookings: t('header.myBookings'),
  };
  const waiting = spaceCount(counts);
  return (
    <ul>
      {roleLinks(viewer).map((l) => {
        const Icon = ICONS[l.key];
        const count = l.key === 'space' ? waiting : 0;
        return (
          <li key={l.key}>
            <a href={href(l.path)} className={menuItemClass} data-testid={`role-link-${l.key}`}>
              <Icon aria-hidden />
              <span className="flex-1">{labels[l.key]}</span>
              <CountBadge count={count} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin area's links, the questions' with the queue and the slips to check; an admin account without two-step
 * sign-in sees what opening the area takes, and a link to set it up (where the area's guard would send it).
 */
export function AdminLinks({ viewer, counts }: { viewer: ViewerUser; counts: WaitingCounts | null }) {
  const { t, href } = useT();
  if (!viewer.isAdmin && !viewer.adminNeedsTwoFactor) return null;
  return (
    <>
      <hr className="my-1 border-border" />
      <p className="px-3 py-2 text-sm font-semibold">{t('header.adminArea')}</p>
      {viewer.isAdmin ? (
        <ul>
          {ADMIN_LINKS.map((l) => (
            <li key={l.key}>
              <a href={href(l.path)} className={cn(menuItemClass, 'flex-wrap py-1')}>
                <Shield aria-hidden />
                <span className="flex-1">{t(`admin.nav.${l.key}`)}</span>
                {l.key === 'questions' && counts ? <AdminQueueCounts counts={counts} /> : null}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <a
          href={href(ADMIN_TWO_FACTOR_PATH)}
          className={cn(menuItemClass, 'py-2')}
          data-testid="admin-two-factor"
        >
          <KeyRound aria-hidden />
          <span className="flex-1">{t('header.adminNeedsTwoFactor')}</span>
        </a>
      )}
    </>
  );
}

/** The questions waiting for a lawyer and the slips to check, in words (they are part of the link's name). */
function AdminQueueCounts({ counts }: { counts: WaitingCounts }) {
  const { t } = useT();
  const chip = 'rounded-full bg-primary/10 px-2 text-xs font-medium leading-5 text-primary';
  return (
    <>
      {counts.adminQueue > 0 ? (
        <span className={chip} data-testid="admin-queue-count">
          {t('header.adminQueue', { count: counts.adminQueue })}
        </span>
      ) : null}
      {counts.slips > 0 ? (
        <span className={chip} data-testid="admin-slips-count">
          {t('header.slips', { count: counts.slips })}
        </span>
      ) : null}
    </>
  );
}
