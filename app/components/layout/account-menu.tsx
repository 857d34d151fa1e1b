import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#app/components/ui/dropdown-menu.tsx';
import { ChevronDown, FilePlus2, LogOut, Shield, User, UserCircle } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import type { ViewerUser } from '#app/context.ts';
import { useT } from '#app/lib/lang.ts';
import { ADMIN_LINKS, myProfilePath } from './nav.ts';

export default function AccountMenu({ viewer }: { viewer: ViewerUser }) {
  const { t, href } = useT();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    // Sign-out ends the session on the server; local state is cleared whatever the server answered.
    // The auth client loads only when someone signs out (it is not needed to show any page).
    const { authClient } = await import('#app/features/auth/auth-client.ts');
    await authClient.signOut().catch(() => undefined);
    setBusy(false);
    toast({ title: t('auth.signedOut'), variant: 'success' });
    navigate(href(), { replace: true });
    revalidator.revalidate();
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="max-w-52" data-testid="account-menu">
          <UserCircle aria-hidden />
          <span className="hidden max-w-36 truncate sm:inline">{viewer.fullName}</span>
          <ChevronDown aria-hidden />
          <span className="sr-only">{t('actions.myAccount')}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{viewer.email}</DropdownMenuLabel>
        <DropdownMenuItem asChild>
          <Link to={href(myProfilePath(viewer.lawyerId))}>
            <User aria-hidden />
            {t('header.myProfile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href('/account')}>
            <UserCircle aria-hidden />
            {t('actions.myAccount')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={href('/apply')}>
            <FilePlus2 aria-hidden />
            {t('nav.apply')}
          </Link>
        </DropdownMenuItem>
        {viewer.isAdmin ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('header.adminArea')}</DropdownMenuLabel>
            {ADMIN_LINKS.map((l) => (
              <DropdownMenuItem asChild key={l.key}>
                <Link to={href(l.path)}>
                  <Shield aria-hidden />
                  {t(`admin.nav.${l.key}`)}
                </Link>
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={busy}
          onSelect={(e) => {
            e.preventDefault();
            void signOut();
          }}
          data-testid="sign-out"
        >
          <LogOut aria-hidden />
          {t('actions.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
