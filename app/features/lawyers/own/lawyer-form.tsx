import { useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import {
  ChoiceChecks,
  FieldGrid,
  FormSection,
  TextareaField,
  TextInputField,
} from '#app/components/form/field.tsx';
import type { FormActionResult } from '#app/components/form/form-answer.ts';
import { fieldBinding, formValues, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import {
  AreasField,
  ContactFields,
  ListingDetailsFields,
  ProvinceSelect,
} from '#app/components/form/lawyer-fields.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import { OWN_LAWYER_INCOMPLETE, ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { ownListingSchema } from '#domain/schemas/own-listing.ts';
import { EXPERIENCE_MAX, feeUpToShown } from '#domain/schemas/practice.ts';
import { thaiLang } from '#domain/text.ts';
import type { OwnListing } from './lawyer-form.server.ts';

/** The toast for a set of refused fields: 'ข้อมูลไม่ครบ' when a required field is missing. */
function refusalToast(errors: Record<string, string>) {
  const values = Object.values(errors);
  if (values.includes(OWN_LAWYER_INCOMPLETE)) return 'lawyerform.toast.incomplete';
  if (errors.avatarKey) return 'lawyerform.toast.avatarFailed';
  return 'lawyerform.toast.invalid';
}

/**
 * The own lawyer profile form (docs/product-rules.md, "Lawyer listings"). Checked in the browser with the shared
 * schema, then posted to the route's action, which checks again, creates the unverified profile and sends the
 * user to it. Works as a plain form post too.
 *
 * Given a `listing`, the same form edits the user's own listing (`/account/lawyer`,
 * domain/schemas/own-listing.ts): filled with its values, with the practice details the search and
 * auto-match read (specialties as case-type chips, languages, fee or fee range with its unit, experience,
 * education); the name and the licence number are shown but not editable (admins change them).
 */
export function OwnLawyerForm({
  email,
  noScriptResult,
  listing,
}: {
  email: string;
  noScriptResult?: FormActionResult;
  listing?: OwnListing;
}) {
  const { t, href } = useT();
  const editing = listing !== undefined;
  const fetcher = useFetcher<FormActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.data ?? noScriptResult;
  const refusal = answer?.ok === false ? answer : undefined;
  const { err, show, clear } = useFormErrors(formRef, refusal?.fields);
  // A second own profile: the refusal names the user's existing one.
  const existingId = refusal?.lawyerId ?? null;
  const busy = fetcher.state !== 'idle';

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok)
      return editing ? { toast: { title: t('lawyerform.edit.saved'), variant: 'success' } } : undefined;
    const title = hasFields(result) ? t(refusalToast(result.fields)) : translateCode(t, result.code);
    return { toast: { title, variant: 'error' } };
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = editing
      ? ownListingSchema(listing).safeParse(formValues(e.currentTarget, ownListingSchema()))
      : ownLawyerSchema.safeParse(formValues(e.currentTarget));
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      show(errors);
      toast({ title: t(refusalToast(errors)), variant: 'error' });
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
      aria-label={editing ? t('lawyerform.edit.heading') : t('lawyerform.heading')}
      className="grid gap-8"
      data-testid={editing ? 'own-listing-form' : 'lawyer-form'}
    >
      {editing ? <input type="hidden" name="lawyerId" value={listing.id} /> : null}
      {existingId ? (
        <p role="status" className="rounded-xl border border-accent/40 bg-accent/10 p-4">
          {t('lawyerform.errors.alreadyExists')}{' '}
          <Link className="font-medium text-primary underline" to={href(`/lawyers/${existingId}`)}>
            {t('lawyerform.existing.link')}
          </Link>
        </p>
      ) : null}

      <ProfileSection listing={listing} err={err} clear={clear} />
      <ContactSection listing={listing} email={email} err={err} clear={clear} />
      <AboutSection listing={listing} busy={busy} err={err} clear={clear} />

      <Button type="submit" size="lg" variant="accent" disabled={busy} aria-busy={busy}>
        <Save aria-hidden />
        {busy ? t('lawyerform.submitting') : editing ? t('lawyerform.edit.submit') : t('lawyerform.submit')}
      </Button>
    </fetcher.Form>
  );
}

