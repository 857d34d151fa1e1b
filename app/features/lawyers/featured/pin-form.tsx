import { useFetcher } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button } from '#app/components/ui/button.tsx';
import { Pin } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { FEATURED_NAME_MAX, PIN_POSITIONS, pinFieldName } from '#domain/schemas/featured.ts';
import type { FeaturedAnswer } from './featured.server.ts';
import { FEATURED_TEXT_VALUES, featuredCodeText } from './featured-text.ts';

/**
 * Pin three lawyers by name (positions 1-3): the server replaces every earlier pin in one transaction, or
 * changes nothing when a name matches nobody (named in its field's message). Starts from the names pinned now.
 */
export function PinForm({ current }: { current: (string | null)[] }) {
  const { t } = useT();
  const fetcher = useFetcher<FeaturedAnswer>();
  const form = useForm({ answer: fetcher.data, fetcher, values: FEATURED_TEXT_VALUES });
  useAnswer(fetcher.data, true, (r) => {
    if (r.ok) return { toast: { title: t('adminFeatured.done.pinned'), variant: 'success' } };
    const first = Object.keys(r.fields)[0];
    return {
      toast: { title: featuredCodeText(t, r.code, first ? r.params[first] : undefined), variant: 'error' },
    };
  });
  return (
    <fetcher.Form
      {...form.props}
      method="post"
      className="mt-3 grid gap-4"
      aria-labelledby="featured-pin-heading"
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {PIN_POSITIONS.map((p, i) => (
          <TextInputField
            key={p}
            id={`featured-pin-${p}`}
            {...form.field(pinFieldName(p))}
            label={t('adminFeatured.pin.position', { n: p })}
            defaultValue={current[i] ?? ''}
            maxLength={FEATURED_NAME_MAX}
            autoComplete="off"
          />
        ))}
      </div>
      <div>
        <Button type="submit" name="intent" value="pin" disabled={form.busy}>
          <Pin aria-hidden />
          {t('adminFeatured.pin.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
