import { useFetcher } from 'react-router';
import { TextInputField } from '#app/components/form/field.tsx';
import { useAnswer } from '#app/components/form/form-state.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Pin } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { FEATURED_NAME_MAX, PIN_POSITIONS, pinFieldName } from '#domain/schemas/featured.ts';
import type { featuredAction } from './featured.server.ts';
import { featuredCodeText } from './featured-text.ts';

/**
 * Pin three lawyers by name (positions 1-3): the server replaces every earlier pin in one transaction, or
 * changes nothing when a name matches nobody. Starts from the names pinned now.
 */
export function PinForm({ current }: { current: (string | null)[] }) {
  const { t } = useT();
  const fetcher = useFetcher<typeof featuredAction>();
  const busy = fetcher.state !== 'idle';
  useAnswer(fetcher.data, true, (r) => {
    if (r.ok) return { toast: { title: t('adminFeatured.done.pinned'), variant: 'success' } };
    const first = Object.keys(r.fields)[0];
    return {
      toast: { title: featuredCodeText(t, r.code, first ? r.params[first] : undefined), variant: 'error' },
    };
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : {};
  const params = fetcher.data && !fetcher.data.ok ? fetcher.data.params : {};
  return (
    <fetcher.Form method="post" className="mt-3 grid gap-4" aria-labelledby="featured-pin-heading" noValidate>
      <div className="grid gap-4 sm:grid-cols-3">
        {PIN_POSITIONS.map((p, i) => {
          const error = fields[pinFieldName(p)];
          return (
            <TextInputField
              key={p}
              id={`featured-pin-${p}`}
              name={pinFieldName(p)}
              label={t('adminFeatured.pin.position', { n: p })}
              defaultValue={current[i] ?? ''}
              maxLength={FEATURED_NAME_MAX}
              autoComplete="off"
              error={error ? featuredCodeText(t, error, params[pinFieldName(p)]) : undefined}
            />
          );
        })}
      </div>
      <div>
        <Button type="submit" name="intent" value="pin" disabled={busy}>
          <Pin aria-hidden />
          {t('adminFeatured.pin.submit')}
        </Button>
      </div>
    </fetcher.Form>
  );
}