/** What each section of the form gets: the listing being edited (none for a new profile) and the field errors. */
interface SectionProps {
  listing?: OwnListing;
  err: (field: string) => string | undefined;
  clear: (field: string) => void;
}

/** The labels of the form's required and optional fields. */
function useFieldLabels() {
  const { t } = useT();
  return {
    required: t('lawyerform.fields.required'),
    optional: (label: string) => `${label} (${t('lawyerform.fields.optional')})`,
  };
}

/** Name, titles and place, then the practice (PracticeFields). */
function ProfileSection({ listing, err, clear }: SectionProps) {
  const field = fieldBinding(err, clear);
  const { t } = useT();
  const { required, optional } = useFieldLabels();
  const editing = listing !== undefined;
  return (
    <FormSection id="lawyer-form-profile" title={t('lawyerform.sections.profile')}>
      <FieldGrid>
        {editing ? (
          <TextInputField
            id="lawyer-name"
            label={t('lawyerform.fields.name')}
            hint={t('lawyerform.edit.adminOnly')}
            value={listing.name}
            readOnly
          />
        ) : (
          <TextInputField
            id="lawyer-name"
            label={t('lawyerform.fields.name')}
            required
            requiredLabel={required}
            {...field('name')}
            autoComplete="name"
          />
        )}
        <TextInputField
          id="lawyer-title"
          label={t('lawyerform.fields.title')}
          required
          requiredLabel={required}
          hint={t('lawyerform.fields.titleHint')}
          {...field('title')}
          defaultValue={listing?.title ?? ''}
        />
        {editing ? (
          <>
            <TextInputField
              id="lawyer-title-en"
              label={optional(t('lawyerform.fields.titleEn'))}
              hint={t('lawyerform.fields.translationHint')}
              {...field('titleEn')}
              lang="en"
              defaultValue={listing.titleEn ?? ''}
            />
            <TextInputField
              id="lawyer-title-zh"
              label={optional(t('lawyerform.fields.titleZh'))}
              hint={t('lawyerform.fields.translationHint')}
              {...field('titleZh')}
              lang="zh"
              defaultValue={listing.titleZh ?? ''}
            />
          </>
        ) : null}
        <ProvinceSelect
          id="lawyer-province"
          label={t('lawyerform.fields.province')}
          placeholder={t('lawyerform.fields.provincePlaceholder')}
          required
          requiredLabel={required}
          defaultValue={listing?.province ?? ''}
          error={err('province')}
          onChange={() => clear('province')}
        />
        <TextInputField
          id="lawyer-district"
          label={optional(t('lawyerform.fields.district'))}
          {...field('district')}
          defaultValue={listing?.district ?? ''}
        />
      </FieldGrid>
      <PracticeFields listing={listing} err={err} clear={clear} />
    </FormSection>
  );
}

/** Phone, e-mail, LINE, website and address (a new profile starts with the account's e-mail). */
function ContactSection({ listing, email, err, clear }: SectionProps & { email: string }) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const { optional } = useFieldLabels();
  return (
    <FormSection id="lawyer-form-contact" title={t('lawyerform.sections.contact')}>
      <ContactFields
        idPrefix="lawyer"
        labels={{
          phone: optional(t('lawyerform.fields.phone')),
          email: optional(t('lawyerform.fields.email')),
          lineId: optional(t('lawyerform.fields.lineId')),
          website: optional(t('lawyerform.fields.website')),
        }}
        hints={{ website: t('lawyerform.fields.websiteHint') }}
        defaults={
          listing
            ? {
                phone: listing.phone ?? '',
                email: listing.email ?? '',
                lineId: listing.lineId ?? '',
                website: listing.website ?? '',
              }
            : { email }
        }
        autofill
        err={err}
        clear={clear}
      />
      <TextareaField
        id="lawyer-address"
        label={optional(t('lawyerform.fields.address'))}
        className="resize-y"
        {...field('address')}
        rows={2}
        autoComplete="street-address"
        defaultValue={listing?.address ?? ''}
        lang={thaiLang(listing?.address, lang)}
      />
    </FormSection>
  );
}

