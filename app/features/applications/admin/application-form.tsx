import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import {
  FieldGrid,
  FormSection,
  SelectField,
  TextareaField,
  TextInputField,
} from '#app/components/form/field.tsx';
import { fieldBinding, formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import {
  ApplicationPracticeFields,
  ContactFields,
  ListingDetailsFields,
} from '#app/components/form/lawyer-fields.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save, X } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { adminApplicationSchemaFor } from '#domain/schemas/admin-application.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import { feeUpToShown } from '#domain/schemas/practice.ts';
import { APPLICATION_STATUSES, statusLabel } from '#domain/statuses.ts';
import type { AdminApplicationResult } from './types.ts';

/** True for Ctrl+S (Windows, Linux) and Cmd+S (macOS). */
const isSaveKey = (e: React.KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's';

/**
 * The admin's create/edit form of an application (docs/product-rules.md, "Administration"), in a
 * dialog: every field of the application, the applicant (an e-mail or a user id; a new application defaults
 * to the admin's own id) and any of the three statuses. Esc cancels and Ctrl/Cmd+S saves (a keydown handler
 * on the form; the browser's own "save page" is prevented). Checked with the shared schema in the browser,
 * then again by the server; a refusal shows 'บันทึกไม่สำเร็จ' with the reason and the field errors.
 */
export function ApplicationFormDialog({
  application,
  adminId,
  onClose,
}: {
  /** The application to edit; null for a new one. */
  application: AdminApplication | null;
  adminId: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminApplicationResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { err, show, clear } = useFormErrors(
    formRef,
    fetcher.data?.ok === false ? fetcher.data.fields : undefined,
  );
  const busy = fetcher.state !== 'idle';
  const isNew = application === null;
  const a = application;

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? {
          toast: {
            title: t(result.created ? 'adminApplications.toast.created' : 'adminApplications.toast.saved'),
            variant: 'success',
          },
          after: onClose,
        }
      : {
          toast: {
            title: t('adminApplications.saveFailed'),
            description:
              result.code === 'adminApplications.saveFailed' ? undefined : translateCode(t, result.code),
            variant: 'error',
          },
        },
  );

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    // An edit may keep the areas and languages the application already holds (the server checks the same).
    const schema = adminApplicationSchemaFor({ isNew, kept: a ?? undefined });
    const parsed = schema.safeParse(formValues(e.currentTarget, schema));
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      show(fields);
      toast({
        title: t('adminApplications.saveFailed'),
        description: t.dynamic(Object.values(fields)[0] ?? 'errors.INVALID_INPUT'),
        variant: 'error',
      });
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  function onKeyDown(e: React.KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (isSaveKey(e)) {
      e.preventDefault();
      formRef.current?.requestSubmit();
    }
  }

  const app: AppFields = { a, isNew, busy, err, clear };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(48rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-background shadow-xl"
          data-testid="application-form-dialog"
        >
          <div className="flex items-start justify-between gap-3 border-b p-4 sm:px-6">
            <div>
              <Dialog.Title className="text-lg font-semibold">
                {isNew ? t('adminApplications.form.createTitle') : t('adminApplications.form.editTitle')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-muted-foreground">
                {t('adminApplications.form.shortcuts')}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t('adminApplications.form.close')}
              >
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>

          <fetcher.Form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={onSubmit}
            onKeyDown={onKeyDown}
            aria-label={
              isNew ? t('adminApplications.form.createTitle') : t('adminApplications.form.editTitle')
            }
            className="flex min-h-0 flex-1 flex-col"
            data-testid="application-form"
          >
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="id" value={a?.id ?? ''} />
            <div className="grid min-h-0 flex-1 gap-8 overflow-y-auto p-4 sm:px-6">
              <ApplicantSections app={app} adminId={adminId} />
              <PracticeSections app={app} />
              <FileSections app={app} />
            </div>

            <div className="flex flex-wrap justify-end gap-2 border-t p-4 sm:px-6">
              <Button type="button" variant="outline" onClick={onClose}>
                {t('adminApplications.form.cancel')}
              </Button>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                <Save aria-hidden />
                {busy ? t('adminApplications.form.saving') : t('adminApplications.form.save')}
              </Button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the sections of the form share: the application (null for a new one), its field errors, a save under way. */
interface AppFields {
  a: AdminApplication | null;
  isNew: boolean;
  busy: boolean;
  err: (field: string) => string | undefined;
  clear: (field: string) => void;
}

/** The label of an optional field. */
function useOptional() {
  const { t } = useT();
  return (label: string) => `${label} (${t('apply.fields.optional')})`;
}

/** The review (applicant, status) and identity sections. */
function ApplicantSections({ app: { a, isNew, err, clear }, adminId }: { app: AppFields; adminId: string }) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const optional = useOptional();
  const required = t('apply.fields.required');
  return (
    <>
      <FormSection id="admin-app-review" title={t('adminApplications.form.sections.review')}>
        <FieldGrid>
          <TextInputField
            id="admin-app-user"
            label={t('adminApplications.form.user')}
            required={isNew}
            requiredLabel={required}
            hint={isNew ? t('adminApplications.form.userHintNew') : t('adminApplications.form.userHintEdit')}
            {...field('userRef')}
            autoComplete="off"
            defaultValue={isNew ? adminId : (a?.applicantEmail ?? '')}
          />
          <SelectField
            id="admin-app-status"
            label={t('adminApplications.form.status')}
            hint={t('adminApplications.form.statusHint')}
            error={err('status')}
            name="status"
            defaultValue={a?.status ?? 'pending'}
            options={APPLICATION_STATUSES.map((s) => ({
              value: s,
              label: statusLabel('application', s, lang),
            }))}
          />
        </FieldGrid>
      </FormSection>
      <FormSection id="admin-app-identity" title={t('apply.sections.identity')}>
        <FieldGrid>
          <TextInputField
            id="admin-app-full-name"
            label={t('apply.fields.fullName')}
            required
            requiredLabel={required}
            {...field('fullName')}
            autoComplete="off"
            defaultValue={a?.fullName ?? ''}
          />
          <TextInputField
            id="admin-app-license"
            label={t('apply.fields.licenseNumber')}
            required
            requiredLabel={required}
            {...field('licenseNumber')}
            autoComplete="off"
            defaultValue={a?.licenseNumber ?? ''}
          />
          <TextInputField
            id="admin-app-title"
            label={optional(t('lawyerform.fields.title'))}
            hint={t('lawyerform.fields.titleHint')}
            {...field('title')}
            autoComplete="off"
            defaultValue={a?.title ?? ''}
          />
        </FieldGrid>
      </FormSection>
    </>
  );
}

/** The contact and practice sections. */
function PracticeSections({ app: { a, isNew, err, clear } }: { app: AppFields }) {
  const field = fieldBinding(err, clear);
  const { t } = useT();
  const optional = useOptional();
  return (
    <>
      <FormSection id="admin-app-contact" title={t('apply.sections.contact')}>
        <ContactFields
          idPrefix="admin-app"
          labels={{
            phone: optional(t('apply.fields.phone')),
            email: optional(t('apply.fields.email')),
            lineId: optional(t('apply.fields.lineId')),
            website: optional(t('apply.fields.website')),
          }}
          hints={{ email: isNew ? t('adminApplications.form.emailHint') : undefined }}
          defaults={{
            phone: a?.phone ?? '',
            email: a?.email ?? '',
            lineId: a?.lineId ?? '',
            website: a?.website ?? '',
          }}
          err={err}
          clear={clear}
        />
      </FormSection>
      <FormSection id="admin-app-practice" title={t('apply.sections.practice')}>
        <ApplicationPracticeFields
          idPrefix="admin-app"
          defaults={{
            areas: a?.experienceAreas.join(', ') ?? '',
            province: a?.province ?? '',
            district: a?.district ?? '',
            experience: a?.experience,
            address: a?.address ?? '',
          }}
          err={err}
          clear={clear}
        />
        <ListingDetailsFields
          idPrefix="admin-app"
          defaults={{
            languages: a?.languages ?? [],
            feeMin: a?.feeMin,
            feeMax: a ? feeUpToShown(a.feeMin, a.feeMax) : null,
            feeUnit: a?.feeUnit,
            education: a?.education ?? [],
          }}
          err={err}
          clear={clear}
        />
        <TextareaField
          id="admin-app-description"
          label={optional(t('apply.fields.description'))}
          className="min-h-28 resize-y"
          {...field('description')}
          rows={4}
          defaultValue={a?.description ?? ''}
        />
      </FormSection>
    </>
  );
}

/** The files: the picture and the business card, each kept, removed or replaced. */
function FileSections({ app: { a, busy, err, clear } }: { app: AppFields }) {
  const { t } = useT();
  const optional = useOptional();
  return (
    <FormSection id="admin-app-files" title={t('apply.sections.files')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          {a?.avatarUrl ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3">
              <img
                src={a.avatarUrl}
                alt={t('adminApplications.form.currentAvatar')}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-full border object-cover"
              />
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="avatarRemove" className="size-5" />
                {t('adminApplications.form.removeAvatar')}
              </label>
            </div>
          ) : null}
          <ImageUpload
            id="admin-app-avatar"
            kind="avatar"
            name="avatarKey"
            label={optional(a?.avatarUrl ? t('adminApplications.form.newAvatar') : t('apply.fields.avatar'))}
            error={err('avatarKey')}
            disabled={busy}
            onUploaded={() => clear('avatarKey')}
            onRemoved={() => clear('avatarKey')}
          />
        </div>
        <div className="grid content-start gap-3">
          {a?.hasBusinessCard ? (
            <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3">
              <p className="text-sm">{t('adminApplications.form.currentCard')}</p>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input type="checkbox" name="businessCardRemove" className="size-5" />
                {t('adminApplications.form.removeCard')}
              </label>
            </div>
          ) : null}
          <ImageUpload
            id="admin-app-business-card"
            kind="business-card"
            name="businessCardKey"
            label={optional(
              a?.hasBusinessCard ? t('adminApplications.form.newCard') : t('apply.fields.businessCard'),
            )}
            error={err('businessCardKey')}
            disabled={busy}
            onUploaded={() => clear('businessCardKey')}
            onRemoved={() => clear('businessCardKey')}
          />
        </div>
      </div>
    </FormSection>
  );
}
