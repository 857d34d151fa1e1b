import { viewerContext } from '#app/context.ts';
import { downloadPersonalData } from '#app/features/account/account.server.ts';
import { isLang } from '#domain/i18n.ts';
import type { Route } from './+types/account-data';

/** Resource route: the signed-in person's data as a JSON download (PDPA access and portability). */
export const loader = ({ context, params }: Route.LoaderArgs) =>
  downloadPersonalData(context.get(viewerContext), isLang(params.lang) ? params.lang : 'th');
