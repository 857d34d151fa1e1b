import { cn } from '#app/lib/utils.ts';

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
