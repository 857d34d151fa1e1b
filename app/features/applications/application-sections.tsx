import { FieldGrid, FormSection, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import {
  AreasField,
  ContactFields,
  ListingDetailsFields,
  ProvinceSelect,
  uploadField,
  useFieldLabels,
} from '#app/components/form/lawyer-fields.tsx';
import type { FormKit } from '#app/components/form/use-form.ts';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import { useT } from '#app/lib/lang.ts';
import { EXPERIENCE_MIN } from '#domain/limits.ts';
import type { AdminApplication } from '#domain/schemas/application.ts';
import { EXPERIENCE_MAX, feeUpToShown } from '#domain/schemas/practice.ts';
import { thaiLang } from '#domain/text.ts';

/** Pre-checked in the language list of a new application: the network's lawyers practise in Thailand. */
const DEFAULT_LANGUAGE = 'ไทย';

/**
 * What the sections of an application form get: whose form it is (the applicant's own, `/apply`, or the admin's
 * editor), the form, the application an admin edits (null for a new one; none on the applicant's form) and
 * whether it is being sent.
 */
export interface ApplicationSectionProps {
  form: FormKit;
  busy: boolean;
  /** The admin's editor: fields as the admin types someone else's (no autofill), filled with `application`. */
  admin?: { application: AdminApplication | null };
  /** The applicant's account e-mail (the applicant's form: the default address). */
  email?: string;
}

/**
 * The sections of a lawyer application (docs/product-rules.md, "Applications"), shared by the applicant's form
 * and the admin's editor: identity, contact, practice and files. The applicant's form requires the title, a
 * specialty, a language and the fee; the admin's takes them optional (older applications have none).
 */
export function ApplicationSections(props: ApplicationSectionProps) {
  return (
    <>
      <IdentitySection {...props} />
      <ContactSection {...props} />
      <PracticeSection {...props} />
      <FilesSection {...props} />
    </>
  );
}

/** The ids of a form's fields start with this: `apply-…` on the applicant's form, `admin-app-…` in the editor. */
const idPrefixOf = (props: ApplicationSectionProps) => (props.admin ? 'admin-app' : 'apply');

/** Who is applying: full name, licence number and the title shown on the listing. */
function IdentitySection({ form, admin }: ApplicationSectionProps) {
  const { t } = useT();
  const { required, optional } = useFieldLabels('apply');
  const a = admin?.application;
  const prefix = idPrefixOf({ form, busy: false, admin });
  return (
    <FormSection id={`${prefix}-identity`} title={t('apply.sections.identity')}>
      <FieldGrid>
        <TextInputField
          id={`${prefix}-full-name`}
          label={t('apply.fields.fullName')}
          required
          requiredLabel={required}
          {...form.field('fullName')}
          autoComplete={admin ? 'off' : 'name'}
          defaultValue={a?.fullName ?? ''}
        />
        <TextInputField
          id={`${prefix}-license`}
          label={t('apply.fields.licenseNumber')}
          required
          requiredLabel={required}
          {...form.field('licenseNumber')}
          autoComplete="off"
          defaultValue={a?.licenseNumber ?? ''}
        />
        <TextInputField
          id={`${prefix}-title`}
          label={admin ? optional(t('lawyerform.fields.title')) : t('lawyerform.fields.title')}
          required={!admin}
          requiredLabel={required}
          hint={t('lawyerform.fields.titleHint')}
          {...form.field('title')}
          autoComplete={admin ? 'off' : 'organization-title'}
          defaultValue={a?.title ?? ''}
        />
      </FieldGrid>
    </FormSection>
  );
}

/** How clients reach the lawyer (the applicant's account e-mail as the default address). */
function ContactSection(props: ApplicationSectionProps) {
  const { form, admin, email } = props;
  const { t } = useT();
  const a = admin?.application;
  const hints = admin
    ? { email: a ? undefined : t('adminApplications.form.emailHint') }
    : { email: t('apply.fields.emailHint'), website: t('apply.fields.websiteHint') };
  return (
    <FormSection id={`${idPrefixOf(props)}-contact`} title={t('apply.sections.contact')}>
      <ContactFields
        idPrefix={idPrefixOf(props)}
        texts="apply"
        form={form}
        hints={hints}
        defaults={
          admin
            ? {
                phone: a?.phone ?? '',
                email: a?.email ?? '',
                lineId: a?.lineId ?? '',
                website: a?.website ?? '',
              }
            : { email }
        }
        autofill={!admin}
      />
    </FormSection>
  );
}

/** The practice: areas, place and experience, then languages, fee and education, and a description. */
function PracticeSection(props: ApplicationSectionProps) {
  const { form, admin } = props;
  const { t } = useT();
  const { optional } = useFieldLabels('apply');
  const a = admin?.application;
  const prefix = idPrefixOf(props);
  return (
    <FormSection id={`${prefix}-practice`} title={t('apply.sections.practice')}>
      <PlaceFields {...props} />
      <ListingDetailsFields
        idPrefix={prefix}
        form={form}
        defaults={
          admin
            ? {
                languages: a?.languages ?? [],
                feeMin: a?.feeMin,
                feeMax: a ? feeUpToShown(a.feeMin, a.feeMax) : null,
                feeUnit: a?.feeUnit,
                education: a?.education ?? [],
              }
            : { languages: [DEFAULT_LANGUAGE] }
        }
        required={!admin}
      />
      <TextareaField
        id={`${prefix}-description`}
        label={optional(t('apply.fields.description'))}
        className="min-h-28 resize-y"
        {...form.field('description')}
        rows={admin ? 4 : 5}
        defaultValue={a?.description ?? ''}
      />
    </FormSection>
  );
}

/**
 * Areas (required on the applicant's form), province, district, years of experience and office address, with the
 * ids `<prefix>-areas`, `-province`, `-district`, `-experience` and `-address`.
 */
function PlaceFields(props: ApplicationSectionProps) {
  const { form, admin } = props;
  const { t, lang } = useT();
  const { required, optional } = useFieldLabels('apply');
  const a = admin?.application;
  const prefix = idPrefixOf(props);
  return (
    <>
      <AreasField
        id={`${prefix}-areas`}
        label={admin ? optional(t('apply.fields.areas')) : t('apply.fields.areas')}
        required={!admin}
        requiredLabel={required}
        hint={t('apply.fields.areasHint')}
        defaultValue={a?.experienceAreas.join(', ') ?? ''}
        {...form.field('areas')}
      />
      <FieldGrid>
        <ProvinceSelect
          id={`${prefix}-province`}
          label={optional(t('apply.fields.province'))}
          placeholder={t('apply.fields.provincePlaceholder')}
          defaultValue={a?.province ?? ''}
          {...form.field('province')}
        />
        <TextInputField
          id={`${prefix}-district`}
          label={optional(t('apply.fields.district'))}
          {...form.field('district')}
          defaultValue={a?.district ?? ''}
        />
        <TextInputField
          id={`${prefix}-experience`}
          label={t('apply.fields.experience')}
          hint={t('apply.fields.experienceHint')}
          {...form.field('experience')}
          type="number"
          inputMode="numeric"
          min={EXPERIENCE_MIN}
          max={EXPERIENCE_MAX}
          step={1}
          defaultValue={a?.experience ?? EXPERIENCE_MIN}
        />
      </FieldGrid>
      <TextareaField
        id={`${prefix}-address`}
        label={optional(t('apply.fields.address'))}
        className="resize-y"
        {...form.field('address')}
        rows={2}
        autoComplete={admin ? undefined : 'street-address'}
        defaultValue={a?.address ?? ''}
        lang={thaiLang(a?.address ?? undefined, lang)}
      />
    </>
  );
}

/**
 * The picture and the business card, uploaded before the form is sent. In the admin's editor the stored ones are
 * shown, each kept, removed (its box) or replaced by a new upload.
 */
function FilesSection(props: ApplicationSectionProps) {
  const { form, busy, admin } = props;
  const { t } = useT();
  const { optional } = useFieldLabels('apply');
  const a = admin?.application;
  const prefix = idPrefixOf(props);
  return (
    <FormSection id={`${prefix}-files`} title={t('apply.sections.files')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-3">
          {a?.avatarUrl ? (
            <StoredFile removeName="avatarRemove" removeLabel={t('adminApplications.form.removeAvatar')}>
              <img
                src={a.avatarUrl}
                alt={t('adminApplications.form.currentAvatar')}
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-full border object-cover"
              />
            </StoredFile>
          ) : null}
          <ImageUpload
            id={`${prefix}-avatar`}
            kind="avatar"
            label={optional(a?.avatarUrl ? t('adminApplications.form.newAvatar') : t('apply.fields.avatar'))}
            disabled={busy}
            {...uploadField(form, 'avatarKey')}
          />
        </div>
        <div className="grid content-start gap-3">
          {a?.hasBusinessCard ? (
            <StoredFile removeName="businessCardRemove" removeLabel={t('adminApplications.form.removeCard')}>
              <p className="text-sm">{t('adminApplications.form.currentCard')}</p>
            </StoredFile>
          ) : null}
          <ImageUpload
            id={`${prefix}-business-card`}
            kind="business-card"
            label={optional(
              a?.hasBusinessCard ? t('adminApplications.form.newCard') : t('apply.fields.businessCard'),
            )}
            disabled={busy}
            {...uploadField(form, 'businessCardKey')}
          />
          {admin ? null : (
            <p className="text-xs text-muted-foreground">{t('apply.fields.businessCardHint')}</p>
          )}
        </div>
      </div>
    </FormSection>
  );
}

/** A stored picture of the application an admin edits, with its box to remove it. */
function StoredFile({
  removeName,
  removeLabel,
  children,
}: {
  removeName: string;
  removeLabel: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-3">
      {children}
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name={removeName} className="size-5" />
        {removeLabel}
      </label>
    </div>
  );
}
