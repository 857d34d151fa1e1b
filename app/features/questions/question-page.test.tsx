import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useFetcher } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fixedT } from '#i18n/index.ts';
import { CloseQuestion } from './question-actions.tsx';
import type { QuestionAnswer, QuestionData } from './question-page-state.ts';
import { Participants } from './question-participants.tsx';
import { QuestionPayment } from './question-payment.tsx';
import { Progress } from './question-progress.tsx';
import { QuestionPlace } from './question-summary.tsx';

/** A component as the question page renders it, in English. */
function render(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/:lang', element }], { initialEntries: ['/en'] });
  return renderToString(<RouterProvider router={router} />);
}

const t = fixedT('en');

/** A question as the page's loader gives it (questions.server.ts, `loadQuestion`), open and unpaid. */
function question(overrides: Partial<QuestionData> = {}): QuestionData {
  return {
    id: '7d3f1f0e-0000-4000-8000-000000000001',
    title: 'Unpaid wages',
    content: 'My employer has not paid me for two months.',
    province: null,
    languages: ['อังกฤษ', 'ไทย'],
    status: 'open',
    areas: ['แรงงาน'],
    createdAt: '2026-11-20T03:00:00.000Z',
    textErasedAt: null,
    canErase: true,
    askerName: 'Asker',
    askerDeleted: false,
    contact: null,
    role: 'asker',
    canUseThread: true,
    canClose: true,
    canReopen: false,
    participants: [],
    myInvitation: null,
    invitations: [],
    needsLawyer: false,
    payment: null,
    ...overrides,
  };
}

const invitedByAdmin = {
  lawyerId: '7d3f1f0e-0000-4000-8000-000000000002',
  name: 'Somchai Lawyer',
  status: 'accepted',
  admin: true,
};

describe('the lawyers taking part in a question', () => {
  it('shows the asker the lawyer, never that an administrator invited them', () => {
    const html = render(<Participants question={question({ participants: [invitedByAdmin] })} />);
    expect(html).toContain('Somchai Lawyer');
    expect(html).not.toContain(`>${t('question.adminAdded')}<`);
  });

  it('shows an administrator who was invited by an administrator', () => {
    const html = render(
      <Participants question={question({ role: 'admin', participants: [invitedByAdmin] })} />,
    );
    expect(html).toContain(`>${t('question.adminAdded')}<`);
  });
});

function CloseForm() {
  const fetcher = useFetcher<QuestionAnswer>();
  return <CloseQuestion fetcher={fetcher} canClose />;
}

describe('closing a question', () => {
  it('asks for a confirmation first, and is a plain form post without JavaScript', () => {
    const html = render(<CloseForm />);
    const form = html.match(/<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? '';
    // Without JavaScript the form posts intent=close …
    expect(form).toContain('<input type="hidden" name="intent" value="close"/>');
    const button = form.match(/<button[^>]*>[\s\S]*?<\/button>/)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain(t('question.close'));
    // … and with it, its button opens the confirmation dialog instead of sending.
    expect(button).toContain('aria-haspopup="dialog"');
    expect(button).toContain('data-confirm-first=""');
  });
});

const waiting = {
  lawyerId: '7d3f1f0e-0000-4000-8000-000000000003',
  name: 'Waiting Lawyer',
  status: 'invited' as const,
  invitedAt: '2026-11-20T03:00:00.000Z',
  expiresAt: '2026-11-22T03:00:00.000Z',
  respondedAt: null,
};
const unpaid = {
  status: 'unpaid' as const,
  feeBaht: 25,
  paidAt: null,
  reference: 'TN7D3F1F0E0000',
  qrPayload: '000201',
  qrSvg: '<svg data-qr="1"></svg>',
  slipUrl: null,
  duplicateSlip: null,
};

function PaymentPart({ question }: { question: QuestionData }) {
  const fetcher = useFetcher<QuestionAnswer>();
  return <QuestionPayment question={question} fetcher={fetcher} />;
}

describe('a closed question', () => {
  const answerBy = t('question.progress.answerBy', { date: '' }).trim();

  it('shows no answer-by time once closed (an open one does)', () => {
    const open = render(<Progress question={question({ invitations: [waiting] })} />);
    expect(open).toContain(answerBy);
    const closed = render(<Progress question={question({ status: 'closed', invitations: [waiting] })} />);
    expect(closed).toContain('Waiting Lawyer');
    expect(closed).toContain(t('question.progress.nextClosed'));
    expect(closed).not.toContain(answerBy);
  });

  it('shows the asker no QR and no slip form, and no payment part while unpaid; a paid one says paid', () => {
    const open = render(<PaymentPart question={question({ payment: unpaid })} />);
    expect(open).toContain('data-testid="payment-qr"');
    expect(open).toContain('data-testid="slip-form"');
    const closed = question({ status: 'closed', canClose: false, payment: unpaid });
    expect(render(<PaymentPart question={closed} />)).not.toContain('data-testid="payment"');
    // Even if a QR came along, a closed question does not show it, nor ask for a slip.
    const slipSent = render(
      <PaymentPart question={{ ...closed, payment: { ...unpaid, status: 'slip_sent' } }} />,
    );
    expect(slipSent).toContain('data-payment="slip_sent"');
    expect(slipSent).not.toContain('data-testid="payment-qr"');
    expect(slipSent).not.toContain('data-testid="slip-form"');
    const paid = { ...unpaid, status: 'paid' as const, paidAt: '2026-11-21T03:00:00.000Z', qrSvg: null };
    expect(render(<PaymentPart question={{ ...closed, payment: paid }} />)).toContain(
      t('question.payment.status.paid'),
    );
  });
});

describe('a question waiting for an administrator to find a lawyer', () => {
  it('says no lawyer with an account takes this kind of case yet, in each language, not that none exists', () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const router = createMemoryRouter(
        [{ path: '/:lang', element: <Progress question={question({ needsLawyer: true })} /> }],
        { initialEntries: [`/${lang}`] },
      );
      const html = renderToString(<RouterProvider router={router} />);
      const said = html.match(/data-testid="progress-next"[^>]*>([^<]*)</)?.[1];
      expect(said, lang).toBe(fixedT(lang)('question.progress.adminFinding'));
    }
    expect(t('question.progress.adminFinding')).toContain(
      'No lawyer with an account on Tanai takes this kind of case yet',
    );
  });

  it('says the invited lawyers did not take it when some were invited', () => {
    const html = render(<Progress question={question({ needsLawyer: true, invitations: [waiting] })} />);
    expect(html).toContain(t('question.progress.adminFindingAfterInvitations'));
  });
});

describe('what a question says of its asker', () => {
  it('names the languages the asker can use in the page language, and nothing when none are given', () => {
    const withLanguages = render(
      <QuestionPlace province="ชลบุรี" languages={question().languages} areas={[]} className="" />,
    );
    expect(withLanguages).toContain('The asker can use: English, Thai');
    expect(withLanguages).toContain('Chonburi');
    expect(render(<QuestionPlace province={null} areas={[]} className="" />)).not.toContain(
      'question-languages',
    );
  });
});
