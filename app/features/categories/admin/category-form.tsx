import { useFetcher } from 'react-router';
import { refusalToast } from '#app/components/admin/answers.tsx';
import { EditorPanel } from '#app/components/admin/editor-panel.tsx';
import { ChoiceChecks, FieldGrid, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { hasFields } from '#app/components/form/refusal.ts';
import { type FormKit, useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { CATEGORY_REQUIRED, CATEGORY_TEXT_MAX, categorySchema } from '#domain/schemas/category.ts';
import type { AdminCategory, AdminCategoryAnswer } from './admin-categories.server.ts';

/** The required message (domain/schemas/category.ts) when name or slug is missing, else the first problem. */
function toastFor(found: Record<string, string>) {
  const values = Object.values(found);
  return values.includes(CATEGORY_REQUIRED) ? CATEGORY_REQUIRED : (values[0] ?? CATEGORY_REQUIRED);
}

/**
 * The create / edit form of a case category. Name and slug are required ('กรอกชื่อและสลัก (slug)'), the slug
 * is checked for its format here and for uniqueness by the server; the display order is 0 when left blank.
 */
export function CategoryForm({
  category,
  closeTo,
  onCreated,
}: {
  category?: AdminCategory;
  closeTo: string;
  onCreated?: (id: string) => void;
}) {
  const { t } = useT();
  const fetcher = useFetcher<AdminCategoryAnswer>();
  const form = useForm({
    schema: categorySchema,
    answer: fetcher.data,
    fetcher,
    onInvalid: (found) => toast({ title: t.dynamic(toastFor(found)), variant: 'error' }),
  });
  const mode = category ? 'update' : 'create';

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok)
      return {
        toast: {
          title: t(mode === 'create' ? 'adminCategories.toast.created' : 'adminCategories.toast.saved'),
          variant: 'success',
        },
        after: () => {
          if (mode === 'create' && result.id) onCreated?.(result.id);
        },
      };
    const title = t('adminCategories.toast.saveFailed');
    return {
      toast: hasFields(result)
        ? { title, description: t.dynamic(toastFor(result.fields)), variant: 'error' }
        : refusalToast(t, title, result),
    };
  });

  const title = t(mode === 'create' ? 'adminCategories.form.addTitle' : 'adminCategories.form.editTitle');
  return (
    <EditorPanel
      testId="category-editor"
      title={title}
      subtitle={category?.name}
      closeTo={closeTo}
      closeLabel={t('adminCategories.form.close')}
      recordId={category?.id}
    >
      <fetcher.Form
        {...form.props}
        method="post"
        aria-label={title}
        className="mt-6 grid gap-6"
        data-testid="category-form"
      >
        <input type="hidden" name="intent" value={mode} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <CategoryFields category={category} form={form} />
        <div>
          <Button type="submit" variant="accent" disabled={form.busy} aria-busy={form.busy}>
            <Save aria-hidden />
            {form.busy ? t('adminCategories.form.saving') : t('adminCategories.form.save')}
          </Button>
        </div>
      </fetcher.Form>
    </EditorPanel>
  );
}

/** The fields of the category form, filled with the category's values when editing. */
function CategoryFields({ category, form }: { category?: AdminCategory; form: FormKit }) {
  const { t, lang } = useT();
  const required = t('adminCategories.fields.required');
  const code = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;
  return (
    <>
      <FieldGrid>
        <TextInputField
          id="category-name"
          label={t('adminCategories.fields.name')}
          required
          requiredLabel={required}
          {...form.field('name')}
          maxLength={CATEGORY_TEXT_MAX.name}
          defaultValue={category?.name ?? ''}
        />
        <TextInputField
          id="category-slug"
          label={t('adminCategories.fields.slug')}
          hint={t('adminCategories.fields.slugHint')}
          required
          requiredLabel={required}
          {...form.field('slug')}
          {...code}
          maxLength={CATEGORY_TEXT_MAX.slug}
          defaultValue={category?.slug ?? ''}
        />
        <TextInputField
          id="category-order"
          label={t('adminCategories.fields.displayOrder')}
          hint={t('adminCategories.fields.displayOrderHint')}
          {...form.field('displayOrder')}
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={category?.displayOrder ?? 0}
        />
        <TextInputField
          id="category-icon"
          label={t('adminCategories.fields.icon')}
          hint={t('adminCategories.fields.iconHint')}
          {...form.field('icon')}
          {...code}
          maxLength={CATEGORY_TEXT_MAX.icon}
          defaultValue={category?.icon ?? ''}
        />
      </FieldGrid>
      <TextareaField
        id="category-description"
        label={t('adminCategories.fields.description')}
        className="resize-y"
        {...form.field('description')}
        rows={3}
        defaultValue={category?.description ?? ''}
      />
      <TextInputField
        id="category-keywords"
        label={t('adminCategories.fields.keywords')}
        hint={t('adminCategories.fields.keywordsHint')}
        {...form.field('keywords')}
        autoComplete="off"
        defaultValue={category?.keywords.join(', ') ?? ''}
      />
      <ChoiceChecks
        id="category-areas"
        legend={t('adminCategories.fields.experienceAreas')}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
        defaultValues={category?.experienceAreas}
        {...form.field('experienceAreas')}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="active"
          defaultChecked={category?.active ?? true}
          className="size-5 accent-primary"
        />
        <span>{t('adminCategories.fields.active')}</span>
      </label>
    </>
  );
}
