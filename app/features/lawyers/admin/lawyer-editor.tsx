import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import { Field } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { refusalText } from '#app/components/form/refusal.ts';
import { LawyerAvatar } from '#app/components/lawyers/lawyer-bits.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Link2, Link2Off, Trash2, X } from '#app/components/ui/icons.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import type { AdminLawyer } from './admin-lawyers.server.ts';
import { LawyerForm } from './lawyer-form.tsx';
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
  const heading = useRef<HTMLHeadingElement>(null);
  const lawyerId = lawyer?.id;

  // Opening the panel (or another lawyer in it) moves the focus to its heading.
  useEffect(() => {
    void lawyerId;
    heading.current?.focus();
  }, [lawyerId]);

  const title = mode === 'create' ? t('adminLawyers.form.addTitle') : t('adminLawyers.form.editTitle');
  return (
    <section
      aria-labelledby="lawyer-editor-heading"
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="lawyer-editor"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="lawyer-editor-heading" ref={heading} tabIndex={-1} className="text-xl outline-none">
            {title}
          </h2>
          {lawyer ? <p className="mt-1 break-words text-muted-foreground">{lawyer.name}</p> : null}
          {mode === 'create' ? (
            <p className="mt-1 text-sm text-muted-foreground">{t('adminLawyers.form.addIntro')}</p>
          ) : null}
        </div>
        <Button asChild variant="ghost" size="icon">
          <Link to={link({})} aria-label={t('adminLawyers.form.close')} preventScrollReset>
            <X aria-hidden />
          </Link>
        </Button>
      </div>

      <div className="mt-6">
        <LawyerForm
          key={lawyer?.id ?? 'new'}
          mode={mode}
          lawyer={lawyer}
          // The list then shows the new lawyer (an unverified one may be beyond the first 100 rows).
          onCreated={(id, name) => navigate(link({ edit: id, q: name }), { preventScrollReset: true })}
        />
      </div>

      {lawyer ? (
        <div className="mt-8 grid gap-6">
          <Part id="lawyer-editor-status" title={t('adminLawyers.status.title')}>
            <p className="text-sm text-muted-foreground">{t('adminLawyers.status.hint')}</p>
            <div className="flex flex-wrap gap-x-8 gap-y-2">
              <div className="grid gap-1">
                <span className="text-sm font-medium">{t('adminLawyers.table.verified')}</span>
                <FlagSwitch
                  lawyerId={lawyer.id}
                  lawyerName={lawyer.name}
                  flag="verified"
                  value={lawyer.verified}
                />
              </div>
              <div className="grid gap-1">
                <span className="text-sm font-medium">{t('adminLawyers.table.networkMember')}</span>
                <FlagSwitch
                  lawyerId={lawyer.id}
                  lawyerName={lawyer.name}
                  flag="networkMember"
                  value={lawyer.networkMember}
                />
              </div>
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
      ) : null}
    </section>
  );
}

/** The linked user account: link by e-mail (unknown e-mails and accounts with a lawyer are refused) or unlink. */
function AccountLink({ lawyer }: { lawyer: AdminLawyer }) {
  const { t } = useT();
  const fetcher = useFetcher<AdminActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== 'idle';

  // The link form's refusal, shown under its field until the next answer or until the e-mail is changed.
  const [changedAfter, setChangedAfter] = useState<unknown>(null);
  const refused = fetcher.data?.ok === false && fetcher.data.intent === 'link' ? fetcher.data : null;
  const error = refused && refused !== changedAfter ? refusalText(t, refused) : null;
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? {
          toast: {
            title: t(result.intent === 'link' ? 'adminLawyers.toast.linked' : 'adminLawyers.toast.unlinked'),
            variant: 'success',
          },
          after: () => {
            if (result.intent === 'link') formRef.current?.reset();
          },
        }
      : {
          toast: {
            title: t('adminLawyers.toast.saveFailed'),
            description: refusalText(t, result),
            variant: 'error',
          },
        },
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
        ref={formRef}
        method="post"
        noValidate
        className="flex flex-wrap items-end gap-3"
        aria-label={t('adminLawyers.account.formLabel')}
      >
        <input type="hidden" name="intent" value="link" />
        <input type="hidden" name="id" value={lawyer.id} />
        <div className="min-w-0 flex-1 basis-64">
          <Field
            id="lawyer-account-email"
            label={t('adminLawyers.account.email')}
            hint={t('adminLawyers.account.emailHint')}
            error={error ?? undefined}
          >
            {(aria) => (
              <input
                {...aria}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="off"
                onChange={() => setChangedAfter(refused)}
              />
            )}
          </Field>
        </div>
        <Button type="submit" disabled={busy} className="mb-6">
          <Link2 aria-hidden />
          {t('adminLawyers.account.link')}
        </Button>
      </fetcher.Form>
      {lawyer.userId ? (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
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
  const fetcher = useFetcher<AdminActionResult>();
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
      : {
          title: t(
            result.intent === 'avatar' ? 'adminLawyers.toast.avatarFailed' : 'adminLawyers.toast.saveFailed',
          ),
          description: refusalText(t, result),
          variant: 'error',
        },
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
