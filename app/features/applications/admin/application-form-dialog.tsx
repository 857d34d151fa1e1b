import { Dialog } from 'radix-ui';
import { useFetcher } from 'react-router';
import { FieldGrid, FormSection, SelectField, TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useFieldLabels } from '#app/components/form/lawyer-fields.tsx';
import { translateCode } from '#app/components/form/refusal.ts';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save, X } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { adminApplicationSchemaFor } from '#domain/schemas/admin-application.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { APPLICATION_STATUSES, statusLabel } from '#domain/statuses.ts';
import { ApplicationSections } from '../application-sections.tsx';
import type { AdminApplicationAnswer } from './applications.server.ts';

/** True for Ctrl+S (Windows, Linux) and Cmd+S (macOS). */
const isSaveKey = (e: React.KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 's';

interface DialogProps {
  /** The application to edit; null for a new one. */
  application: AdminApplication | null;
  adminId: string;
  onClose: () => void;
}

/**
 * The admin's create/edit form of an application (docs/product-rules.md, "Administration"), in a dialog: every
 * field of the application (the sections of the applicant's form, ApplicationSections), the applicant (an e-mail
 * or a user id; a new application defaults to the admin's own id) and any of the three statuses. Esc cancels and
 * Ctrl/Cmd+S saves (a keydown handler on the form; the browser's own "save page" is prevented). Checked with the
 * action's schema in the browser (`useForm`), then again by the server; a refusal shows 'บันทึกไม่สำเร็จ' with the
 * reason and the field errors.
 */
export function ApplicationFormDialog({ application, adminId, onClose }: DialogProps) {
  const { t } = useT();
  const title = application ? t('adminApplications.form.editTitle') : t('adminApplications.form.createTitle');
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
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
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
          <ApplicationEditorForm application={application} adminId={adminId} onClose={onClose} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's form: its sections, and cancel and save. */
function ApplicationEditorForm({ application, adminId, onClose }: DialogProps) {
  const { t } = useT();
  const fetcher = useFetcher<AdminApplicationAnswer>();
  const isNew = application === null;
  const form = useForm({
    // An edit may keep the areas and languages the application already holds (the server checks the same).
    schema: adminApplicationSchemaFor({ isNew, kept: application ?? undefined }),
    answer: fetcher.data,
    fetcher,
    onInvalid: (fields) =>
      toast({
        title: t('adminApplications.saveFailed'),
        description: t.dynamic(Object.values(fields)[0] ?? 'errors.INVALID_INPUT'),
        variant: 'error',
      }),
  });

  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) =>
    answer.ok
      ? {
          toast: {
            title: t(answer.created ? 'adminApplications.toast.created' : 'adminApplications.toast.saved'),
            variant: 'success',
          },
          after: onClose,
        }
      : {
          toast: {
            title: t('adminApplications.saveFailed'),
            description:
              answer.code === 'adminApplications.saveFailed' ? undefined : translateCode(t, answer.code),
            variant: 'error',
          },
        },
  );

  function onKeyDown(e: React.KeyboardEvent<HTMLFormElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (isSaveKey(e)) {
      e.preventDefault();
      // One save at a time (the button is disabled meanwhile).
      if (!form.busy) form.props.ref.current?.requestSubmit();
    }
  }

  return (
    <fetcher.Form
      {...form.props}
      method="post"
      onKeyDown={onKeyDown}
      aria-label={isNew ? t('adminApplications.form.createTitle') : t('adminApplications.form.editTitle')}
      className="flex min-h-0 flex-1 flex-col"
      data-testid="application-form"
    >
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={application?.id ?? ''} />
      <div className="grid min-h-0 flex-1 gap-8 overflow-y-auto p-4 sm:px-6">
        <ReviewSection form={form} application={application} adminId={adminId} />
        <ApplicationSections form={form} busy={form.busy} admin={{ application }} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t p-4 sm:px-6">
        <Button type="button" variant="outline" onClick={onClose}>
          {t('adminApplications.form.cancel')}
        </Button>
        <Button type="submit" disabled={form.busy} aria-busy={form.busy}>
          <Save aria-hidden />
          {form.busy ? t('adminApplications.form.saving') : t('adminApplications.form.save')}
        </Button>
      </div>
    </fetcher.Form>
  );
}

/** The review: the applicant (an e-mail or a user id) and the status. */
function ReviewSection({
  form,
  application: a,
  adminId,
}: {
  form: FormKit;
  application: AdminApplication | null;
  adminId: string;
}) {
  const { t, lang } = useT();
  const { required } = useFieldLabels('apply');
  const isNew = a === null;
  return (
    <FormSection id="admin-app-review" title={t('adminApplications.form.sections.review')}>
      <FieldGrid>
        <TextInputField
          id="admin-app-user"
          label={t('adminApplications.form.user')}
          required={isNew}
          requiredLabel={required}
          hint={isNew ? t('adminApplications.form.userHintNew') : t('adminApplications.form.userHintEdit')}
          {...form.field('userRef')}
          autoComplete="off"
          defaultValue={isNew ? adminId : a.applicantEmail}
        />
        <SelectField
          id="admin-app-status"
          label={t('adminApplications.form.status')}
          hint={t('adminApplications.form.statusHint')}
          {...form.field('status')}
          defaultValue={a?.status ?? 'pending'}
          options={APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: statusLabel('application', s, lang),
          }))}
        />
      </FieldGrid>
    </FormSection>
  );
}
