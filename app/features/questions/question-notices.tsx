import { Link } from '#app/components/link.tsx';
import { Phone } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { telHref } from '#domain/contact.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { SlipDuplicateFlag } from '#domain/fees.ts';
import type { Lang } from '#domain/i18n.ts';
import type { TFunction } from '#i18n/texts.ts';

/**
 * What stands in place of a question's text once its asker erased it (docs/product-rules.md, "Questions"): "The
 * asker erased this question's text on <date>", and that their messages in the thread went too when `messages`.
 */
export function ErasedNotice({
  erasedAt,
  t,
  lang,
  messages = false,
  className,
}: {
  erasedAt: string | Date;
  t: TFunction;
  lang: Lang;
  messages?: boolean;
  className?: string;
}) {
  return (
    <p className={className ?? 'text-sm text-muted-foreground italic'} data-testid="question-erased">
      {t('question.erased.notice', { date: formatDateTime(erasedAt, lang) })}
      {messages ? ` ${t('question.erased.messages')}` : null}
    </p>
  );
}

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

/**
 * For administrators: a transfer slip was refused for this question because another question holds it
 * (docs/product-rules.md, "Paying for a question"): how it matched, a link to that question, how many attempts.
 */
export function DuplicateSlipFlag({ flag }: { flag: SlipDuplicateFlag }) {
  const { t, href } = useT();
  return (
    <span
      className="mt-1 block text-xs font-medium text-destructive"
      data-testid="duplicate-slip"
      data-matched={flag.matched}
    >
      {t('question.payment.duplicate.label')} · {t(`question.payment.duplicate.${flag.matched}`)}{' '}
      {flag.duplicateOf ? (
        <Link className="underline" to={href(`/question/${flag.duplicateOf.id}`)}>
          {flag.duplicateOf.title}
        </Link>
      ) : (
        t('question.payment.duplicate.deleted')
      )}
      {flag.attempts > 1 ? ` · ${t('question.payment.duplicate.attempts', { count: flag.attempts })}` : null}
    </span>
  );
}
