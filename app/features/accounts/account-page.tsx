import type { ReactNode } from 'react';
import { useT } from '#app/lib/lang.ts';
import type { loadAccount } from './account.server.ts';
import { AccountSecurityLink, AccountSpaceLink, LawyerAccountLinks } from './account-links.tsx';
import { AccountConsent, AccountDetails, AccountDownload } from './account-sections.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';
import { AccountLineSection } from './line/line-forms.tsx';
import { NoticeSettings } from './notice-settings.tsx';

export type AccountPageData = Awaited<ReturnType<typeof loadAccount>>;

/**
 * The account page (docs/product-rules.md, "Accounts and roles"): its sections, top to bottom; `reviews` are the
 * review sections the route brings from app/features/reviews/account-reviews.tsx.
 */
export function AccountPage({ data, reviews }: { data: AccountPageData; reviews: ReactNode }) {
  const { t } = useT();
  const { account, lawyerId } = data;
  return (
    <div className="page grid gap-6 py-8 *:max-w-measure">
      <div>
        <h1 className="text-2xl sm:text-3xl">{t('account.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('account.lead')}</p>
      </div>

      <AccountSpaceLink lawyerId={lawyerId} />
      <AccountDetails account={account} />
      <AccountConsent consent={account.consent} />

      {data.line ? <AccountLineSection line={data.line} /> : null}
      {data.notices ? <NoticeSettings settings={data.notices} /> : null}

      {reviews}

      {lawyerId ? <LawyerAccountLinks lawyerId={lawyerId} /> : null}
      <AccountSecurityLink twoFactorEnabled={account.twoFactorEnabled} />
      <AccountDownload />
      <DeleteAccountForm hasPassword={account.hasPassword} />
    </div>
  );
}
