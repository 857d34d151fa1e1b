import { redirect } from 'react-router';
import { switchTheme } from '#app/lib/theme.server.ts';
import type { Route } from './+types/theme';

// POST /{lang}/theme: the theme switch of a page without JavaScript. A GET has nothing to do here.
export const action = ({ request, params }: Route.ActionArgs) => switchTheme(request, params.lang);

export const loader = ({ params }: Route.LoaderArgs) => redirect(`/${params.lang}`);
