/** The form's own message (not about one field), announced when it appears. */
export function FormMessage({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  );
}
