import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLawyer } from '#app/features/lawyers/lawyer.server.ts';
import { forgetPublicData } from '#server/cache/public-data.ts';
import { lawyerDesk } from '#server/services/inbox/lawyer-desk.ts';
import { profileFigures } from '#server/services/lawyers/profile-figures.ts';
import { lawyerResponsiveness } from '#server/services/lawyers/responsiveness.ts';
import {
  createAppointment,
  createLawyerWithUser,
  createQuestion,
  createUser,
  type FactoryUser,
  inviteLawyer,
} from '#tests/factories.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

// "Usually answers within N hours" (docs/product-rules.md, "Lawyers' calendars"; domain/responsiveness.ts,
// server/services/lawyers/responsiveness.ts) on the profile and the desk.

let server: TestServer;
const db = () => server.database.db;
const H = 3_600_000;
const DAY = 24 * H;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** An invitation of `lawyer` accepted (or declined) `hours` after it arrived, `daysAgo` days before `now`. */
async function answered(
  lawyer: { id: string; user: FactoryUser },
  asker: FactoryUser,
  now: Date,
  daysAgo: number,
  hours: number,
  status: 'accepted' | 'declined' = 'accepted',
) {
  const question = await createQuestion(db(), { askerId: asker.id });
  const invitedAt = new Date(now.getTime() - daysAgo * DAY);
  await inviteLawyer(db(), question.id, lawyer.id, lawyer.user.id, {
    status,
    invitedAt,
    expiresAt: new Date(invitedAt.getTime() + 48 * H),
    respondedAt: new Date(invitedAt.getTime() + hours * H),
  });
}

/** A booking of `lawyer` made `daysAgo` days before `now`, confirmed `hours` later (or never: null). */
async function booked(lawyerId: string, now: Date, daysAgo: number, hours: number | null, time = '10:00') {
  const createdAt = new Date(now.getTime() - daysAgo * DAY);
  await createAppointment(db(), {
    lawyerId,
    timeSlot: time,
    createdAt,
    status: hours === null ? 'requested' : 'confirmed',
    confirmedAt: hours === null ? null : new Date(createdAt.getTime() + hours * H),
  });
}

/** A lawyer whose samples of the last 90 days are 1, 2, 3 and 10 hours, with others that must not count. */
async function lawyerWithFourSamples(now: Date) {
  const lawyer = await createLawyerWithUser(db(), {});
  const other = await createLawyerWithUser(db(), {});
  const asker = await createUser(db());
  await answered(lawyer, asker, now, 10, 1);
  await answered(lawyer, asker, now, 20, 10);
  await booked(lawyer.id, now, 5, 2, '09:00');
  await booked(lawyer.id, now, 6, 3, '11:00');
  // Not samples: a declined invitation, one older than 90 days, a booking never confirmed, another lawyer's.
  await answered(lawyer, asker, now, 3, 0.01, 'declined');
  await answered(lawyer, asker, now, 91, 0.01);
  await booked(lawyer.id, now, 2, null, '13:00');
  await booked(lawyer.id, now, 95, 0.01, '14:00');
  for (const days of [1, 2, 3, 4, 5]) await answered(other, asker, now, days, 0.01);
  return { lawyer, asker };
}

describe('responsiveness', () => {
  const NOW = new Date('2030-03-01T05:00:00Z');

  it('is the median of the accepted invitations and confirmed bookings of the last 90 days, shown only from five of them', async () => {
    const { lawyer, asker } = await lawyerWithFourSamples(NOW);
    expect(await lawyerResponsiveness(db(), lawyer.id, NOW)).toBeNull();
    expect((await lawyerDesk(db(), lawyer.user, NOW)).responsiveHours).toBeNull();
    expect(await profileFigures(db(), lawyer.id, NOW)).toEqual({ responsiveHours: null, publicAnswers: 0 });

    // A fifth sample (5 h): samples 1, 2, 3, 5, 10 → 3 hours.
    await answered(lawyer, asker, NOW, 30, 5);
    expect(await lawyerResponsiveness(db(), lawyer.id, NOW)).toBe(3);
    expect((await lawyerDesk(db(), lawyer.user, NOW)).responsiveHours).toBe(3);
    // The profile reads it in one statement with its public answers.
    expect(await profileFigures(db(), lawyer.id, NOW)).toEqual({ responsiveHours: 3, publicAnswers: 0 });
    // Sixty days later the oldest samples have left the window.
    expect(await lawyerResponsiveness(db(), lawyer.id, new Date(NOW.getTime() + 65 * DAY))).toBeNull();
  });

  it('is on the public profile (its data), with nothing shown below five samples', async () => {
    const now = new Date();
    const { lawyer } = await lawyerWithFourSamples(now);
    const profile = async () => {
      forgetPublicData();
      const found = await loadLawyer(
        server.context(null),
        lawyer.id,
        new URL(`http://localhost/th/lawyers/${lawyer.id}`),
      );
      return 'responsiveHours' in found ? found.responsiveHours : undefined;
    };
    expect(await profile()).toBeNull();
    await booked(lawyer.id, now, 1, 7, '15:00');
    // Samples 1, 2, 3, 7, 10 → 3 hours.
    expect(await profile()).toBe(3);
  });
});
