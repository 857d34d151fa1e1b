/**
 * The input of the category form, as the shared schema reads it: one string per field, every chosen
 * experience area, and `active` as the checkbox's state (an unchecked box sends nothing, which means off).
 */
export function readCategoryForm(form: FormData): Record<string, unknown> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    name: text('name'),
    slug: text('slug'),
    displayOrder: text('displayOrder'),
    description: text('description'),
    keywords: text('keywords'),
    experienceAreas: form.getAll('experienceAreas').filter((v) => typeof v === 'string'),
    icon: text('icon'),
    active: form.get('active') === 'on',
  };
}
