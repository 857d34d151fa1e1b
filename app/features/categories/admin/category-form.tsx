import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { AdminActionResult } from '#app/components/admin/answers.tsx';
import { ChoiceChecks, FieldGrid, TextareaField, TextInputField } from '#app/components/form/field.tsx';
import { fieldBinding, useAnswer, useFormErrors } from '#app/components/form/form-state.tsx';
import { hasFields, refusalText } from '#app/components/form/refusal.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Save, X } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';
import { useT } from '#app/lib/lang.ts';
import { CASE_TYPES } from '#domain/case-types.ts';
import { CATEGORY_REQUIRED, CATEGORY_TEXT_MAX, categorySchema } from '#domain/schemas/category.ts';
import { fieldErrors } from '#domain/schemas/form.ts';
import type { AdminCategory } from './admin-cases.server.ts';
import { readCategoryForm } from './form-data.ts';

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
  const fetcher = useFetcher<AdminActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = fetcher.state !== 'idle';
  const mode = category ? 'update' : 'create';
  const { err, show, clear } = useFormErrors(
    formRef,
    fetcher.data?.ok === false ? fetcher.data.fields : undefined,
  );
  const categoryId = category?.id;

  useEffect(() => {
    void categoryId;
    heading.current?.focus();
  }, [categoryId]);

  useAnswer(fetcher.data, fetcher.state === 'idle', (result) => {
    if (result.ok)
      return {
        toast: {
          title: t(mode === 'create' ? 'adminCases.toast.created' : 'adminCases.toast.saved'),
          variant: 'success',
        },
        after: () => {
          if (mode === 'create' && result.id) onCreated?.(result.id);
        },
      };
    return {
      toast: {
        title: t('adminCases.toast.saveFailed'),
        description: hasFields(result) ? t.dynamic(toastFor(result.fields)) : refusalText(t, result),
        variant: 'error',
      },
    };
  });

  function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = categorySchema.safeParse(readCategoryForm(new FormData(e.currentTarget)));
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      show(found);
      toast({ title: t.dynamic(toastFor(found)), variant: 'error' });
      return;
    }
    show({});
    fetcher.submit(e.currentTarget, { method: 'post' });
  }

  const title = t(mode === 'create' ? 'adminCases.form.addTitle' : 'adminCases.form.editTitle');
  return (
    <section
      aria-labelledby="category-editor-heading"
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="category-editor"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="category-editor-heading" ref={heading} tabIndex={-1} className="text-xl outline-none">
            {title}
          </h2>
          {category ? <p className="mt-1 break-words text-muted-foreground">{category.name}</p> : null}
        </div>
        <Button asChild variant="ghost" size="icon">
          <Link to={closeTo} aria-label={t('adminCases.form.close')} preventScrollReset>
            <X aria-hidden />
          </Link>
        </Button>
      </div>

      <fetcher.Form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        className="mt-6 grid gap-6"
        data-testid="category-form"
      >
        <input type="hidden" name="intent" value={mode} />
        {category ? <input type="hidden" name="id" value={category.id} /> : null}
        <CategoryFields category={category} err={err} clear={clear} />
        <div>
          <Button type="submit" variant="accent" disabled={busy} aria-busy={busy}>
            <Save aria-hidden />
            {busy ? t('adminCases.form.saving') : t('adminCases.form.save')}
          </Button>
        </div>
      </fetcher.Form>
    </section>
  );
}

/** The fields of the category form, filled with the category's values when editing. */
function CategoryFields({
  category,
  err,
  clear,
}: {
  category?: AdminCategory;
  err: (field: string) => string | undefined;
  clear: (field: string) => void;
}) {
  const field = fieldBinding(err, clear);
  const { t, lang } = useT();
  const required = t('adminCases.fields.required');
  return (
    <>
      <FieldGrid>
        <TextInputField
          id="category-name"
          label={t('adminCases.fields.name')}
          required
          requiredLabel={required}
          {...field('name')}
          maxLength={CATEGORY_TEXT_MAX.name}
          defaultValue={category?.name ?? ''}
        />
        <TextInputField
          id="category-slug"
          label={t('adminCases.fields.slug')}
          hint={t('adminCases.fields.slugHint')}
          required
          requiredLabel={required}
          {...field('slug')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CATEGORY_TEXT_MAX.slug}
          defaultValue={category?.slug ?? ''}
        />
        <TextInputField
          id="category-order"
          label={t('adminCases.fields.displayOrder')}
          hint={t('adminCases.fields.displayOrderHint')}
          {...field('displayOrder')}
          type="number"
          inputMode="numeric"
          step={1}
          defaultValue={category?.displayOrder ?? 0}
        />
        <TextInputField
          id="category-icon"
          label={t('adminCases.fields.icon')}
          hint={t('adminCases.fields.iconHint')}
          {...field('icon')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={CATEGORY_TEXT_MAX.icon}
          defaultValue={category?.icon ?? ''}
        />
      </FieldGrid>
      <TextareaField
        id="category-description"
        label={t('adminCases.fields.description')}
        className="resize-y"
        {...field('description')}
        rows={3}
        defaultValue={category?.description ?? ''}
      />
      <TextInputField
        id="category-keywords"
        label={t('adminCases.fields.keywords')}
        hint={t('adminCases.fields.keywordsHint')}
        {...field('keywords')}
        autoComplete="off"
        defaultValue={category?.keywords.join(', ') ?? ''}
      />
      <ChoiceChecks
        id="category-areas"
        name="experienceAreas"
        legend={t('adminCases.fields.experienceAreas')}
        options={CASE_TYPES.map((c) => ({ value: c.value, label: c.label[lang] }))}
        defaultValues={category?.experienceAreas}
        error={err('experienceAreas')}
        onChange={() => clear('experienceAreas')}
      />
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name="active"
          defaultChecked={category?.active ?? true}
          className="size-5 accent-primary"
        />
        <span>{t('adminCases.fields.active')}</span>
      </label>
    </>
  );
}
