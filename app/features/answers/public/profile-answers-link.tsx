import { Link } from '#app/components/link.tsx';
import { MessageSquareText } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';

/**
 * "N public answers" on a lawyer's profile, linked to the list filtered by the lawyer (docs/product-rules.md,
 * "Public answers"); nothing without any. A count of the lawyer's own, never a comparison with others.
 */
export function ProfileAnswersLink({ lawyerId, count }: { lawyerId: string; count: number }) {
  const { t, href } = useT();
  if (count <= 0) return null;
  return (
    <p className="rounded-xl border bg-card p-4">
      <Link
        to={`${href('/answers')}?lawyer=${lawyerId}`}
        className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
        data-testid="profile-answers"
      >
        <MessageSquareText className="size-5" aria-hidden />
        {t('answers.profile.link', { count })}
      </Link>
    </p>
  );
}
