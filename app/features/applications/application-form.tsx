import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { FieldGrid, FormSection, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import type { FormActionResult } from '#app/components/form/form-answer.ts';
import { fieldBinding, formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import {
  ApplicationPracticeFields,
  ContactFields,
  ListingDetailsFields,
} from '#app/components/form/lawyer-fields.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Send } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { applicationSchema } from '#domain/schemas/application.ts';
import { fieldErrors } from '#domain/schemas/form.ts';

/** Pre-checked in the language list: the network's lawyers practise in Thailand. */
const DEFAULT_LANGUAGE = 'ไทย';

/** The key of the application form's fetcher: the page reads its answer too (the form is gone by then). */
export const APPLY_FETCHER = 'apply-form';

/**
 * The lawyer application form (docs/product-rules.md, "Applications"), with what the listing needs to be found
 * (title, specialties, languages, fee or fee range with its unit, education). Checked in the browser with the
 * shared schema, then posted to the route's action, which checks again and stores it. On success the page's
 * data is reloaded: the pending application appears and the page (which shares the fetcher, APPLY_FETCHER)
 * shows the review notice. Refusals are shown here.
 */
export function ApplicationForm({
  email,
  noScriptResult,
}: {
  email: string;
  noScriptResult?: FormActionResult;
}) {
  const { t } = useT();
  const fetcher = useFetcher<FormActionResult>({ key: APPLY_FETCHER });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? noScriptResult;
  const { err, show, clear } = useFormErrors(formRef, answer?.ok === false ? answer.fields : undefined);
  const busy = fetcher.state !== 'idle';
  useAnswer(fetcher.data, fetcher.state === 'idle', (result) =>
    result.ok
      ? undefined
      : {
          toast: {
            title: hasFields(result) ? t('apply.toast.invalid') : translateCode(t, result.code),
            variant: 'error',
          },
        },
  );

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = applicationSchema.safeParse(formValues(e.currentTarget, applicationSchema));
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      toast({ title: t('apply.toast.invalid'), variant: 'error' });
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('apply.heading')}
      className="grid gap-8"
      data-testid="apply-form"
    >
      <NoScriptNotice result={noScriptResult} />
      <IdentitySection err={err} clear={clear} />
      <ContactSection email={email} err={err} clear={clear} />
      <PracticeSection err={err} clear={clear} />
      <FilesSection busy={busy} err={err} clear={clear} />
      <Button type="submit" size="lg" variant="accent" disabled={busy} aria-busy={busy}>
        <Send aria-hidden />
        {busy ? t('apply.submitting') : t('apply.submit')}
      </Button>
    </fetcher.Form>
  );
}

/** A field's translated error, and clearing it when the field changes. */
type Errors = { err: (field: string) => string | undefined; clear: (field: string) => void };

/** The labels of the form: "required" for screen readers, and a label marked optional. */
function useLabels() {
  const { t } = useT();
  return {
    required: t('apply.fields.required'),
    optional: (label: string) => `${label} (${t('apply.fields.optional')})`,
  };
}

/** The refusal of a plain (JavaScript-less) form post that is not about one field. */
function NoScriptNotice({ result }: { result?: FormActionResult }) {
  const { t } = useT();
  const message = result && !result.ok && !hasFields(result) ? translateCode(t, result.code) : null;
  return message ? (
    <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive-soft p-4">
      {message}
    </p>
  ) : null;
}

/** Who is applying: full name, licence number and the title shown on the listing. */
function IdentitySection({ err, clear }: Errors) {
  const field = fieldBinding(err, clear);
  const { t } = useT();
  const { required } = useLabels();
  return (
    <FormSection id="apply-identity" title={t('apply.sections.identity')}>
      <FieldGrid>
        <TextInputField
          id="apply-full-name"
          label={t('apply.fields.fullName')}
          required
          requiredLabel={required}
          {...field('fullName')}
          autoComplete="name"
        />
        <TextInputField
          id="apply-license"
          label={t('apply.fields.licenseNumber')}
          required
          requiredLabel={required}
          {...field('licenseNumber')}
          autoComplete="off"
        />
        <TextInputField
          id="apply-title"
          label={t('lawyerform.fields.title')}
          required
          requiredLabel={required}
          hint={t('lawyerform.fields.titleHint')}
          {...field('title')}
          autoComplete="organization-title"
        />
      </FieldGrid>
    </FormSection>
  );
}

/** How clients reach the lawyer (the account's e-mail as the default address). */
function ContactSection({ email, err, clear }: Errors & { email: string }) {
  const { t } = useT();
  const { optional } = useLabels();
  return (
    <FormSection id="apply-contact" title={t('apply.sections.contact')}>
      <ContactFields
        idPrefix="apply"
        labels={{
          phone: optional(t('apply.fields.phone')),
          email: optional(t('apply.fields.email')),
          lineId: optional(t('apply.fields.lineId')),
          website: optional(t('apply.fields.website')),
        }}
        hints={{ email: t('apply.fields.emailHint'), website: t('apply.fields.websiteHint') }}
        defaults={{ email }}
        autofill
        err={err}
        clear={clear}
      />
    </FormSection>
  );
}

/** The practice: areas, specialties, languages, fee and education, and a description. */
function PracticeSection({ err, clear }: Errors) {
  const field = fieldBinding(err, clear);
  const { t } = useT();
  const { optional } = useLabels();
  return (
    <FormSection id="apply-practice" title={t('apply.sections.practice')}>
      <ApplicationPracticeFields idPrefix="apply" autofill areasRequired err={err} clear={clear} />
      <ListingDetailsFields
        idPrefix="apply"
        defaults={{ languages: [DEFAULT_LANGUAGE] }}
        required
        err={err}
        clear={clear}
      />
      <TextareaField
        id="apply-description"
        label={optional(t('apply.fields.description'))}
        className="min-h-28 resize-y"
        {...field('description')}
        rows={5}
      />
    </FormSection>
  );
}

/** The avatar and the business card, uploaded before the form is sent. */
function FilesSection({ busy, err, clear }: Errors & { busy: boolean }) {
  const { t } = useT();
  const { optional } = useLabels();
  return (
    <FormSection id="apply-files" title={t('apply.sections.files')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <ImageUpload
          id="apply-avatar"
          kind="avatar"
          name="avatarKey"
          label={optional(t('apply.fields.avatar'))}
          error={err('avatarKey')}
          disabled={busy}
          onUploaded={() => clear('avatarKey')}
          onRemoved={() => clear('avatarKey')}
        />
        <div className="grid content-start gap-2">
          <ImageUpload
            id="apply-business-card"
            kind="business-card"
            name="businessCardKey"
            label={optional(t('apply.fields.businessCard'))}
            error={err('businessCardKey')}
            disabled={busy}
            onUploaded={() => clear('businessCardKey')}
            onRemoved={() => clear('businessCardKey')}
          />
          <p className="text-xs text-muted-foreground">{t('apply.fields.businessCardHint')}</p>
        </div>
      </div>
    </FormSection>
  );
}
