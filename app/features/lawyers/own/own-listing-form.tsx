import { useFetcher } from 'react-router';
import {
  ChoiceChecks,
  FieldGrid,
  FormSection,
  TextareaField,
  TextInputField,
} from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import {
  AreasField,
  ContactFields,
  ListingDetailsFields,
  ProvinceSelect,
  uploadField,
  useFieldLabels,
} from '#app/components/form/lawyer-fields.tsx';
import { hasFields, translateCode } from '#app/components/form/refusal.ts';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { ImageUpload } from '#app/components/uploads/image-upload.tsx';
import type { Answer, Refusal } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { OWN_LAWYER_INCOMPLETE, ownLawyerSchema } from '#domain/schemas/lawyer.ts';
import { ownListingSchema } from '#domain/schemas/own-listing.ts';
import { EXPERIENCE_MAX, feeUpToShown } from '#domain/schemas/practice.ts';
import { thaiLang } from '#domain/text.ts';
import { isIllustration } from '#domain/uploads.ts';
import type { OwnListing } from './own-listing-form.server.ts';

/** The refusal of a second own profile names the user's existing one. */
type OwnListingRefusal = Refusal & { lawyerId?: string | null };

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
export function OwnListingForm({
  email,
  noScriptAnswer,
  listing,
}: {
  email: string;
  noScriptAnswer?: Answer;
  listing?: OwnListing;
}) {
  const { t, href } = useT();
  const editing = listing !== undefined;
  const fetcher = useFetcher<Answer>();
  const form = useForm<OwnListingRefusal>({
    schema: editing ? ownListingSchema(listing) : ownLawyerSchema,
    answer: fetcher.data ?? noScriptAnswer,
    fetcher,
    onInvalid: (errors) => toast({ title: t(refusalToast(errors)), variant: 'error' }),
  });
  // A second own profile: the refusal names the user's existing one.
  const existingId = form.refusal?.lawyerId ?? null;

  useAnswer(fetcher.data, fetcher.state === 'idle', (answer) => {
    if (answer.ok)
      return editing ? { toast: { title: t('lawyerform.edit.saved'), variant: 'success' } } : undefined;
    const title = hasFields(answer) ? t(refusalToast(answer.fields)) : translateCode(t, answer.code);
    return { toast: { title, variant: 'error' } };
  });

  return (
    <fetcher.Form
      {...form.props}
      method="post"
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

      <ProfileSection listing={listing} form={form} />
      <ContactSection listing={listing} email={email} form={form} />
      <AboutSection listing={listing} form={form} />

      <Button type="submit" size="lg" variant="accent" disabled={form.busy} aria-busy={form.busy}>
        <Save aria-hidden />
        {form.busy
          ? t('lawyerform.submitting')
          : editing
            ? t('lawyerform.edit.submit')
            : t('lawyerform.submit')}
      </Button>
    </fetcher.Form>
  );
}

/** What each section of the form gets: the listing being edited (none for a new profile) and the field errors. */
interface SectionProps {
  listing?: OwnListing;
  form: FormKit;
}

/** Name, titles and place, then the practice (PracticeFields). */
function ProfileSection({ listing, form }: SectionProps) {
  const { t } = useT();
  const { required, optional } = useFieldLabels('lawyerform');
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
            {...form.field('name')}
            autoComplete="name"
          />
        )}
        <TextInputField
          id="lawyer-title"
          label={t('lawyerform.fields.title')}
          required
          requiredLabel={required}
          hint={t('lawyerform.fields.titleHint')}
          {...form.field('title')}
          defaultValue={listing?.title ?? ''}
        />
        {editing ? (
          <>
            <TextInputField
              id="lawyer-title-en"
              label={optional(t('lawyerform.fields.titleEn'))}
              hint={t('lawyerform.fields.translationHint')}
              {...form.field('titleEn')}
              lang="en"
              defaultValue={listing.titleEn ?? ''}
            />
            <TextInputField
              id="lawyer-title-zh"
              label={optional(t('lawyerform.fields.titleZh'))}
              hint={t('lawyerform.fields.translationHint')}
              {...form.field('titleZh')}
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
          {...form.field('province')}
        />
        <TextInputField
          id="lawyer-district"
          label={optional(t('lawyerform.fields.district'))}
          {...form.field('district')}
          defaultValue={listing?.district ?? ''}
        />
      </FieldGrid>
      <PracticeFields listing={listing} form={form} />
    </FormSection>
  );
}

/** Phone, e-mail, LINE, website and address (a new profile starts with the account's e-mail). */
function ContactSection({ listing, email, form }: SectionProps & { email: string }) {
  const { t, lang } = useT();
  const { optional } = useFieldLabels('lawyerform');
  return (
    <FormSection id="lawyer-form-contact" title={t('lawyerform.sections.contact')}>
      <ContactFields
        idPrefix="lawyer"
        texts="lawyerform"
        form={form}
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
      />
      <TextareaField
        id="lawyer-address"
        label={optional(t('lawyerform.fields.address'))}
        className="resize-y"
        {...form.field('address')}
        rows={2}
        autoComplete="street-address"
        defaultValue={listing?.address ?? ''}
        lang={thaiLang(listing?.address, lang)}
      />
    </FormSection>
  );
}

/** The description and the picture. */
function AboutSection({ listing, form }: SectionProps) {
  const { t, lang } = useT();
  const { optional } = useFieldLabels('lawyerform');
  return (
    <FormSection id="lawyer-form-about" title={t('lawyerform.sections.about')}>
      <TextareaField
        id="lawyer-description"
        label={optional(t('lawyerform.fields.description'))}
        className="min-h-28 resize-y"
        {...form.field('description')}
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
          <p className="text-sm text-muted-foreground">
            {isIllustration(listing.avatarUrl)
              ? t('lawyerform.edit.currentIllustration')
              : t('lawyerform.edit.currentAvatar')}
          </p>
        </div>
      ) : null}
      <ImageUpload
        id="lawyer-avatar"
        kind="avatar"
        label={optional(
          listing?.avatarUrl && !isIllustration(listing.avatarUrl)
            ? t('lawyerform.edit.newAvatar')
            : t('lawyerform.fields.avatar'),
        )}
        disabled={form.busy}
        {...uploadField(form, 'avatarKey')}
      />
    </FormSection>
  );
}

/** Specialties, licence; when editing also experience, languages, fee and education. */
function PracticeFields({ listing, form }: SectionProps) {
  const { t, lang } = useT();
  const { required, optional } = useFieldLabels('lawyerform');
  const editing = listing !== undefined;
  return (
    <>
      {editing ? (
        // The stored case types as chips in the page's language (older free-text areas shown as they are).
        <ChoiceChecks
          id="lawyer-specialties"
          legend={t('lawyerform.fields.specialties')}
          hint={t('lawyerform.edit.specialtiesHint')}
          required
          requiredLabel={required}
          options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
          defaultValues={listing.experienceAreas}
          {...form.field('specialties')}
        />
      ) : (
        <AreasField
          id="lawyer-specialties"
          label={t('lawyerform.fields.specialties')}
          hint={t('lawyerform.fields.specialtiesHint')}
          required
          requiredLabel={required}
          {...form.field('specialties')}
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
            {...form.field('licenseNumber')}
            autoComplete="off"
          />
        )}
        {editing ? (
          <TextInputField
            id="lawyer-experience"
            label={optional(t('lawyerform.fields.experience'))}
            hint={t('apply.fields.experienceHint')}
            {...form.field('experience')}
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
          form={form}
        />
      ) : null}
    </>
  );
}
