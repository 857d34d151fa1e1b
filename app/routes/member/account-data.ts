import { fromContext } from '#app/context.server.ts';
import { downloadPersonalData } from '#app/features/accounts/account.server.ts';
import type { Route } from './+types/account-data';

/** Resource route: the signed-in person's data as a JSON download (PDPA access and portability). */
export const loader = ({ context }: Route.LoaderArgs) => downloadPersonalData(fromContext(context));
