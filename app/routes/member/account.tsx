import { Link, useActionData } from 'react-router';
import { CheckboxField } from '#app/components/form/field.tsx';
import { FormMessage, IntentForm } from '#app/components/form/form-message.tsx';
import { useForm } from '#app/components/form/use-form.ts';
import { Button, buttonVariants } from '#app/components/ui/button.tsx';
import {
  BriefcaseBusiness,
  CalendarDays,
  ChevronRight,
  Download,
  FileCheck2,
  KeyRound,
  Star,
  Trash2,
  TriangleAlert,
  UserRound,
} from '#app/components/ui/icons.tsx';
import { fromContext } from '#app/context.server.ts';
import { accountAction, loadAccount } from '#app/features/accounts/account.server.ts';
import { PasswordField } from '#app/features/accounts/auth/account-fields.tsx';
import { AccountLineSection, AddEmailForm } from '#app/features/accounts/line/line-forms.tsx';
import { NoticeSettings } from '#app/features/accounts/notice-settings.tsx';
import { MyReviews, OpenReviewRights } from '#app/features/reviews/account-reviews.tsx';
import { actionHeaders } from '#app/lib/action-error.server.ts';
import { useT } from '#app/lib/lang.ts';
import { routeMeta } from '#app/lib/meta.ts';
import { cn } from '#app/lib/utils.ts';
import { formatDate } from '#domain/dates.ts';
import { isLineAccountEmail } from '#domain/line.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { ACCOUNT_DELETE_SIGN_IN_MINUTES, deleteAccountFormSchema } from '#domain/schemas/personal-data.ts';
import { thaiLang } from '#domain/text.ts';
import type { Route } from './+types/account';

export const loader = ({ context, url }: Route.LoaderArgs) => loadAccount(fromContext(context), url);

export const headers = actionHeaders;

