import { Button } from '#app/components/ui/button.tsx';
import { Copy } from '#app/components/ui/icons.tsx';
import { toast } from '#app/components/ui/toast.tsx';

/** Writes text to the clipboard; falls back to a hidden text area where the Clipboard API is missing. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or insecure context: try the fallback.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** A copy button with an accessible name that reports the result in a toast. */
export function CopyButton(props: { text: string; label: string; copied: string; failed: string }) {
  return (
    <Button
      type="button"
      variant="outline"
      className="shrink-0"
      onClick={async () => {
        const ok = await copyText(props.text);
        toast(ok ? { title: props.copied, variant: 'success' } : { title: props.failed, variant: 'error' });
      }}
    >
      <Copy aria-hidden />
      <span className="sr-only sm:not-sr-only">{props.label}</span>
    </Button>
  );
}
