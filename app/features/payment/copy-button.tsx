import { Button } from '#app/components/ui/button.tsx';
import { Copy } from '#app/components/ui/icons.tsx';

/**
 * A copy button with an accessible name; the page script (app/lib/page-scripts.ts) copies `text` and reports the
 * result in the page's toast.
 */
export function CopyButton(props: { text: string; label: string; copied: string; failed: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      className="shrink-0"
      data-copy={props.text}
      data-copied={props.copied}
      data-failed={props.failed}
    >
      <Copy aria-hidden />
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </Button>
  );
}
