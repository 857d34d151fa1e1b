import { Phone } from '#app/components/ui/icons.tsx';
import { telHref } from '#domain/contact.ts';
import type { TFunction } from '#i18n/texts.ts';

/** The asker's phone and LINE (shown only when the server sent them), or 'no contact info given'. */
export function AskerContact({
  contact,
  t,
  testId,
}: {
  contact: { phone: string | null; line: string | null };
  t: TFunction;
  testId: string;
}) {
  return (
    <div className="mt-3 rounded-lg bg-muted/60 p-3 text-sm" data-testid={testId}>
      <p className="font-medium">{t('inbox.contact.title')}</p>
      {contact.phone || contact.line ? (
        <ul className="mt-1 grid gap-1">
          {contact.phone ? (
            <li className="flex items-center gap-2">
              <Phone className="size-4" aria-hidden />
              <a className="underline" href={telHref(contact.phone)}>
                {contact.phone}
              </a>
            </li>
          ) : null}
          {contact.line ? <li>LINE: {contact.line}</li> : null}
        </ul>
      ) : (
        <p className="text-muted-foreground">{t('inbox.contact.none')}</p>
      )}
    </div>
  );
}
