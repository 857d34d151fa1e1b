import { TextInputField } from '#app/components/form/field.tsx';
import { Link } from '#app/components/link.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatDate } from '#domain/dates.ts';

/**
 * LINE's mark beside its name: the square of LINE's green (decorative; the button's words say "LINE", in text of
 * the page's own contrast, since white on LINE's green is below 4.5:1).
 */
function LineMark() {
  return <span aria-hidden className="inline-block size-4 shrink-0 rounded-[4px] bg-[#06C755]" />;
}

/**
 * "Continue with LINE" above the sign-in and sign-up forms: a plain form post (a full page load, to LINE and back,
 * with or without JavaScript) to /{lang}/auth/line, with the page to return to. A first sign-in makes an account,
 * which the sentence under it says, with the privacy notice.
 */
export function LineSignIn({ next }: { next: string | null }) {
  const { t, href } = useT();
  return (
    <div className="mt-6 grid gap-3" data-testid="line-sign-in">
      <form method="post" action={href('/auth/line')}>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <Button type="submit" variant="outline" size="lg" className="w-full gap-3">
          <LineMark />
          {t('auth.line.button')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('auth.line.consent')}{' '}
        <Link to={href('/privacy')} className="text-primary underline underline-offset-4">
          {t('privacy.consent.link')}
        </Link>
      </p>
      <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('auth.line.or')}
        <span className="h-px flex-1 bg-border" />
      </p>
    </div>
  );
}

/**
 * An account made with LINE without an e-mail adds one: a link is sent to it, and it is used (for notices, signing
 * in with a password after a reset) only once opened.
 */
export function AddEmailForm() {
  const { t, href } = useT();
  return (
    <form method="post" action={href('/account/line')} className="mt-4 grid gap-3" data-testid="add-email">
      <input type="hidden" name="intent" value="email" />
      <TextInputField
        id="add-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('auth.line.addEmail')}
        hint={t('auth.line.addEmailHint')}
      />
      <Button type="submit" variant="outline" className="justify-self-start">
        {t('auth.line.addEmailSubmit')}
      </Button>
    </form>
  );
}

export interface AccountLine {
  linked: boolean;
  linkedAt: string | null;
}

/** The account page's LINE section: linked since when, with the unlink form; else the form that links it. */
export function AccountLineSection({ line }: { line: AccountLine }) {
  const { t, lang, href } = useT();
  return (
    <section
      id="line"
      className="scroll-mt-20 rounded-xl border bg-card p-5 shadow-sm"
      aria-labelledby="account-line"
      data-testid="account-line"
    >
      <h2 id="account-line" className="flex items-center gap-2 text-lg">
        <LineMark />
        {t('auth.line.sectionTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        {line.linked && line.linkedAt
          ? t('auth.line.linkedText', { date: formatDate(line.linkedAt, lang) })
          : t('auth.line.notLinkedText')}
      </p>
      <form method="post" action={href('/account/line')} className="mt-3">
        <input type="hidden" name="intent" value={line.linked ? 'unlink' : 'link'} />
        <Button type="submit" variant="outline" className="gap-2">
          {line.linked ? t('auth.line.unlink') : t('auth.line.link')}
        </Button>
      </form>
    </section>
  );
}
