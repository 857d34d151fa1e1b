import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Plus } from '#app/components/ui/icons.tsx';

/**
 * The add link of an admin list screen (`?new=1` opens the add form above the table), styled by the `Button`
 * around it (`asChild` passes the button's props on).
 */
function AddLink({
  to,
  label,
  testId,
  ...button
}: { to: string; label: string; testId?: string } & Omit<React.ComponentProps<'a'>, 'href'>) {
  return (
    <Link {...button} to={to} preventScrollReset data-testid={testId}>
      <Plus aria-hidden />
      {label}
    </Link>
  );
}

/** The head of an admin list screen (lawyers, categories): its title, what it is for, and the add link. */
export function ListScreenHeader({
  title,
  intro,
  add,
}: {
  title: string;
  intro: string;
  add: { to: string; label: string; testId: string };
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
      </div>
      <Button asChild variant="accent">
        <AddLink {...add} />
      </Button>
    </header>
  );
}

/** An admin list with no rows: what it says, and the add link again. */
export function EmptyList({
  testId,
  text,
  add,
}: {
  testId: string;
  text: string;
  add: { to: string; label: string };
}) {
  return (
    <div className="rounded-xl border border-dashed p-8 text-center" data-testid={testId}>
      <p>{text}</p>
      <Button asChild variant="outline" className="mt-4">
        <AddLink {...add} />
      </Button>
    </div>
  );
}

/** The record the address asks to edit (`?edit=<id>`) is not there (deleted meanwhile, or a wrong link). */
export function MissingRecord({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-4">
      {text}
    </p>
  );
}
