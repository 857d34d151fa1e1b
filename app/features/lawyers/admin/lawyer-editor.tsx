import { useState } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { refusalToast } from '#app/components/admin/answers.tsx';
import { EditorPanel } from '#app/components/admin/editor-panel.tsx';
import { TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { LawyerAvatar } from '#app/components/lawyers/lawyer-marks.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Link2, Link2Off, Trash2 } from '#app/components/ui/icons.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { adminLawyerLinkSchema } from '#domain/schemas/admin-lawyer.ts';
import { AdminLawyerForm } from './admin-lawyer-form.tsx';
import type { AdminLawyer, AdminLawyerAnswer } from './admin-lawyers.server.ts';
import { useListParams } from './lawyer-table.tsx';
import { DeleteLawyer, FlagSwitch } from './row-actions.tsx';

/** A titled part of the editor. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 border-t pt-6">
      <h3 id={id} className="text-lg">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The panel above the table: the add form, or the edit form with the account, picture, flags and delete. */
export function LawyerEditor({ mode, lawyer }: { mode: 'create' | 'update'; lawyer?: AdminLawyer }) {
  const { t } = useT();
  const navigate = useNavigate();
  const link = useListParams();
  return (
    <EditorPanel
      testId="lawyer-editor"
      title={mode === 'create' ? t('adminLawyers.form.addTitle') : t('adminLawyers.form.editTitle')}
      subtitle={lawyer?.name}
      intro={mode === 'create' ? t('adminLawyers.form.addIntro') : undefined}
      closeTo={link({})}
      closeLabel={t('adminLawyers.form.close')}
      recordId={lawyer?.id}
    >
      <div className="mt-6">
        <AdminLawyerForm
          key={lawyer?.id ?? 'new'}
          mode={mode}
          lawyer={lawyer}
          // The list then shows the new lawyer (an unverified one may be beyond the first page).
          onCreated={(id, name) => navigate(link({ edit: id, q: name }), { preventScrollReset: true })}
        />
      </div>
      {lawyer ? <LawyerParts lawyer={lawyer} /> : null}
    </EditorPanel>
  );
}

/** The edited lawyer's status switches, linked account, picture and deletion. */
function LawyerParts({ lawyer }: { lawyer: AdminLawyer }) {
  const { t } = useT();
  return (
    <div className="mt-8 grid gap-6">
      <Part id="lawyer-editor-status" title={t('adminLawyers.status.title')}>
        <p className="text-sm text-muted-foreground">{t('adminLawyers.status.hint')}</p>
        <div className="flex flex-wrap gap-x-8 gap-y-2">
          {LAWYER_FLAGS.map(({ flag, label }) => (
            <div key={flag} className="grid gap-1">
              <span className="text-sm font-medium">{t(label)}</span>
              <FlagSwitch lawyerId={lawyer.id} lawyerName={lawyer.name} flag={flag} value={lawyer[flag]} />
            </div>
          ))}
        </div>
      </Part>
      <Part id="lawyer-editor-account" title={t('adminLawyers.account.title')}>
        <AccountLink lawyer={lawyer} />
      </Part>
      <Part id="lawyer-editor-avatar" title={t('adminLawyers.avatar.title')}>
        <AvatarEditor lawyer={lawyer} />
      </Part>
      <Part id="lawyer-editor-delete" title={t('adminLawyers.delete.sectionTitle')}>
        <p className="text-sm text-muted-foreground">{t('adminLawyers.delete.hint')}</p>
        <div>
          <DeleteLawyer lawyerId={lawyer.id} lawyerName={lawyer.name} size="default" />
        </div>
      </Part>
    </div>
  );
}

/** The two switches of a lawyer, with their column heading in the table. */
const LAWYER_FLAGS = [
  { flag: 'verified', label: 'adminLawyers.table.verified' },
  { flag: 'networkMember', label: 'adminLawyers.table.networkMember' },
] as const;

/** The linked user account: link by e-mail (unknown e-mails and accounts with a lawyer are refused) or unlink. */
function AccountLink({ lawyer }: { lawyer: AdminLawyer }) {
  const { t } = useT();
  const fetcher = useFetcher<AdminLawyerAnswer>();
  const form = useForm({ schema: adminLawyerLinkSchema, answer: fetcher.data, fetcher, intent: 'link' });
  const email = form.field('email');
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? {
          toast: {
            title: t(result.intent === 'link' ? 'adminLawyers.toast.linked' : 'adminLawyers.toast.unlinked'),
            variant: 'success',
          },
          after: () => {
            if (result.intent === 'link') form.props.ref.current?.reset();
          },
        }
      : { toast: refusalToast(t, t('adminLawyers.toast.saveFailed'), result) },
  );

  return (
    <div className="grid gap-4">
      <p data-testid="linked-account">
        {lawyer.accountEmail ? (
          t('adminLawyers.account.linkedTo', { email: lawyer.accountEmail })
        ) : (
          <span className="text-muted-foreground">{t('adminLawyers.account.notLinked')}</span>
        )}
      </p>
      <fetcher.Form
        {...form.props}
        method="post"
        className="flex flex-wrap items-end gap-3"
        aria-label={t('adminLawyers.account.formLabel')}
      >
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="id" value={lawyer.id} />
        <div className="min-w-0 flex-1 basis-64">
          <TextInputField
            id="lawyer-account-email"
            label={t('adminLawyers.account.email')}
            hint={t('adminLawyers.account.emailHint')}
            {...email}
            // A refusal that names no field (the lawyer is gone) shows here too.
            error={email.error ?? form.message}
            type="email"
            inputMode="email"
            autoComplete="off"
          />
        </div>
        <Button type="submit" disabled={form.busy} className="mb-6">
          <Link2 aria-hidden />
          {t('adminLawyers.account.link')}
        </Button>
      </fetcher.Form>
      {lawyer.userId ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={form.busy}
            onClick={() => fetcher.submit({ intent: 'unlink', id: lawyer.id }, { method: 'post' })}
          >
            <Link2Off aria-hidden />
            {t('adminLawyers.account.unlink')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The picture: upload a new one (saved on the lawyer at once) or remove it. */
function AvatarEditor({ lawyer }: { lawyer: AdminLawyer }) {
  const { t } = useT();
  const fetcher = useFetcher<AdminLawyerAnswer>();
  // A new upload field after each answer, so a refused or saved picture does not linger in it.
  const [round, setRound] = useState(0);
  const busy = fetcher.state !== 'idle';

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => ({
    toast: result.ok
      ? {
          title: t(
            result.intent === 'avatar'
              ? 'adminLawyers.toast.avatarSaved'
              : 'adminLawyers.toast.avatarRemoved',
          ),
          variant: 'success',
        }
      : refusalToast(
          t,
          t(result.intent === 'avatar' ? 'adminLawyers.toast.avatarFailed' : 'adminLawyers.toast.saveFailed'),
          result,
        ),
    after: () => setRound((n) => n + 1),
  }));

  return (
    <div className="flex flex-wrap items-start gap-6">
      <div
        className="grid justify-items-center gap-3"
        data-testid="lawyer-avatar"
        data-avatar={lawyer.avatarUrl ?? ''}
      >
        <LawyerAvatar name={lawyer.name} url={lawyer.avatarUrl} size="lg" />
        {lawyer.avatarUrl ? (
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => fetcher.submit({ intent: 'avatar-remove', id: lawyer.id }, { method: 'post' })}
          >
            <Trash2 aria-hidden />
            {t('adminLawyers.avatar.remove')}
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">{t('adminLawyers.avatar.none')}</p>
        )}
      </div>
      <div className="min-w-0 flex-1 basis-64">
        <ImageUpload
          key={round}
          id="lawyer-avatar-upload"
          kind="avatar"
          name="avatarKey"
          label={t('adminLawyers.avatar.upload')}
          disabled={busy}
          onUploaded={(key) => fetcher.submit({ intent: 'avatar', id: lawyer.id, key }, { method: 'post' })}
        />
      </div>
    </div>
  );
}
