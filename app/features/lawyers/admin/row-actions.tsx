import { useFetcher } from 'react-router';
import { refusalToast, useDeletionResult } from '#app/components/admin/answers.tsx';
import { DeleteButton } from '#app/components/admin/delete-button.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import type { AdminLawyerAnswer } from './admin-lawyers.server.ts';

export type LawyerFlag = 'verified' | 'networkMember';

/**
 * A quick on/off switch of a lawyer's verified or network-member flag (a `role="switch"` button). The new state
 * shows at once and is confirmed by the server; each change is audited there.
 */
export function FlagSwitch({
  lawyerId,
  lawyerName,
  flag,
  value,
}: {
  lawyerId: string;
  lawyerName: string;
  flag: LawyerFlag;
  value: boolean;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminLawyerAnswer>();
  const pending = fetcher.formData ? fetcher.formData.get('value') === 'true' : null;
  const on = pending ?? value;

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => {
    if (!result.ok) return { toast: refusalToast(t, t('adminLawyers.toast.saveFailed'), result) };
    if (!result.changed) return undefined;
    const key =
      flag === 'verified'
        ? result.value
          ? 'adminLawyers.toast.verifiedOn'
          : 'adminLawyers.toast.verifiedOff'
        : result.value
          ? 'adminLawyers.toast.networkOn'
          : 'adminLawyers.toast.networkOff';
    return { toast: { title: t(key, { name: lawyerName }), variant: 'success' } };
  });

  const label = t(flag === 'verified' ? 'adminLawyers.toggle.verified' : 'adminLawyers.toggle.network', {
    name: lawyerName,
  });
  const state =
    flag === 'verified'
      ? t(on ? 'adminLawyers.state.verified' : 'adminLawyers.state.unverified')
      : t(on ? 'adminLawyers.state.member' : 'adminLawyers.state.notMember');

  return (
    <fetcher.Form method="post" className="inline-flex">
      <input type="hidden" name="intent" value="set-flag" />
      <input type="hidden" name="id" value={lawyerId} />
      <input type="hidden" name="flag" value={flag} />
      <input type="hidden" name="value" value={String(!on)} />
      {/* A switch is a push button (HTML allows role="switch" on type="button", not on a submit button): it sends
          its form through the fetcher. Admin pages hydrate (app/lib/page-scripts.ts). */}
      <button
        type="button"
        onClick={(event) => fetcher.submit(event.currentTarget.form)}
        role="switch"
        aria-checked={on}
        aria-label={label}
        data-testid={`toggle-${flag}`}
        className={cn(
          'inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            on ? 'bg-primary' : 'bg-muted-foreground/40',
          )}
        >
          <span
            className={cn(
              'inline-block size-5 rounded-full bg-background shadow transition-transform',
              on ? 'translate-x-5' : 'translate-x-0',
            )}
          />
        </span>
        <span className="whitespace-nowrap">{state}</span>
      </button>
    </fetcher.Form>
  );
}

/** The one fetcher of lawyer deletions, shared by the delete buttons (rows, editor) and the page's report. */
const DELETE_FETCHER = 'admin-delete-lawyer';

/** The result of a deletion, reported by the page (useDeletionResult): a toast with the lawyer's name, then `onDeleted(id)`. */
export function useLawyerDeletion(onDeleted: (id: string) => void) {
  useDeletionResult({
    key: DELETE_FETCHER,
    texts: { failed: 'adminLawyers.toast.saveFailed', deleted: 'adminLawyers.toast.deleted' },
    onDeleted,
  });
}

/** Delete with the confirmation dialog (the page reports the result: useLawyerDeletion). */
export function DeleteLawyer({
  lawyerId,
  lawyerName,
  size,
}: {
  lawyerId: string;
  lawyerName: string;
  size?: 'sm' | 'default';
}) {
  return (
    <DeleteButton
      section="adminLawyers"
      fetcherKey={DELETE_FETCHER}
      id={lawyerId}
      name={lawyerName}
      size={size}
    />
  );
}
