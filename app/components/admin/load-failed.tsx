import { isRouteErrorResponse } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import type { TextKey } from '#i18n/keys.ts';

/** An admin screen whose data could not be read: its message and a retry (the screen's error boundary). */
export function AdminLoadFailed({ error, title, retry }: { error: unknown; title: TextKey; retry: TextKey }) {
  const { t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <div
      role="alert"
      className="rounded-xl border border-destructive/40 bg-destructive/10 p-6"
      data-status={status}
    >
      <h1 className="text-xl">{t(title)}</h1>
      <Button asChild variant="outline" className="mt-4">
        <a href="?">{t(retry)}</a>
      </Button>
    </div>
  );
}
