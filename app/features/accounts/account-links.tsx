import { useSpaceLabel } from '#app/components/layout/role-links.tsx';
import { Link } from '#app/components/link.tsx';
import {
  BriefcaseBusiness,
  CalendarDays,
  ChevronRight,
  KeyRound,
  MessageCircle,
  Star,
  User,
} from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';

/** The card to the person's space (/inbox), as the header names it: "my desk" or "my questions". */
export function AccountSpaceLink({ lawyerId }: { lawyerId: string | null }) {
  const { t, href } = useT();
  const title = useSpaceLabel({ lawyerId });
  return (
    <AccountPageLink to={href('/inbox')} icon={MessageCircle} testId="account-space-link">
      {{ title, text: lawyerId ? t('account.space.lawyerText') : t('account.space.text') }}
    </AccountPageLink>
  );
}

/** The cards to a linked lawyer's own pages: appointment requests, the listing, the reviews, the public profile. */
export function LawyerAccountLinks({ lawyerId }: { lawyerId: string }) {
  const { t, href } = useT();
  return (
    <>
      <AccountPageLink
        to={href('/account/appointments')}
        icon={CalendarDays}
        testId="account-appointments-link"
      >
        {{ title: t('account.appointments.title'), text: t('account.appointments.text') }}
      </AccountPageLink>
      <AccountPageLink to={href('/account/lawyer')} icon={BriefcaseBusiness} testId="account-lawyer-link">
        {{ title: t('account.lawyer.title'), text: t('account.lawyer.text') }}
      </AccountPageLink>
      <AccountPageLink to={href('/account/reviews')} icon={Star} testId="account-reviews-link">
        {{ title: t('account.reviews.title'), text: t('account.reviews.text') }}
      </AccountPageLink>
      <AccountPageLink to={href(`/lawyers/${lawyerId}`)} icon={User} testId="account-profile-link">
        {{ title: t('account.profile.title'), text: t('account.profile.text') }}
      </AccountPageLink>
    </>
  );
}

/** The card to the security page, with two-factor sign-in's state (On/Off). */
export function AccountSecurityLink({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t, href } = useT();
  return (
    <Link
      to={href('/account/security')}
      className="group flex min-h-11 items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="account-security-link"
    >
      <KeyRound className="size-6 shrink-0 text-primary" aria-hidden />
      <span className="grid flex-1 gap-1">
        <span className="text-lg font-semibold">{t('account.security.title')}</span>
        <span className="text-sm text-muted-foreground">{t('account.security.text')}</span>
        <span
          className={cn(
            'w-fit rounded-full px-2.5 py-0.5 text-xs font-medium',
            twoFactorEnabled
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
              : 'bg-muted text-foreground',
          )}
        >
          {twoFactorEnabled ? t('account.security.on') : t('account.security.off')}
        </span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}

/** A card of the account page that leads to one of the account's pages (a linked lawyer's parts). */
function AccountPageLink({
  to,
  icon: Icon,
  testId,
  children,
}: {
  to: string;
  icon: typeof Star;
  testId: string;
  children: { title: string; text: string };
}) {
  return (
    <Link
      to={to}
      className="group flex min-h-11 items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid={testId}
    >
      <Icon className="size-6 shrink-0 text-primary" aria-hidden />
      <span className="grid flex-1 gap-1">
        <span className="text-lg font-semibold">{children.title}</span>
        <span className="text-sm text-muted-foreground">{children.text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
