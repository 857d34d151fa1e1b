import { useFetcher } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { Trash2 } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';

/** The text sections of the admin screens whose tables delete through `DeleteButton`. */
type DeletingSection = 'adminLawyers' | 'adminCategories';

/**
 * Delete a record of an admin table after the confirmation dialog: posts `intent=delete` and the record's `id`
 * through the screen's one deletion fetcher `fetcherKey`, whose answer the page reports (`useDeletionResult` in
 * answers.tsx). The texts are the section's `delete.*` ('button', 'labelFor', 'title', 'description', 'confirm',
 * 'cancel'), named with the record's `name`.
 */
export function DeleteButton({
  section,
  fetcherKey,
  id,
  name,
  size = 'sm',
}: {
  section: DeletingSection;
  fetcherKey: string;
  id: string;
  name: string;
  size?: 'sm' | 'default';
}) {
  const { t } = useT();
  const fetcher = useFetcher({ key: fetcherKey });
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="destructiveOutline"
          size={size}
          className="min-h-11"
          disabled={fetcher.state !== 'idle'}
          aria-label={t(`${section}.delete.labelFor`, { name })}
        >
          <Trash2 aria-hidden />
          {t(`${section}.delete.button`)}
        </Button>
      }
      title={t(`${section}.delete.title`)}
      description={t(`${section}.delete.description`, { name })}
      confirmLabel={t(`${section}.delete.confirm`)}
      cancelLabel={t(`${section}.delete.cancel`)}
      destructive
      onConfirm={() => fetcher.submit({ intent: 'delete', id }, { method: 'post' })}
    />
  );
}
