import { redirect } from 'react-router';
import { fromContext } from '#app/context.server.ts';
import { signOut } from '#app/features/accounts/auth/sign-out.server.ts';
import type { Route } from './+types/sign-out';

// POST /{lang}/sign-out: the account menu's sign-out form. A GET has nothing to do here.
export const action = ({ request, context }: Route.ActionArgs) => signOut(fromContext(context), request);

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${params.lang}`);
