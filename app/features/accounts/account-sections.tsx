import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { CardSection } from '#app/components/ui/card-section.tsx';
import { Download, FileCheck2, UserRound } from '#app/components/ui/icons.tsx';
import { useT } from '#app/lib/lang.ts';
import { formatDate } from '#domain/dates.ts';
import { isLineAccountEmail } from '#domain/line.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { thaiLang } from '#domain/text.ts';
import type { AccountPageData } from './account-page.tsx';
import { AddEmailForm } from './line/line-forms.tsx';

type Account = AccountPageData['account'];

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** Who the person is: name, e-mail (or the LINE account's form to add one), member since. */
export function AccountDetails({ account }: { account: Account }) {
  const { t, lang } = useT();
  return (
    <CardSection id="account-details" icon={UserRound} title={t('account.details.title')}>
      <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="account-details">
        <dt className="text-sm text-muted-foreground">{t('account.details.name')}</dt>
        <dd className="break-words" lang={thaiLang(account.fullName, lang)}>
          {account.fullName}
        </dd>
        <dt className="text-sm text-muted-foreground">{t('account.details.email')}</dt>
        <dd className="wrap-anywhere">
          {isLineAccountEmail(account.email) ? t('auth.line.noEmail') : account.email}
        </dd>
        <dt className="text-sm text-muted-foreground">{t('account.details.memberSince')}</dt>
        <dd>{formatDate(account.memberSince, lang)}</dd>
      </dl>
      {isLineAccountEmail(account.email) ? <AddEmailForm /> : null}
    </CardSection>
  );
}

/** The consent record: the privacy notice's version agreed to and when, a note when a newer one exists. */
export function AccountConsent({ consent }: { consent: Account['consent'] }) {
  const { t, lang, href } = useT();
  const outdated = consent && consent.version !== PRIVACY_NOTICE_VERSION;
  return (
    <CardSection id="account-consent" icon={FileCheck2} title={t('account.consent.title')}>
      {consent ? (
        <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="account-consent">
          <dt className="text-sm text-muted-foreground">{t('account.consent.version')}</dt>
          <dd>{consent.version}</dd>
          {consent.at ? (
            <>
              <dt className="text-sm text-muted-foreground">{t('account.consent.agreedAt')}</dt>
              <dd>{formatDate(consent.at, lang, DATE_TIME)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground" data-testid="account-consent">
          {t('account.consent.none')}
        </p>
      )}
      {outdated ? (
        <p className="mt-3 rounded-lg border border-accent/40 bg-accent/10 p-3 text-sm" role="note">
          {t('account.consent.outdated', { version: PRIVACY_NOTICE_VERSION })}
        </p>
      ) : null}
      <Link
        to={href('/privacy')}
        className="mt-3 inline-flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline"
      >
        {t('account.consent.read')}
      </Link>
    </CardSection>
  );
}

/** The download of everything held about the person (`/account/data`). */
export function AccountDownload() {
  const { t, href } = useT();
  return (
    <CardSection id="account-download" icon={Download} title={t('account.download.title')}>
      <p className="mt-2 text-sm text-muted-foreground">{t('account.download.text')}</p>
      {/* A plain link: the file comes from a resource route, not from a page. */}
      <a
        href={href('/account/data')}
        download
        className={buttonVariants({ variant: 'outline', className: 'mt-4' })}
        data-testid="download-data"
      >
        <Download aria-hidden />
        {t('account.download.button')}
      </a>
    </CardSection>
  );
}
