import { Clock } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * "Usually answers within N hours" (domain/responsiveness.ts), on a lawyer's profile and desk; nothing when there
 * are too few samples (`hours` null).
 */
export function ResponsivenessNote({ hours, className }: { hours: number | null; className?: string }) {
  const { t } = useT();
  if (hours === null) return null;
  return (
    <p className={`flex items-center gap-2 text-sm ${className ?? ''}`} data-testid="responsiveness">
      <Clock className="size-4 text-primary" aria-hidden />
      {t('profile.responsiveness', { count: hours })}
    </p>
  );
}
