import { cn } from '#app/lib/utils.ts';
import { buttonVariants } from './button.tsx';
import { Download } from './icons.tsx';

/**
 * A PromptPay QR code as an image: an SVG the server made from configuration (the qrcode library, never from what
 * a person typed), scaled to the width `className` gives it, on white so that it scans in the dark theme too.
 */
export function QrImage({
  svg,
  label,
  className,
  testId,
}: {
  svg: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        'mx-auto w-full rounded-lg bg-white [&_svg]:block [&_svg]:h-auto [&_svg]:w-full',
        className,
      )}
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG the server made from configuration (qrcode)
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

/**
 * A button that saves a QR code as a PNG file, for paying from the phone's gallery in a banking app: on the payment
 * page a data URL the server made with `qrPng`; in the member's space, whose list has a QR for each fee due, the
 * address of the file (`/{lang}/question/{id}/promptpay.png`), made only when it is saved.
 */
export function QrSaveLink({
  png,
  fileName,
  label,
  className,
  testId,
}: {
  png: string;
  fileName: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  return (
    <a
      href={png}
      download={fileName}
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      data-testid={testId}
    >
      <Download aria-hidden />
      {label}
    </a>
  );
}
