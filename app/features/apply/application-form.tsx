import { Send } from 'lucide-react';
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
  ProvinceSelect,
  useFormErrors,
  useOnce,
} from '#app/features/lawyer-form/form-parts.tsx';
import type { FormActionResult } from '#app/features/lawyer-form/types.ts';
import { ImageUpload } from '#app/features/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { EXPERIENCE_MIN } from '#domain/limits.ts';
import { applicationSchema, EXPERIENCE_MAX } from '#domain/schemas/application.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';

/** The key of the application form's fetcher: the page reads its answer too (the form is gone by then). */
export const APPLY_FETCHER = 'apply-form';

/**
 * The lawyer application form (member-admin-area §2 "Apply", §5). Checked in the browser with the shared
 * schema, then posted to the route's action, which checks again and stores it. On success the page's data
 * is reloaded: the pending application appears and the page (which shares the fetcher, APPLY_FETCHER)
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
  const { err, show, clear } = useFormErrors(
    formRef,
    noScriptResult && !noScriptResult.ok ? noScriptResult.errors : {},
  );
  const busy = fetcher.state !== 'idle';

  useOnce(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok) return;
    if (result.failed) {
      toast({ title: t('apply.toast.failed'), variant: 'error' });
      return;
    }
    if (result.message) {
      toast({ title: t(result.message), variant: 'error' });
      return;
    }
    show(result.errors);
    toast({ title: t('apply.toast.invalid'), variant: 'error' });
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = applicationSchema.safeParse(formValues(e.currentTarget));
    if (!parsed.success) {
      show(fieldErrors(parsed.error));
      toast({ title: t('apply.toast.invalid'), variant: 'error' });
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const required = t('apply.fields.required');
  const optional = (label: string) => `${label} (${t('apply.fields.optional')})`;
  const noScriptMessage =
    noScriptResult && !noScriptResult.ok
      ? noScriptResult.failed
        ? t('apply.toast.failed')
        : noScriptResult.message
          ? t(noScriptResult.message)
          : null
      : null;

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
      {noScriptMessage ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive-soft p-4">
          {noScriptMessage}
        </p>
      ) : null}

      <FormSection id="apply-identity" title={t('apply.sections.identity')}>
        <FieldGrid>
          <Field
            id="apply-full-name"
            label={t('apply.fields.fullName')}
            required
            requiredLabel={required}
            error={err('fullName')}
          >
            {(aria) => (
              <input {...aria} name="fullName" autoComplete="name" onChange={() => clear('fullName')} />
            )}
          </Field>
          <Field
            id="apply-license"
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
                onChange={() => clear('licenseNumber')}
              />
            )}
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection id="apply-contact" title={t('apply.sections.contact')}>
        <FieldGrid>
          <Field id="apply-phone" label={optional(t('apply.fields.phone'))} error={err('phone')}>
            {(aria) => (
              <input
                {...aria}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                onChange={() => clear('phone')}
              />
            )}
          </Field>
          <Field
            id="apply-email"
            label={optional(t('apply.fields.email'))}
            hint={t('apply.fields.emailHint')}
            error={err('email')}
          >
            {(aria) => (
              <input
                {...aria}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                defaultValue={email}
                onChange={() => clear('email')}
              />
            )}
          </Field>
          <Field id="apply-line" label={optional(t('apply.fields.lineId'))} error={err('lineId')}>
            {(aria) => <input {...aria} name="lineId" autoComplete="off" onChange={() => clear('lineId')} />}
          </Field>
          <Field
            id="apply-website"
            label={optional(t('apply.fields.website'))}
            hint={t('apply.fields.websiteHint')}
            error={err('website')}
          >
            {(aria) => (
              <input
                {...aria}
                name="website"
                type="url"
                inputMode="url"
                autoComplete="url"
                onChange={() => clear('website')}
              />
            )}
          </Field>
        </FieldGrid>
      </FormSection>

      <FormSection id="apply-practice" title={t('apply.sections.practice')}>
        <AreasField
          id="apply-areas"
          name="areas"
          label={optional(t('apply.fields.areas'))}
          hint={t('apply.fields.areasHint')}
          error={err('areas')}
          onChange={() => clear('areas')}
        />
        <FieldGrid>
          <ProvinceSelect
            id="apply-province"
            label={optional(t('apply.fields.province'))}
            placeholder={t('apply.fields.provincePlaceholder')}
            error={err('province')}
            onChange={() => clear('province')}
          />
          <Field id="apply-district" label={optional(t('apply.fields.district'))} error={err('district')}>
            {(aria) => <input {...aria} name="district" onChange={() => clear('district')} />}
          </Field>
          <Field
            id="apply-experience"
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
                defaultValue={EXPERIENCE_MIN}
                onChange={() => clear('experience')}
              />
            )}
          </Field>
        </FieldGrid>
        <Field id="apply-address" label={optional(t('apply.fields.address'))} error={err('address')}>
          {(aria) => (
            <textarea
              {...aria}
              className={cn(aria.className, 'resize-y')}
              name="address"
              rows={2}
              autoComplete="street-address"
              onChange={() => clear('address')}
            />
          )}
        </Field>
        <Field
          id="apply-description"
          label={optional(t('apply.fields.description'))}
          error={err('description')}
        >
          {(aria) => (
            <textarea
              {...aria}
              className={cn(aria.className, 'min-h-28 resize-y')}
              name="description"
              rows={5}
              onChange={() => clear('description')}
            />
          )}
        </Field>
      </FormSection>

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

      <Button type="submit" size="lg" variant="accent" disabled={busy} aria-busy={busy}>
        <Send aria-hidden />
        {busy ? t('apply.submitting') : t('apply.submit')}
      </Button>
    </fetcher.Form>
  );
}
