import { OpenReviewRights } from '#app/features/reviews/account-reviews.tsx';
import { MyAppointments } from './member-appointments.tsx';
import { PaymentsDue } from './member-payments.tsx';
import { MyQuestions } from './member-questions.tsx';
import type { MemberSpaceData } from './member-space.server.ts';

/**
 * The member's space (the inbox's part for everyone signed in): their questions with the next step of each, beside
 * them what they owe (the fees due with their QR), their appointments and the reviews they may write. One column
 * on a phone, questions first; two on a wide screen.
 */
export function MemberSpace({ space }: { space: MemberSpaceData }) {
  return (
    <div
      className="grid gap-6 lg:col-span-full lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
      data-testid="member-space"
    >
      <MyQuestions questions={space.questions} />
      <div className="grid gap-6">
        <PaymentsDue payments={space.payments} />
        <MyAppointments appointments={space.appointments} />
        <OpenReviewRights rights={space.reviewRights} />
      </div>
    </div>
  );
}
