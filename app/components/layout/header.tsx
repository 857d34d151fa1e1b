import { NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { MessageCircle, Scale, Search, UserPlus } from '#app/components/ui/icons.tsx';
import type { ViewerUser } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { useWaitingCounts } from '#app/lib/use-waiting-counts.ts';
import { cn } from '#app/lib/utils.ts';
import type { RootData } from '#app/root.tsx';
import { AccountMenu } from './account-menu.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { spaceCount, visibleNav } from './nav.ts';
import { AdminLinks, CountBadge, RoleLinks, useSpaceLabel } from './role-links.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

export function Header() {
  const { t, lang, href } = useT();
  const root = useRouteLoaderData<RootData>('root');
  const viewer = root?.viewer ?? null;
  const location = useLocation();
  const isHome = location.pathname.replace(/\/$/, '') === `/${lang}`;
  const entries = visibleNav(isHome);
  // Counted once for the header, its menus and their badges; live on a hydrated page (use-waiting-counts.ts).
  const counts = useWaitingCounts();

  // `nav-link` (app/app.css): the look the header's links share.
  const navLinkClass = ({ isActive }: { isActive: boolean }) =>
    cn('nav-link', isActive ? 'font-semibold text-primary' : 'text-foreground/80');

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="page flex items-center gap-2 py-2">
        <Link
          to={href()}
          className="flex items-center gap-2 rounded-md py-1 pr-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Scale className="size-7 text-primary" aria-hidden />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-semibold text-primary">{t('meta.brand')}</span>
            {isHome ? (
              <span className="hidden text-xs text-muted-foreground sm:block">{t('header.tagline')}</span>
            ) : null}
          </span>
        </Link>

        {/* The main entries from xl (1280 px) up; the menu holds the rest (nav.ts). */}
        <nav
          aria-label={t('header.mainNav')}
          className="ml-2 hidden min-w-0 flex-1 items-center whitespace-nowrap xl:flex"
        >
          {entries
            .filter((e) => e.inline)
            .map((e) => (
              <NavLink key={e.key} to={href(e.path)} end={e.path === ''} className={navLinkClass}>
                {t(`nav.${e.key}`)}
              </NavLink>
            ))}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          {/* Beside the main entries only from 2xl: from xl to 2xl the menu holds them, so the grid's header fits. */}
          <div className="hidden items-center gap-1 lg:flex xl:hidden 2xl:flex">
            <Button asChild variant="ghost" size="sm">
              <Link to={href('/ask')}>{t('nav.ask')}</Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to={href('/apply')}>{t('nav.apply')}</Link>
            </Button>
          </div>
          <Button asChild variant="ghost" size="icon" className="xl:hidden">
            <Link to={href('/search')} aria-label={t('actions.search')}>
              <Search aria-hidden />
            </Link>
          </Button>
          <LanguageSwitcher className="hidden sm:flex" />
          <ThemeToggle />
          {viewer ? (
            <>
              <SpaceLink viewer={viewer} count={spaceCount(counts)} />
              <AccountMenu viewer={viewer} counts={counts} />
            </>
          ) : (
            <>
              <Button asChild variant="default" className="hidden sm:inline-flex">
                <Link to={href('/auth')}>{t('actions.signIn')}</Link>
              </Button>
              <Button asChild variant="ghost" size="icon" className="sm:hidden">
                <Link to={href('/auth?tab=signUp')} aria-label={t('actions.signUp')}>
                  <UserPlus aria-hidden />
                </Link>
              </Button>
            </>
          )}
          <MobileMenu>
            {viewer ? (
              // The signed-in person's own pages first, as in the account menu (role-links.tsx).
              <div className="mb-2 border-b pb-2" data-testid="menu-account">
                <p className="px-3 py-2 text-sm font-semibold">{t('actions.myAccount')}</p>
                <RoleLinks viewer={viewer} counts={counts} />
                <AdminLinks viewer={viewer} counts={counts} />
              </div>
            ) : null}
            {/* Named apart from the header's own navigation, which shows beside it from xl up. */}
            <nav aria-label={t('header.menu')} className="flex flex-col">
              {entries.map((e) => (
                <NavLink
                  key={e.key}
                  to={href(e.path)}
                  end={e.path === ''}
                  className={(state) => cn(navLinkClass(state), e.inline && 'xl:hidden')}
                >
                  {t(`nav.${e.key}`)}
                </NavLink>
              ))}
              <NavLink to={href('/ask')} className={navLinkClass}>
                {t('nav.ask')}
              </NavLink>
              <NavLink to={href('/apply')} className={navLinkClass}>
                {t('nav.apply')}
              </NavLink>
              {viewer ? null : (
                <NavLink to={href('/auth')} className={navLinkClass}>
                  {t('actions.signIn')}
                </NavLink>
              )}
            </nav>
            <LanguageSwitcher className="mt-2 sm:hidden" />
          </MobileMenu>
        </div>
      </div>
    </header>
  );
}

/**
 * The signed-in person's space (/inbox) in the header itself, on every page and width: "my desk" for a linked
 * lawyer, "my questions" for everyone else, with what waits there as a badge and in its name.
 */
function SpaceLink({ viewer, count }: { viewer: ViewerUser; count: number }) {
  const { href } = useT();
  const label = useSpaceLabel(viewer);
  return (
    <Button asChild variant="ghost" className="relative px-2.5">
      <Link to={href('/inbox')} data-testid="space-link">
        <MessageCircle aria-hidden />
        {/* In words where the header has room (not beside the inline navigation of xl); else named for screen
            readers only. */}
        <span className="sr-only lg:not-sr-only xl:sr-only 2xl:not-sr-only">{label}</span>
        <CountBadge count={count} className="absolute -top-0.5 -right-0.5 lg:static xl:absolute 2xl:static" />
      </Link>
    </Button>
  );
}
