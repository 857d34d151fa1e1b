import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { MessageSquareText } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { cn } from '#app/lib/utils.ts';

/** A card that leads to the ask page: a heading, a line, and the button (knowledge, a published answer's page). */
export function AskCallout({
  id,
  title,
  body,
  action,
  className,
}: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  body: string;
  action: string;
  className?: string;
}) {
  const { href } = useT();
  return (
    <section aria-labelledby={id} className={cn('rounded-xl border bg-card p-6', className)}>
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      <p className="mt-1 text-muted-foreground">{body}</p>
      <Button asChild variant="accent" className="mt-4">
        <Link to={href('/ask')}>
          <MessageSquareText aria-hidden />
          {action}
        </Link>
      </Button>
    </section>
  );
}
