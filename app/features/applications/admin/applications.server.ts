import type { RequestContext } from '#app/context.server.ts';
import type { Answer } from '#app/lib/action-error.server.ts';
import { intentAction } from '#app/lib/admin-screen.server.ts';
import { loadPage } from '#app/lib/paging.server.ts';
import { actorOf } from '#app/lib/session.server.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { formInput, formText } from '#domain/schemas/form.ts';
import { matchContextOf } from '#server/runtime.ts';
import { approveApplication } from '#server/services/admin/applications/approve-application.ts';
import { createApplication } from '#server/services/admin/applications/create-application.ts';
import { deleteApplication } from '#server/services/admin/applications/delete-application.ts';
import { getApplicationCardLink } from '#server/services/admin/applications/get-application-card-link.ts';
import { listApplications } from '#server/services/admin/applications/list-applications.ts';
import { rejectApplication } from '#server/services/admin/applications/reject-application.ts';
import { updateApplication } from '#server/services/admin/applications/update-application.ts';
import { approveClaim } from '#server/services/claims/approve-claim.ts';
import { listClaimCoverage } from '#server/services/claims/list-claim-coverage.ts';
import { listClaims } from '#server/services/claims/list-claims.ts';
import { rejectClaim } from '#server/services/claims/reject-claim.ts';
import { sendClaimInvitations } from '#server/services/claims/send-claim-invitations.ts';

export type { ClaimCoverageRow } from '#server/services/claims/list-claim-coverage.ts';
export type { AdminClaim } from '#server/services/claims/list-claims.ts';

/**
 * What the page's action answers: success with the intent (the card's signed link; the number of claim invitations
 * sent and still waiting), or the refusal.
 */
export type AdminApplicationAnswer = Answer<{
  intent: string;
  id: string;
  created: boolean;
  url: string | null;
  sent?: number;
  remaining?: number;
}>;

/**
 * `/admin/applications`: the applications table a page at a time (`loadPage`) with their total, the admin's own id (the default applicant of a new application),
 * the listing claims waiting for a decision, and, on the coverage tab only (`?tab=coverage`), how many verified
 * listings can be invited per case type and province (docs/product-rules.md, "Claiming a listing"): that count
 * reads every verified listing, too much for each visit of the page; null on the other tabs.
 */
export function loadAdminApplications({ runtime, viewer }: RequestContext, url: URL) {
  const actor = actorOf(viewer);
  const withCoverage = url.searchParams.get('tab') === 'coverage';
  return loadPage(url, async (after) => {
    // listApplications refuses anyone but an admin, so the actor is an admin here.
    const { rows, next, page, total, totalIsMore } = await listApplications(runtime.db, actor, { after });
    const [claims, coverage] = await Promise.all([
      listClaims(runtime.db, actor),
      withCoverage ? listClaimCoverage(runtime.db, actor) : null,
    ]);
    return { applications: rows, next, page, total, totalIsMore, adminId: actor?.id ?? '', claims, coverage };
  });
}

/** What an intent's handler answers beside `intent` and `id`. */
interface HandlerAnswer {
  id?: string;
  created: boolean;
  url: string | null;
  sent?: number;
  remaining?: number;
}

const done: HandlerAnswer = { created: false, url: null };

/**
 * The page's actions, by intent: save (create or update), delete, approve, reject, card (signed link); and for
 * listing claims claim-approve, claim-reject (with a reason) and claim-invite (claim invitations for a case type
 * and province).
 */
export const adminApplicationsAction = (context: RequestContext, request: Request) =>
  intentAction<HandlerAnswer>(
    context,
    request,
    {
      save: async ({ form, id, actor, db }) => {
        const input = formInput(form, applicationSchema);
        const saved = id
          ? await updateApplication(db, actor, id, input)
          : await createApplication(db, actor, input);
        return { id: saved.id, created: !id, url: null };
      },
      delete: async ({ id, actor, db }) => {
        await deleteApplication(db, actor, id);
        return done;
      },
      approve: async ({ id, actor, db, runtime }) => {
        await approveApplication(db, actor, id, matchContextOf(runtime));
        return done;
      },
      reject: async ({ id, actor, db, runtime }) => {
        await rejectApplication(db, actor, id, matchContextOf(runtime));
        return done;
      },
      card: async ({ id, actor, db, runtime }) => {
        const link = await getApplicationCardLink(db, runtime.config.authSecret, actor, id);
        return { created: false, url: link.url };
      },
      'claim-approve': async ({ id, actor, db, runtime }) => {
        await approveClaim(db, actor, id, matchContextOf(runtime));
        return done;
      },
      'claim-reject': async ({ form, id, actor, db, runtime }) => {
        await rejectClaim(db, actor, id, { reason: formText(form, 'reason') }, matchContextOf(runtime));
        return done;
      },
      'claim-invite': async ({ form, actor, db, runtime }) => {
        const result = await sendClaimInvitations(
          db,
          actor,
          { caseType: formText(form, 'caseType'), province: formText(form, 'province') },
          { ...matchContextOf(runtime), secret: runtime.config.authSecret },
        );
        return { ...done, ...result };
      },
    },
    { failure: { log: 'admin application action failed', code: 'adminApplications.saveFailed' } },
  );
