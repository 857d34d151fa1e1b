import { type ReactNode, useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  CalendarDays,
  ChevronDown,
  FilePlus2,
  LogOut,
  Shield,
  Star,
  User,
  UserCircle,
} from '#app/components/ui/icons.tsx';
import type { ViewerUser } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { isLineAccountEmail } from '#domain/line.ts';
import { thaiLang } from '#domain/text.ts';
import { ADMIN_LINKS, myProfilePath } from './nav.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-md px-3 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0';

function MenuLink({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <a href={href} className={itemClass}>
        {icon}
        {children}
      </a>
    </li>
  );
}

/**
 * The signed-in person's menu: a `popover` panel under its button (no script; Escape and a click outside close
 * it) with plain links and the sign-out form, which posts to the sign-out route (app/routes/member/sign-out.ts).
 */
export function AccountMenu({ viewer }: { viewer: ViewerUser }) {
  const { t, href, lang } = useT();
  const panelId = `${useId()}-account`;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="max-w-52"
        popoverTarget={panelId}
        data-testid="account-menu"
      >
        <UserCircle aria-hidden />
        <span className="hidden max-w-36 truncate sm:inline" lang={thaiLang(viewer.fullName, lang)}>
          {viewer.fullName}
        </span>
        <ChevronDown aria-hidden />
        <span className="sr-only">{t('actions.myAccount')}</span>
      </Button>
      <div
        id={panelId}
        popover="auto"
        className="fixed top-14 right-2 left-auto m-0 w-64 max-w-[calc(100vw-1rem)] rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
        data-testid="account-menu-panel"
      >
        <nav aria-label={t('actions.myAccount')}>
          {/* An account made with LINE without an e-mail has only a stand-in address (domain/line.ts): its name. */}
          {isLineAccountEmail(viewer.email) ? (
            <p className="truncate px-3 py-2 text-sm font-semibold" lang={thaiLang(viewer.fullName, lang)}>
              {viewer.fullName}
            </p>
          ) : (
            <p className="truncate px-3 py-2 text-sm font-semibold">{viewer.email}</p>
          )}
          <ul>
            <MenuLink href={href(myProfilePath(viewer.lawyerId))} icon={<User aria-hidden />}>
              {t('header.myProfile')}
            </MenuLink>
            {viewer.lawyerId ? (
              <MenuLink href={href('/account/reviews')} icon={<Star aria-hidden />}>
                {t('header.myReviews')}
              </MenuLink>
            ) : null}
            <MenuLink href={href('/account')} icon={<UserCircle aria-hidden />}>
              {t('actions.myAccount')}
            </MenuLink>
            {viewer.lawyerId ? (
              <MenuLink href={href('/account/appointments')} icon={<CalendarDays aria-hidden />}>
                {t('header.myAppointments')}
              </MenuLink>
            ) : null}
            <MenuLink href={href('/apply')} icon={<FilePlus2 aria-hidden />}>
              {t('nav.apply')}
            </MenuLink>
          </ul>
          {viewer.isAdmin ? (
            <>
              <hr className="my-1 border-border" />
              <p className="px-3 py-2 text-sm font-semibold">{t('header.adminArea')}</p>
              <ul>
                {ADMIN_LINKS.map((l) => (
                  <MenuLink key={l.key} href={href(l.path)} icon={<Shield aria-hidden />}>
                    {t(`admin.nav.${l.key}`)}
                  </MenuLink>
                ))}
              </ul>
            </>
          ) : null}
          <hr className="my-1 border-border" />
          <form method="post" action={href('/sign-out')}>
            <button type="submit" className={itemClass} data-testid="sign-out">
              <LogOut aria-hidden />
              {t('actions.signOut')}
            </button>
          </form>
        </nav>
      </div>
    </>
  );
}