export const action = ({ request, context }: Route.ActionArgs) =>
  accountAction(fromContext(context), request);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, (t) => ({ title: t('account.meta.title'), noindex: true }));

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { t, lang, href } = useT();
  const { account, lawyerId } = loaderData;
  const outdated = account.consent && account.consent.version !== PRIVACY_NOTICE_VERSION;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('account.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('account.lead')}</p>
      </div>

      <section className="rounded-xl border bg-card p-5 shadow-sm" aria-labelledby="account-details">
        <h2 id="account-details" className="flex items-center gap-2 text-lg">
          <UserRound className="size-5 text-primary" aria-hidden />
          {t('account.details.title')}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="account-details">
          <dt className="text-sm text-muted-foreground">{t('account.details.name')}</dt>
          <dd className="break-words" lang={thaiLang(account.fullName, lang)}>
            {account.fullName}
          </dd>
          <dt className="text-sm text-muted-foreground">{t('account.details.email')}</dt>
          <dd className="break-all">
            {isLineAccountEmail(account.email) ? t('auth.line.noEmail') : account.email}
          </dd>
          <dt className="text-sm text-muted-foreground">{t('account.details.memberSince')}</dt>
          <dd>{formatDate(account.memberSince, lang)}</dd>
        </dl>
        {isLineAccountEmail(account.email) ? <AddEmailForm /> : null}
      </section>

      <section className="rounded-xl border bg-card p-5 shadow-sm" aria-labelledby="account-consent">
        <h2 id="account-consent" className="flex items-center gap-2 text-lg">
          <FileCheck2 className="size-5 text-primary" aria-hidden />
          {t('account.consent.title')}
        </h2>
        {account.consent ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6" data-testid="account-consent">
            <dt className="text-sm text-muted-foreground">{t('account.consent.version')}</dt>
            <dd>{account.consent.version}</dd>
            {account.consent.at ? (
              <>
                <dt className="text-sm text-muted-foreground">{t('account.consent.agreedAt')}</dt>
                <dd>{formatDate(account.consent.at, lang, DATE_TIME)}</dd>
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
      </section>

      {loaderData.line ? <AccountLineSection line={loaderData.line} /> : null}
      {loaderData.notices ? <NoticeSettings settings={loaderData.notices} /> : null}

      <OpenReviewRights rights={loaderData.reviewRights} />
      <MyReviews reviews={loaderData.myReviews} />

      {lawyerId ? (
        <>
          <AccountLink
            to={href('/account/appointments')}
            icon={CalendarDays}
            testId="account-appointments-link"
          >
            {{ title: t('account.appointments.title'), text: t('account.appointments.text') }}
          </AccountLink>
          <AccountLink to={href('/account/lawyer')} icon={BriefcaseBusiness} testId="account-lawyer-link">
            {{ title: t('account.lawyer.title'), text: t('account.lawyer.text') }}
          </AccountLink>
          <AccountLink to={href('/account/reviews')} icon={Star} testId="account-reviews-link">
            {{ title: t('account.reviews.title'), text: t('account.reviews.text') }}
          </AccountLink>
        </>
      ) : null}

      <Link
        to={href('/account/security')}
        className="group flex min-h-11 items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="account-security-link"
      >
        <KeyRound className="size-6 shrink-0 text-primary" aria-hidden />
        <span className="grid flex-1 gap-1">
          <span className="text-lg font-semibold">{t('account.security.title')}</span>
          <span className="text-sm text-muted-foreground">{t('account.security.text')}</span>
          <span
            className={cn(
              'w-fit rounded-full px-2.5 py-0.5 text-xs font-medium',
              account.twoFactorEnabled
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100'
                : 'bg-muted text-foreground',
            )}
          >
            {account.twoFactorEnabled ? t('account.security.on') : t('account.security.off')}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Link>

      <section className="rounded-xl border bg-card p-5 shadow-sm" aria-labelledby="account-download">
        <h2 id="account-download" className="flex items-center gap-2 text-lg">
          <Download className="size-5 text-primary" aria-hidden />
          {t('account.download.title')}
        </h2>
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
      </section>

      <DeleteAccount hasPassword={account.hasPassword} />
    </div>
  );
}

/**
 * Deleting the account: a plain form post (works without JavaScript) with a warning, the current password (an
 * account without one, made with LINE: a recent sign-in, the server checks it; the text says so), a box to tick
 * that confirms it cannot be undone, and a destructive button. A refusal is shown at its field, from this answer
 * only; a deletion goes home, signed out, where only its flash message is shown.
 */
function DeleteAccount({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useT();
  const form = useForm({
    schema: deleteAccountFormSchema(hasPassword),
    answer: useActionData(),
    intent: 'delete',
  });
  const busy = form.busy;

  return (
    <section
      className="rounded-xl border border-destructive/40 bg-card p-5 shadow-sm"
      aria-labelledby="account-delete"
    >
      <h2 id="account-delete" className="flex items-center gap-2 text-lg">
        <Trash2 className="size-5 text-destructive" aria-hidden />
        {t('account.delete.title')}
      </h2>
      <p
        className="mt-3 flex gap-2 rounded-lg bg-destructive-soft p-3 text-sm font-medium"
        data-testid="delete-warning"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        {t('account.delete.warning')}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t('account.delete.text')}</p>
      {hasPassword ? null : (
        <p className="mt-2 text-sm text-muted-foreground" data-testid="delete-without-password">
          {t('account.delete.withoutPassword', { minutes: ACCOUNT_DELETE_SIGN_IN_MINUTES })}
        </p>
      )}
      <IntentForm form={form} intent="delete" className="mt-4 grid gap-4" aria-labelledby="account-delete">
        {hasPassword ? (
          <PasswordField
            id="delete-password"
            {...form.field('password')}
            label={t('account.delete.password')}
            hint={t('account.delete.passwordHint')}
          />
        ) : null}
        <CheckboxField
          id="delete-confirm"
          {...form.field('confirm')}
          label={t('account.delete.confirmCheck')}
        />
        <FormMessage text={form.message} />
        <Button
          type="submit"
          variant="destructive"
          className="justify-self-start"
          disabled={busy}
          aria-busy={busy}
        >
          <Trash2 aria-hidden />
          {busy ? t('account.delete.busy') : t('account.delete.button')}
        </Button>
      </IntentForm>
    </section>
  );
}

/** A card of the account page that leads to one of the account's pages (a linked lawyer's parts). */
function AccountLink({
  to,
  icon: Icon,
  testId,
  children,
}: {
  to: string;
  icon: typeof Star;
  testId: string;
  children: { title: string; text: string };
}) {
  return (
    <Link
      to={to}
      className="group flex min-h-11 items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      data-testid={testId}
    >
      <Icon className="size-6 shrink-0 text-primary" aria-hidden />
      <span className="grid flex-1 gap-1">
        <span className="text-lg font-semibold">{children.title}</span>
        <span className="text-sm text-muted-foreground">{children.text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden />
    </Link>
  );
}