/** The description and the picture. */
function AboutSection({ listing, busy, err, clear }: SectionProps & { busy: boolean }) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const { optional } = useFieldLabels();
  return (
    <FormSection id="lawyer-form-about" title={t('lawyerform.sections.about')}>
      <TextareaField
        id="lawyer-description"
        label={optional(t('lawyerform.fields.description'))}
        className="min-h-28 resize-y"
        {...field('description')}
        rows={5}
        defaultValue={listing?.description ?? ''}
        lang={thaiLang(listing?.description, lang)}
      />
      {listing?.avatarUrl ? (
        <div className="flex items-center gap-3">
          <img
            src={listing.avatarUrl}
            alt=""
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-full border object-cover"
          />
          <p className="text-sm text-muted-foreground">{t('lawyerform.edit.currentAvatar')}</p>
        </div>
      ) : null}
      <ImageUpload
        id="lawyer-avatar"
        kind="avatar"
        name="avatarKey"
        label={optional(listing?.avatarUrl ? t('lawyerform.edit.newAvatar') : t('lawyerform.fields.avatar'))}
        error={err('avatarKey')}
        disabled={busy}
        onUploaded={() => clear('avatarKey')}
        onRemoved={() => clear('avatarKey')}
      />
    </FormSection>
  );
}

/** Specialties, licence; when editing also experience, languages, fee and education. */
function PracticeFields({ listing, err, clear }: SectionProps) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const { required, optional } = useFieldLabels();
  const editing = listing !== undefined;
  return (
    <>
      {editing ? (
        // The stored case types as chips in the page's language (older free-text areas shown as they are).
        <ChoiceChecks
          id="lawyer-specialties"
          name="specialties"
          legend={t('lawyerform.fields.specialties')}
          hint={t('lawyerform.edit.specialtiesHint')}
          required
          requiredLabel={required}
          options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
          defaultValues={listing.experienceAreas}
          error={err('specialties')}
          onChange={() => clear('specialties')}
        />
      ) : (
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
      )}
      <FieldGrid>
        {editing ? (
          <TextInputField
            id="lawyer-license"
            label={t('lawyerform.fields.licenseNumber')}
            hint={t('lawyerform.edit.adminOnly')}
            value={listing.licenseNumber ?? ''}
            readOnly
          />
        ) : (
          <TextInputField
            id="lawyer-license"
            label={t('lawyerform.fields.licenseNumber')}
            required
            requiredLabel={required}
            {...field('licenseNumber')}
            autoComplete="off"
          />
        )}
        {editing ? (
          <TextInputField
            id="lawyer-experience"
            label={optional(t('lawyerform.fields.experience'))}
            hint={t('apply.fields.experienceHint')}
            {...field('experience')}
            type="number"
            inputMode="numeric"
            min={0}
            max={EXPERIENCE_MAX}
            step={1}
            defaultValue={listing.experience ?? ''}
          />
        ) : null}
      </FieldGrid>
      {editing ? (
        <ListingDetailsFields
          idPrefix="lawyer"
          defaults={{
            languages: listing.languages,
            feeMin: listing.feeMin,
            feeMax: feeUpToShown(listing.feeMin, listing.feeMax),
            feeUnit: listing.feeUnit,
            education: listing.education,
          }}
          err={err}
          clear={clear}
        />
      ) : null}
    </>
  );
}
