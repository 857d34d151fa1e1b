import type { ReactNode } from 'react';
import { Link } from '#app/components/link.tsx';
import { buttonVariants } from '#app/components/ui/button.tsx';
import { useT } from '#app/lib/lang.ts';
import { thaiLang } from '#domain/text.ts';
import type { ClaimPageView } from './claim.server.ts';
import { ClaimCodeForm, StartClaimForm } from './claim-forms.tsx';

/** The network's contacts, for a listing without an e-mail. */
export interface NetworkContact {
  email: string;
  phone: string;
  lineId: string;
}

/** A step's box: its heading and what it says or asks. */
function StepBox({ title, children, testId }: { title?: string; children: ReactNode; testId: string }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm" data-testid={testId}>
      {title ? <h2 className="text-lg">{title}</h2> : null}
      {children}
    </section>
  );
}

/**
 * The claim page (docs/product-rules.md, "Claiming a listing"): the listing, the steps, and the current step's form
 * or state: the licence number, the code sent to the listing's e-mail, waiting for an administrator, approved; or
 * why this person cannot claim it, and for a listing without an e-mail what to do instead.
 */
export function ClaimPage({
  claim,
  link,
  answer,
  network,
}: {
  claim: ClaimPageView;
  link: { exp: string; sig: string } | null;
  answer: unknown;
  network: NetworkContact;
}) {
  const { t, lang, href } = useT();
  const note = (text: string) => <p className="text-muted-foreground">{text}</p>;
  const steps: Record<ClaimPageView['step'], () => ReactNode> = {
    start: () => (
      <StepBox testId="claim-start">
        <StartClaimForm
          answer={answer}
          maskedEmail={claim.maskedEmail ?? ''}
          link={link}
          licenseNumber={claim.licenseNumber}
        />
      </StepBox>
    ),
    rejected: () => (
      <StepBox testId="claim-start">
        <p role="note">{t('claim.rejected', { reason: claim.reason ?? '' })}</p>
        <StartClaimForm answer={answer} maskedEmail={claim.maskedEmail ?? ''} link={link} licenseNumber="" />
      </StepBox>
    ),
    code: () => (
      <StepBox testId="claim-code">
        <ClaimCodeForm
          answer={answer}
          maskedEmail={claim.maskedEmail ?? ''}
          expiresAt={claim.codeExpiresAt ?? ''}
          licenseNumber={claim.licenseNumber}
        />
      </StepBox>
    ),
    pending: () => (
      <StepBox title={t('claim.pending.title')} testId="claim-pending">
        {note(t('claim.pending.body'))}
      </StepBox>
    ),
    approved: () => (
      <StepBox title={t('claim.approved.title')} testId="claim-approved">
        <Link
          to={href('/account/lawyer')}
          className={buttonVariants({ variant: 'accent', className: 'w-fit' })}
        >
          {t('claim.approved.action')}
        </Link>
      </StepBox>
    ),
    linked: () => <StepBox testId="claim-closed">{note(t('claim.linked'))}</StepBox>,
    claimantLinked: () => <StepBox testId="claim-closed">{note(t('claim.claimantLinked'))}</StepBox>,
    otherClaim: () => <StepBox testId="claim-closed">{note(t('claim.otherClaim'))}</StepBox>,
    noEmail: () => (
      <StepBox title={t('claim.noEmail.title')} testId="claim-no-email">
        {note(t('claim.noEmail.body', { line: network.lineId, phone: network.phone, email: network.email }))}
        <Link to={href('/apply')} className={buttonVariants({ variant: 'accent', className: 'w-fit' })}>
          {t('claim.noEmail.apply')}
        </Link>
      </StepBox>
    ),
  };
  return (
    <div className="page grid gap-6 py-8 sm:py-12 *:max-w-2xl">
      <header className="grid gap-2">
        <h1 className="text-2xl sm:text-3xl">{t('claim.title')}</h1>
        <p>
          <span className="text-muted-foreground">
            {t('punctuation.label', { label: t('claim.listing') })}
          </span>
          <Link
            to={href(`/lawyers/${claim.lawyerId}`)}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            <span lang={thaiLang(claim.name, lang)}>{claim.name}</span>
          </Link>
        </p>
        <p className="text-muted-foreground">{t('claim.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('claim.steps')}</p>
      </header>
      {steps[claim.step]()}
    </div>
  );
}
