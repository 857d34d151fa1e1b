import { Save } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { ImageUpload } from '#app/features/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';
import { fieldErrors } from '#domain/schemas/field-errors.ts';
import { OWN_LAWYER_INCOMPLETE, ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import {
  AreasField,
  Field,
  FieldGrid,
  FormSection,
  formValues,
  ProvinceSelect,
  useFormErrors,
  useOnce,
} from './form-parts.tsx';
import type { FormActionResult } from './types.ts';

/** The toast for a set of refused fields: 'ข้อมูลไม่ครบ' when a required field is missing. */
function refusalToast(errors: Record<string, string>) {
  const values = Object.values(errors);
  if (values.includes(OWN_LAWYER_INCOMPLETE)) return 'lawyerform.toast.incomplete';
  if (errors.avatarKey) return 'lawyerform.toast.avatarFailed';
  return 'lawyerform.toast.invalid';
}

/**
 * The own lawyer profile form (member-admin-area §2 "Add lawyer", §5). Checked in the browser with the shared
 * schema, then posted to the route's action, which checks again, creates the unverified profile and sends the
 * user to it. Works as a plain form post too.
 */
export function OwnLawyerForm({
  email,
  noScriptResult,
}: {
  email: string;
  noScriptResult?: FormActionResult;
}) {
  const { t, href } = useT();
  const fetcher = useFetcher<FormActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const initial = noScriptResult && !noScriptResult.ok ? noScriptResult : null;
  const { err, show, clear } = useFormErrors(formRef, initial?.errors ?? {});
  const [existingId, setExistingId] = useState<string | null>(initial?.lawyerId ?? null);
  const busy = fetcher.state !== 'idle';

  useOnce(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok) return;
    if (result.failed) {
      toast({ title: t('lawyerform.toast.saveFailed'), variant: 'error' });
      return;
    }
    if (result.message) {
      if (result.lawyerId) setExistingId(result.lawyerId);
      toast({ title: t(result.message), variant: 'error' });
      return;
    }
    show(result.errors);
    toast({ title: t(refusalToast(result.errors)), variant: 'error' });
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = ownLawyerSchema.safeParse(formValues(e.currentTarget));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      show(errors);
      toast({ title: t(refusalToast(errors)), variant: 'error' });
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const required = t('lawyerform.fields.required');
  const optional = (label: string) => `${label} (${t('lawyerform.fields.optional')})`;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('lawyerform.heading')}
      className="grid gap-8"
      data-testid="lawyer-form"
    >
      {existingId ? (
        <p role="status" className="rounded-xl border border-accent/40 bg-accent/10 p-4">
          {t('lawyerform.errors.alreadyExists')}{' '}
          <Link className="font-medium text-primary underline" to={href(`/lawyers/${existingId}`)}>
            {t('lawyerform.existing.link')}
          </Link>
        </p>
      ) : null}

      <FormSection id="lawyer-form-profile" title={t('lawyerform.sections.profile')}>
        <FieldGrid>
          <Field
            id="lawyer-name"
            label={t('lawyerform.fields.name')}
            required
            requiredLabel={required}
            error={err('name')}
          >
            {(aria) => <input {...aria} name="name" autoComplete="name" onChange={() => clear('name')} />}
          </Field>
          <Field
            id="lawyer-title"
            label={t('lawyerform.fields.title')}
            required
            requiredLabel={required}
            hint={t('lawyerform.fields.titleHint')}
            error={err('title')}
          >
            {(aria) => <input {...aria} name="title" onChange={() => clear('title')} />}
          </Field>
          <ProvinceSelect
            id="lawyer-province"
            label={t('lawyerform.fields.province')}
            placeholder={t('lawyerform.fields.provincePlaceholder')}
            required
            requiredLabel={required}
            error={err('province')}
            onChange={() => clear('province')}
          />
          <Field
            id="lawyer-district"
            label={optional(t('lawyerform.fields.district'))}
            error={err('district')}
          >
            {(aria) => <input {...aria} name="district" onChange={() => clear('district')} />}
          </Field>
        </FieldGrid>
        <AreasField
          id="lawyer-specialties"
          name="specialties"
          label={t('lawyerform.fields.specialties')}
          hint={t('lawyerform.fields.specialtiesHint')}
          required
          requiredLabel={required}
          error={err('specialties')}
          onChange={() => clear('specialties')}
        />
        <FieldGrid>
          <Field
            id="lawyer-license"
            label={t('lawyerform.fields.licenseNumber')}
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

      <FormSection id="lawyer-form-contact" title={t('lawyerform.sections.contact')}>
        <FieldGrid>
          <Field id="lawyer-phone" label={optional(t('lawyerform.fields.phone'))} error={err('phone')}>
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
          <Field id="lawyer-email" label={optional(t('lawyerform.fields.email'))} error={err('email')}>
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
          <Field id="lawyer-line" label={optional(t('lawyerform.fields.lineId'))} error={err('lineId')}>
            {(aria) => <input {...aria} name="lineId" autoComplete="off" onChange={() => clear('lineId')} />}
          </Field>
          <Field
            id="lawyer-website"
            label={optional(t('lawyerform.fields.website'))}
            hint={t('lawyerform.fields.websiteHint')}
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
        <Field id="lawyer-address" label={optional(t('lawyerform.fields.address'))} error={err('address')}>
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
      </FormSection>

      <FormSection id="lawyer-form-about" title={t('lawyerform.sections.about')}>
        <Field
          id="lawyer-description"
          label={optional(t('lawyerform.fields.description'))}
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
        <ImageUpload
          id="lawyer-avatar"
          kind="avatar"
          name="avatarKey"
          label={optional(t('lawyerform.fields.avatar'))}
          error={err('avatarKey')}
          disabled={busy}
          onUploaded={() => clear('avatarKey')}
          onRemoved={() => clear('avatarKey')}
        />
      </FormSection>

      <Button type="submit" size="lg" variant="accent" disabled={busy} aria-busy={busy}>
        <Save aria-hidden />
        {busy ? t('lawyerform.submitting') : t('lawyerform.submit')}
      </Button>
    </fetcher.Form>
  );
}
