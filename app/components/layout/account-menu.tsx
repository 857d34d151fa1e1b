import { useId } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { ChevronDown, LogOut, UserCircle } from '#app/components/ui/icons.tsx';
import type { ViewerUser } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { isLineAccountEmail } from '#domain/line.ts';
import { thaiLang } from '#domain/text.ts';
import type { WaitingCounts } from '#domain/waiting.ts';
import { AdminLinks, CountBadge, menuItemClass, RoleLinks } from './role-links.tsx';

/**
 * The signed-in person's menu: a `popover` panel under its button (no script; Escape and a click outside close
 * it) with plain links and the sign-out form, which posts to the sign-out route (app/routes/member/sign-out.ts): every
 * page of the person's roles (role-links.tsx), and an admin's queues counted on its button.
 */
export function AccountMenu({ viewer, counts }: { viewer: ViewerUser; counts: WaitingCounts | null }) {
  const { t, href, lang } = useT();
  const panelId = `${useId()}-account`;
  const adminWaiting = viewer.isAdmin && counts ? counts.adminQueue + counts.slips : 0;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="relative max-w-52 px-2.5 sm:px-4"
        popoverTarget={panelId}
        data-testid="account-menu"
      >
        <UserCircle aria-hidden />
        {/* The name where the header has room: not beside xl's inline navigation (app/components/layout/nav.ts). */}
        <span
          className="hidden max-w-36 truncate sm:inline xl:hidden 2xl:inline"
          lang={thaiLang(viewer.fullName, lang)}
        >
          {viewer.fullName}
        </span>
        <span className="sr-only">{t('actions.myAccount')}</span>
        <CountBadge count={adminWaiting} className="absolute -top-1 -right-1" />
        {/* Left out on a phone, where the header's width is short. */}
        <ChevronDown aria-hidden className="hidden sm:block" />
      </Button>
      <div
        id={panelId}
        popover="auto"
        className="fixed top-14 right-2 left-auto m-0 max-h-[calc(100dvh-4rem)] w-64 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-md"
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
          <RoleLinks viewer={viewer} counts={counts} />
          <AdminLinks viewer={viewer} counts={counts} />
          <hr className="my-1 border-border" />
          <form method="post" action={href('/sign-out')}>
            <button type="submit" className={menuItemClass} data-testid="sign-out">
              <LogOut aria-hidden />
              {t('actions.signOut')}
            </button>
          </form>
        </nav>
      </div>
    </>
  );
}
