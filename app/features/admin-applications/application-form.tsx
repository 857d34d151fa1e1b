import { Save, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import {
  AreasField,
  Field,
  FieldGrid,
  FormSection,
  formValues,
  useFormErrors,
  useOnce,
} from '#app/features/lawyer-form/form-parts.tsx';
import { translateCode } from '#app/features/questions/bits.tsx';
import { ImageUpload } from '#app/features/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { EXPERIENCE_MIN } from '#domain/limits.ts';
import { PROVINCES, provinceLabel } from '#domain/provinces.ts';
import { adminApplicationCreateSchema, adminApplicationSchema } from '#domain/schemas/admin-application.ts';
import { EXPERIENCE_MAX } from '#domain/schemas/application.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { APPLICATION_STATUSES, statusLabel } from '#domain/statuses.ts';
import type { AdminApplicationResult, AdminApplicationView } from './types.ts';

/** True for Ctrl+S (Windows, Linux) and Cmd+S (macOS). */
const isSaveKey = (e: React.KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's';

/**
 * The admin's create/edit form of an application (member-admin-area §2 "Admin applications", §4, §5), in a
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
  application: AdminApplicationView | null;
  adminId: string;
  onClose: () => void;
}) {
  const { t, lang } = useT();
  const fetcher = useFetcher<AdminApplicationResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const { err, show, clear } = useFormErrors(formRef, {});
  const busy = fetcher.state !== 'idle';
  const isNew = application === null;
  const a = application;

  useOnce(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok) {
      toast({
        title: t(result.created ? 'adminApplications.toast.created' : 'adminApplications.toast.saved'),
        variant: 'success',
      });
      onClose();
      return;
    }
    show(result.fields);
    toast({
      title: t('adminApplications.saveFailed'),
      description: result.code === 'adminApplications.saveFailed' ? undefined : translateCode(t, result.code),
      variant: 'error',
    });
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (busy) return;
    const schema = isNew ? adminApplicationCreateSchema : adminApplicationSchema;
    const parsed = schema.safeParse(formValues(e.currentTarget));
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      show(fields);
      toast({
        title: t('adminApplications.saveFailed'),
        description: t(Object.values(fields)[0] ?? 'errors.INVALID_INPUT'),
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

  const required = t('apply.fields.required');
  const optional = (label: string) => `${label} (${t('apply.fields.optional')})`;

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
              <FormSection id="admin-app-review" title={t('adminApplications.form.sections.review')}>
                <FieldGrid>
                  <Field
                    id="admin-app-user"
                    label={t('adminApplications.form.user')}
                    required={isNew}
                    requiredLabel={required}
                    hint={
                      isNew
                        ? t('adminApplications.form.userHintNew')
                        : t('adminApplications.form.userHintEdit')
                    }
                    error={err('userRef')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="userRef"
                        autoComplete="off"
                        defaultValue={isNew ? adminId : (a?.applicantEmail ?? '')}
                        onChange={() => clear('userRef')}
                      />
                    )}
                  </Field>
                  <Field
                    id="admin-app-status"
                    label={t('adminApplications.form.status')}
                    hint={t('adminApplications.form.statusHint')}
                    error={err('status')}
                  >
                    {(aria) => (
                      <select {...aria} name="status" defaultValue={a?.status ?? 'pending'}>
                        {APPLICATION_STATUSES.map((s) => (
                          <option key={s} value={s}>
                            {statusLabel('application', s, lang)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                </FieldGrid>
              </FormSection>

              <FormSection id="admin-app-identity" title={t('apply.sections.identity')}>
                <FieldGrid>
                  <Field
                    id="admin-app-full-name"
                    label={t('apply.fields.fullName')}
                    required
                    requiredLabel={required}
                    error={err('fullName')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="fullName"
                        autoComplete="off"
                        defaultValue={a?.fullName ?? ''}
                        onChange={() => clear('fullName')}
                      />
                    )}
                  </Field>
                  <Field
                    id="admin-app-license"
                    label={t('apply.fields.licenseNumber')}
                    required
                    requiredLabel={required}
                    error={err('licenseNumber')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="licenseNumber"
                        autoComplete="off"
                        defaultValue={a?.licenseNumber ?? ''}
                        onChange={() => clear('licenseNumber')}
                      />
                    )}
                  </Field>
                </FieldGrid>
              </FormSection>

              <FormSection id="admin-app-contact" title={t('apply.sections.contact')}>
                <FieldGrid>
                  <Field id="admin-app-phone" label={optional(t('apply.fields.phone'))} error={err('phone')}>
                    {(aria) => (
                      <input
                        {...aria}
                        name="phone"
                        type="tel"
                        inputMode="tel"
                        defaultValue={a?.phone ?? ''}
                        onChange={() => clear('phone')}
                      />
                    )}
                  </Field>
                  <Field
                    id="admin-app-email"
                    label={optional(t('apply.fields.email'))}
                    hint={isNew ? t('adminApplications.form.emailHint') : undefined}
                    error={err('email')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="email"
                        type="email"
                        inputMode="email"
                        defaultValue={a?.email ?? ''}
                        onChange={() => clear('email')}
                      />
                    )}
                  </Field>
                  <Field id="admin-app-line" label={optional(t('apply.fields.lineId'))} error={err('lineId')}>
                    {(aria) => (
                      <input
                        {...aria}
                        name="lineId"
                        autoComplete="off"
                        defaultValue={a?.lineId ?? ''}
                        onChange={() => clear('lineId')}
                      />
                    )}
                  </Field>
                  <Field
                    id="admin-app-website"
                    label={optional(t('apply.fields.website'))}
                    error={err('website')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="website"
                        type="url"
                        inputMode="url"
                        defaultValue={a?.website ?? ''}
                        onChange={() => clear('website')}
                      />
                    )}
                  </Field>
                </FieldGrid>
              </FormSection>

              <FormSection id="admin-app-practice" title={t('apply.sections.practice')}>
                <AreasField
                  id="admin-app-areas"
                  name="areas"
                  label={optional(t('apply.fields.areas'))}
                  hint={t('apply.fields.areasHint')}
                  defaultValue={a?.experienceAreas.join(', ') ?? ''}
                  error={err('areas')}
                  onChange={() => clear('areas')}
                />
                <FieldGrid>
                  <Field
                    id="admin-app-province"
                    label={optional(t('apply.fields.province'))}
                    error={err('province')}
                  >
                    {(aria) => (
                      <select
                        {...aria}
                        name="province"
                        defaultValue={a?.province ?? ''}
                        onChange={() => clear('province')}
                      >
                        <option value="">{t('apply.fields.provincePlaceholder')}</option>
                        {PROVINCES.map((p) => (
                          <option key={p.th} value={p.th}>
                            {provinceLabel(p.th, lang)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field
                    id="admin-app-district"
                    label={optional(t('apply.fields.district'))}
                    error={err('district')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="district"
                        defaultValue={a?.district ?? ''}
                        onChange={() => clear('district')}
                      />
                    )}
                  </Field>
                  <Field
                    id="admin-app-experience"
                    label={t('apply.fields.experience')}
                    hint={t('apply.fields.experienceHint')}
                    error={err('experience')}
                  >
                    {(aria) => (
                      <input
                        {...aria}
                        name="experience"
                        type="number"
                        inputMode="numeric"
                        min={EXPERIENCE_MIN}
                        max={EXPERIENCE_MAX}
                        step={1}
                        defaultValue={a?.experience ?? EXPERIENCE_MIN}
                        onChange={() => clear('experience')}
                      />
                    )}
                  </Field>
                </FieldGrid>
                <Field
                  id="admin-app-address"
                  label={optional(t('apply.fields.address'))}
                  error={err('address')}
                >
                  {(aria) => (
                    <textarea
                      {...aria}
                      className={cn(aria.className, 'resize-y')}
                      name="address"
                      rows={2}
                      defaultValue={a?.address ?? ''}
                      onChange={() => clear('address')}
                    />
                  )}
                </Field>
                <Field
                  id="admin-app-description"
                  label={optional(t('apply.fields.description'))}
                  error={err('description')}
                >
                  {(aria) => (
                    <textarea
                      {...aria}
                      className={cn(aria.className, 'min-h-28 resize-y')}
                      name="description"
                      rows={4}
                      defaultValue={a?.description ?? ''}
                      onChange={() => clear('description')}
                    />
                  )}
                </Field>
              </FormSection>

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
                      label={optional(
                        a?.avatarUrl ? t('adminApplications.form.newAvatar') : t('apply.fields.avatar'),
                      )}
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
                        a?.hasBusinessCard
                          ? t('adminApplications.form.newCard')
                          : t('apply.fields.businessCard'),
                      )}
                      error={err('businessCardKey')}
                      disabled={busy}
                      onUploaded={() => clear('businessCardKey')}
                      onRemoved={() => clear('businessCardKey')}
                    />
                  </div>
                </div>
              </FormSection>
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
