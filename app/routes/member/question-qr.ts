import { fromContext } from '#app/context.server.ts';
import { downloadFeeDueQr } from '#app/features/inbox/member-space.server.ts';
import type { Route } from './+types/question-qr';

/** Resource route: the PromptPay QR of the signed-in member's fee due, as a PNG file to save. */
export const loader = ({ context, params, url }: Route.LoaderArgs) =>
  downloadFeeDueQr(fromContext(context), params.id, url);
