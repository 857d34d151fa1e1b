import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_CODE_ATTEMPTS, CLAIM_CODE_MINUTES, CLAIM_CODE_RATE_LIMIT } from '#domain/claims.ts';
import { AppError } from '#domain/errors.ts';
import {
  adminAuditLog,
  emailOutbox,
  lawyers,
  listingClaimInvitations,
  listingClaims,
  profiles,
  questionRecipients,
} from '#server/db/schema/index.ts';
import { exportPersonalData } from '#server/services/accounts/export-personal-data.ts';
import type { Actor } from '#server/services/actor.ts';
import { approveClaim } from '#server/services/claims/approve-claim.ts';
import { signClaimLink } from '#server/services/claims/claim-proof.ts';
import { getClaimPage } from '#server/services/claims/get-claim-page.ts';
import { listClaimCoverage } from '#server/services/claims/list-claim-coverage.ts';
import { listClaims } from '#server/services/claims/list-claims.ts';
import { rejectClaim } from '#server/services/claims/reject-claim.ts';
import { sendClaimInvitations } from '#server/services/claims/send-claim-invitations.ts';
import { startClaim } from '#server/services/claims/start-claim.ts';
import { verifyClaimCode } from '#server/services/claims/verify-claim-code.ts';
import { askQuestion } from '#server/services/questions/ask-question.ts';
import { autoMatchQuestion } from '#server/services/questions/matching.ts';
import { createLawyer, createUser, type FactoryUser } from '#tests/factories.ts';
import { engineName } from './helpers/database.ts';
import { createTestServer, type TestServer } from './helpers/server.ts';

let server: TestServer;
const db = () => server.database.db;
const SECRET = 'claim-test-secret';
const ctx = (now?: Date) => ({ mailer: server.runtime.mailer, secret: SECRET, ...(now ? { now } : {}) });
const mail = () => ({ mailer: server.runtime.mailer, publicUrl: 'http://localhost:3000' });

let admin: FactoryUser;

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

/** Everything a refusal must leave as it was. */
async function snapshot() {
  const n = async (table: typeof listingClaims | typeof emailOutbox | typeof adminAuditLog) =>
    Number((await db().select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    claims: await db().select().from(listingClaims).orderBy(listingClaims.id),
    mails: await n(emailOutbox),
    audits: await n(adminAuditLog),
    links: await db().select({ id: lawyers.id, userId: lawyers.userId }).from(lawyers).orderBy(lawyers.id),
  };
}

async function unchangedBy(run: () => Promise<unknown>, message?: string) {
  const before = await snapshot();
  const error = await refusal(run);
  if (message) expect(error.fields ? Object.values(error.fields)[0] : error.message).toBe(message);
  expect(await snapshot()).toEqual(before);
  return error;
}

/** The code of the newest claim e-mail to `to`, read from the outbox as the lawyer reads it. */
async function codeSentTo(to: string): Promise<string> {
  const rows = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'listing-claim-code')))
    .orderBy(emailOutbox.createdAt);
  const text = rows.at(-1)?.textBody ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in ${text}`);
  return code;
}

let n = 0;
const listing = (values: Parameters<typeof createLawyer>[1] = {}) =>
  createLawyer(db(), {
    name: `ทนาย ไม่มีบัญชี ${++n}`,
    email: `listing-${n}-${Date.now()}@example.com`,
    licenseNumber: `${10000 + n}/2560`,
    experienceAreas: ['ทรัพย์สินทางปัญญา'],
    province: 'เชียงใหม่',
    ...values,
  });

beforeAll(async () => {
  server = await createTestServer();
  admin = await createUser(db(), { profileType: 'admin', twoFactorEnabled: true });
  expect(admin.isAdmin).toBe(true);
});
afterAll(() => server.close());

describe(`claiming a listing on ${engineName()}`, () => {
  it('code, approval, and the claimed listing is then invited by auto-match', async () => {
    const row = await listing();
    const lawyer = await createUser(db());
    const now = new Date();
    // Before the claim, an IP question in Chiang Mai invites nobody: the listing has no account.
    const asker = await createUser(db());
    const ask = () =>
      askQuestion(db(), asker, {
        title: 'มีคนลอกเครื่องหมายการค้า',
        content: 'ร้านข้างเคียงใช้โลโก้คล้ายของเรา',
        province: 'เชียงใหม่',
        specialties: ['ทรัพย์สินทางปัญญา'],
        consent: true,
      });
    const first = await ask();
    expect(await autoMatchQuestion(db(), first.id, mail())).toEqual([]);

    expect((await getClaimPage(db(), lawyer, row.id)).step).toBe('start');
    const started = await startClaim(
      db(),
      lawyer,
      row.id,
      { licenseNumber: ` ${row.licenseNumber!.replace('/', ' / ')} ` },
      ctx(now),
    );
    expect(started).toMatchObject({ status: 'pending_code', sentTo: row.email });
    const code = await codeSentTo(row.email!);
    // The code is stored only as a hash.
    const [stored] = await db().select().from(listingClaims).where(eq(listingClaims.id, started.claimId));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeExpiresAt!.getTime()).toBe(now.getTime() + CLAIM_CODE_MINUTES * 60_000);
    expect((await getClaimPage(db(), lawyer, row.id)).step).toBe('code');

    await verifyClaimCode(db(), lawyer, row.id, { code }, { secret: SECRET, now });
    expect((await getClaimPage(db(), lawyer, row.id)).step).toBe('pending');
    const waiting = await listClaims(db(), admin);
    expect(waiting.find((c) => c.id === started.claimId)).toMatchObject({
      lawyerId: row.id,
      claimantEmail: lawyer.email,
      proof: 'email_code',
      provenAddress: row.email,
      licenseMatches: true,
    });

    const approved = await approveClaim(db(), admin, started.claimId, mail());
    expect(approved).toMatchObject({ lawyerId: row.id, emailed: true });
    const [linked] = await db().select().from(lawyers).where(eq(lawyers.id, row.id));
    expect(linked!.userId).toBe(lawyer.id);
    const [profile] = await db().select().from(profiles).where(eq(profiles.userId, lawyer.id));
    expect(profile!.profileType).toBe('lawyer');
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.entityId, started.claimId));
    expect(audits.map((a) => a.action)).toEqual(['claim.approve']);
    const told = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, lawyer.email), eq(emailOutbox.kind, 'listing-claim-approved')));
    expect(told).toHaveLength(1);
    expect((await getClaimPage(db(), lawyer, row.id)).step).toBe('approved');
    // The claimant's data download holds the claim, never the code's hash.
    const data = await exportPersonalData(db(), lawyer.id);
    expect(data.listingClaims).toEqual([
      expect.objectContaining({ lawyerId: row.id, status: 'approved', proof: 'email_code' }),
    ]);
    expect(JSON.stringify(data)).not.toContain(stored!.codeHash!);

    // Now the same kind of question invites the claimed listing.
    const second = await ask();
    await autoMatchQuestion(db(), second.id, mail());
    const recipients = await db()
      .select()
      .from(questionRecipients)
      .where(eq(questionRecipients.questionId, second.id));
    expect(recipients.find((r) => r.lawyerId === row.id)).toMatchObject({
      recipientUserId: lawyer.id,
      status: 'invited',
    });
  });

  it('refusals change nothing: linked listing, linked claimant, wrong licence, no e-mail, second open claim', async () => {
    const claimant = await createUser(db());
    const owner = await createUser(db());
    const linkedListing = await listing({ userId: owner.id });
    // Someone else claims a listing already linked.
    await unchangedBy(
      () =>
        startClaim(db(), claimant, linkedListing.id, { licenseNumber: linkedListing.licenseNumber! }, ctx()),
      'claim.errors.alreadyLinked',
    );
    // The owner, linked to a listing, claims another.
    const free = await listing();
    await unchangedBy(
      () => startClaim(db(), owner, free.id, { licenseNumber: free.licenseNumber! }, ctx()),
      'claim.errors.claimantLinked',
    );
    // A wrong licence number.
    await unchangedBy(
      () => startClaim(db(), claimant, free.id, { licenseNumber: '99999/2500' }, ctx()),
      'claim.errors.licenseMismatch',
    );
    // A blank one.
    await unchangedBy(
      () => startClaim(db(), claimant, free.id, { licenseNumber: '  ' }, ctx()),
      'claim.errors.licenseRequired',
    );
    // A listing without an e-mail.
    const silent = await listing({ email: null });
    await unchangedBy(
      () => startClaim(db(), claimant, silent.id, { licenseNumber: silent.licenseNumber! }, ctx()),
      'claim.errors.noEmail',
    );
    expect((await getClaimPage(db(), claimant, silent.id)).step).toBe('noEmail');
    // An unverified listing is not found; a visitor must sign in.
    const hidden = await listing({ verified: false });
    expect(
      (
        await unchangedBy(() =>
          startClaim(db(), claimant, hidden.id, { licenseNumber: hidden.licenseNumber! }, ctx()),
        )
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      (
        await unchangedBy(() =>
          startClaim(db(), null, free.id, { licenseNumber: free.licenseNumber! }, ctx()),
        )
      ).code,
    ).toBe('UNAUTHORIZED');
    // One open claim: after starting one, a claim of another listing is refused.
    await startClaim(db(), claimant, free.id, { licenseNumber: free.licenseNumber! }, ctx());
    const other = await listing();
    await unchangedBy(
      () => startClaim(db(), claimant, other.id, { licenseNumber: other.licenseNumber! }, ctx()),
      'claim.errors.otherOpenClaim',
    );
    // Once proven, starting the same claim again is refused too.
    await verifyClaimCode(
      db(),
      claimant,
      free.id,
      { code: await codeSentTo(free.email!) },
      { secret: SECRET },
    );
    await unchangedBy(
      () => startClaim(db(), claimant, free.id, { licenseNumber: free.licenseNumber! }, ctx()),
      'claim.errors.alreadyPending',
    );
    // The database holds one open claim per listing and claimant.
    const [open] = await db().select().from(listingClaims).where(eq(listingClaims.lawyerId, free.id));
    await expect(
      db()
        .insert(listingClaims)
        .values({ lawyerId: free.id, userId: claimant.id, licenseNumber: open!.licenseNumber }),
    ).rejects.toThrow();
  });

  it('a licence number is compared normalised; a listing without one takes any', async () => {
    const claimant = await createUser(db());
    const row = await listing({ licenseNumber: '12345/2560' });
    await startClaim(db(), claimant, row.id, { licenseNumber: '๑๒๓๔๕ / ๒๕๖๐' }, ctx());
    const other = await createUser(db());
    const bare = await listing({ licenseNumber: null });
    await expect(
      startClaim(db(), other, bare.id, { licenseNumber: '777/2555' }, ctx()),
    ).resolves.toMatchObject({
      status: 'pending_code',
    });
  });

  it('a code expires after 30 minutes (fixed clock) and dies after the attempts limit', async () => {
    const claimant = await createUser(db());
    const row = await listing();
    const t0 = new Date('2026-03-01T03:00:00Z');
    await startClaim(db(), claimant, row.id, { licenseNumber: row.licenseNumber! }, ctx(t0));
    const code = await codeSentTo(row.email!);
    const late = new Date(t0.getTime() + CLAIM_CODE_MINUTES * 60_000);
    await unchangedBy(
      () => verifyClaimCode(db(), claimant, row.id, { code }, { secret: SECRET, now: late }),
      'claim.errors.codeExpired',
    );
    // A new code (at the same fixed clock, later) works; wrong ones count and end it.
    const t1 = new Date(late.getTime() + 60_000);
    await startClaim(db(), claimant, row.id, { licenseNumber: row.licenseNumber! }, ctx(t1));
    const fresh = await codeSentTo(row.email!);
    const wrong = fresh === '000000' ? '111111' : '000000';
    for (let i = 0; i < CLAIM_CODE_ATTEMPTS; i++) {
      const error = await refusal(() =>
        verifyClaimCode(db(), claimant, row.id, { code: wrong }, { secret: SECRET, now: t1 }),
      );
      expect(error.fields).toEqual({ code: 'claim.errors.wrongCode' });
    }
    const [claim] = await db().select().from(listingClaims).where(eq(listingClaims.lawyerId, row.id));
    expect(claim!.codeAttempts).toBe(CLAIM_CODE_ATTEMPTS);
    // Even the right code is refused now, and changes nothing.
    await unchangedBy(
      () => verifyClaimCode(db(), claimant, row.id, { code: fresh }, { secret: SECRET, now: t1 }),
      'claim.errors.codeExpired',
    );
    // A malformed code is refused before anything is read.
    await unchangedBy(
      () => verifyClaimCode(db(), claimant, row.id, { code: '12ab' }, { secret: SECRET, now: t1 }),
      'claim.errors.codeFormat',
    );
  });

  it('codes sent are rate-limited per claimant', async () => {
    const claimant = await createUser(db());
    const row = await listing();
    const t0 = new Date('2026-04-01T03:00:00Z');
    for (let i = 0; i < CLAIM_CODE_RATE_LIMIT.max; i++)
      await startClaim(db(), claimant, row.id, { licenseNumber: row.licenseNumber! }, ctx(t0));
    const error = await unchangedBy(
      () => startClaim(db(), claimant, row.id, { licenseNumber: row.licenseNumber! }, ctx(t0)),
      'ratelimit.claimCode',
    );
    expect(error.code).toBe('RATE_LIMITED');
  });

  it('the signed link of an invitation proves the e-mail; a forged or expired one does not', async () => {
    const claimant = await createUser(db());
    const row = await listing();
    const now = new Date();
    const { exp, sig } = signClaimLink(SECRET, row.id, row.email!, now);
    const forged = await startClaim(
      db(),
      claimant,
      row.id,
      { licenseNumber: row.licenseNumber!, exp: String(exp), sig: `${sig.slice(0, -2)}xx` },
      ctx(now),
    );
    expect(forged.status).toBe('pending_code');
    const later = new Date(now.getTime() + 15 * 24 * 3600_000);
    const lapsed = await startClaim(
      db(),
      claimant,
      row.id,
      { licenseNumber: row.licenseNumber!, exp: String(exp), sig },
      ctx(later),
    );
    expect(lapsed.status).toBe('pending_code');
    const proven = await startClaim(
      db(),
      claimant,
      row.id,
      { licenseNumber: row.licenseNumber!, exp: String(exp), sig },
      ctx(now),
    );
    expect(proven).toMatchObject({ status: 'pending', sentTo: null });
    const [claim] = await db().select().from(listingClaims).where(eq(listingClaims.id, proven.claimId));
    expect(claim).toMatchObject({ proof: 'invitation_link', provenAddress: row.email, codeHash: null });
  });

  it('approval and rejection: admins only, a claim of a listing linked meanwhile refused, all changing nothing', async () => {
    const claimant = await createUser(db());
    const row = await listing();
    const { exp, sig } = signClaimLink(SECRET, row.id, row.email!, new Date());
    const { claimId } = await startClaim(
      db(),
      claimant,
      row.id,
      { licenseNumber: row.licenseNumber!, exp: String(exp), sig },
      ctx(),
    );
    const member = await createUser(db());
    const lawyer = await createUser(db(), { profileType: 'lawyer', lawyer: {} });
    const outsiders: Actor[] = [null, member, lawyer, claimant];
    for (const actor of outsiders) {
      await unchangedBy(() => approveClaim(db(), actor, claimId, mail()));
      await unchangedBy(() => rejectClaim(db(), actor, claimId, { reason: 'ไม่ตรง' }, mail()));
      await unchangedBy(() => listClaims(db(), actor));
      await unchangedBy(() => listClaimCoverage(db(), actor));
      await unchangedBy(() => sendClaimInvitations(db(), actor, {}, { ...mail(), secret: SECRET }));
    }
    // A reason is needed to reject.
    await unchangedBy(
      () => rejectClaim(db(), admin, claimId, { reason: ' ' }, mail()),
      'claim.errors.reasonRequired',
    );
    // Someone else's account is linked to the listing meanwhile: the approval is refused.
    const other = await createUser(db());
    await db().update(lawyers).set({ userId: other.id }).where(eq(lawyers.id, row.id));
    await unchangedBy(() => approveClaim(db(), admin, claimId, mail()), 'claim.errors.alreadyLinked');
    await db().update(lawyers).set({ userId: null }).where(eq(lawyers.id, row.id));
    // Rejection with a reason: e-mailed, audited; a second decision is refused.
    await expect(
      rejectClaim(db(), admin, claimId, { reason: 'เลขใบอนุญาตไม่ตรงกับทะเบียน' }, mail()),
    ).resolves.toMatchObject({ emailed: true });
    const [rejectedMail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, claimant.email), eq(emailOutbox.kind, 'listing-claim-rejected')));
    expect(rejectedMail!.textBody).toContain('> เลขใบอนุญาตไม่ตรงกับทะเบียน');
    await unchangedBy(() => approveClaim(db(), admin, claimId, mail()), 'claim.errors.notPending');
    expect((await getClaimPage(db(), claimant, row.id)).step).toBe('rejected');
  });

  it("approving one claim ends the listing's other open claims, and tells those who had proven its e-mail", async () => {
    const row = await listing();
    const proven = async (user: FactoryUser) => {
      const { exp, sig } = signClaimLink(SECRET, row.id, row.email!, new Date());
      const args = { licenseNumber: row.licenseNumber!, exp: String(exp), sig };
      return (await startClaim(db(), user, row.id, args, ctx())).claimId;
    };
    const [winner, rival, early] = [await createUser(db()), await createUser(db()), await createUser(db())];
    const winning = await proven(winner);
    const rivalClaim = await proven(rival);
    const earlyClaim = (await startClaim(db(), early, row.id, { licenseNumber: row.licenseNumber! }, ctx()))
      .claimId;
    const statusOf = async (id: string) =>
      (await db().select().from(listingClaims).where(eq(listingClaims.id, id)))[0]!.status;
    expect([await statusOf(rivalClaim), await statusOf(earlyClaim)]).toEqual(['pending', 'pending_code']);

    await approveClaim(db(), admin, winning, mail());
    expect([await statusOf(rivalClaim), await statusOf(earlyClaim)]).toEqual(['rejected', 'rejected']);
    const rejectedTo = async (to: string) =>
      db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'listing-claim-rejected')));
    const [told] = await rejectedTo(rival.email);
    expect(told!.textBody).toContain('รายชื่อนี้ได้รับการยืนยันเป็นของบัญชีอื่นแล้ว');
    expect(await rejectedTo(early.email)).toHaveLength(0);
    // Their pages say the listing is linked; an approval of a rival's claim is refused.
    expect((await getClaimPage(db(), rival, row.id)).step).toBe('linked');
    await unchangedBy(() => approveClaim(db(), admin, rivalClaim, mail()), 'claim.errors.notPending');
  });

  it('coverage per case type and province, and claim invitations: once within the repeat days, limited per run', async () => {
    const province = 'แม่ฮ่องสอน';
    const withEmail = await listing({ province, experienceAreas: ['มรดก'] });
    await listing({ province, experienceAreas: ['มรดก'], email: null });
    const owner = await createUser(db());
    await listing({ province, experienceAreas: ['มรดก'], userId: owner.id });
    const now = new Date('2026-05-01T03:00:00Z');
    const row = async () =>
      (await listClaimCoverage(db(), admin, now)).find(
        (r) => r.caseType === 'มรดก' && r.province === province,
      );
    expect(await row()).toMatchObject({ invitable: 1, notInvitable: 2, canInvite: 1, lastInvitedAt: null });

    const sent = await sendClaimInvitations(
      db(),
      admin,
      { caseType: 'มรดก', province },
      { ...mail(), secret: SECRET, now },
    );
    expect(sent).toEqual({ sent: 1, remaining: 0 });
    const [invitation] = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, withEmail.email!), eq(emailOutbox.kind, 'listing-claim-invitation')),
      );
    expect(invitation!.textBody).toMatch(new RegExp(`/th/lawyers/${withEmail.id}/claim\\?exp=\\d+&sig=`));
    expect(await row()).toMatchObject({ canInvite: 0, lastInvitedAt: now.toISOString() });
    // Not twice within the repeat days.
    const again = await sendClaimInvitations(
      db(),
      admin,
      { caseType: 'มรดก', province },
      { ...mail(), secret: SECRET, now: new Date(now.getTime() + 3600_000) },
    );
    expect(again.sent).toBe(0);
    const recorded = await db()
      .select()
      .from(listingClaimInvitations)
      .where(eq(listingClaimInvitations.lawyerId, withEmail.id));
    expect(recorded).toHaveLength(1);
    // The link in the e-mail proves the listing's e-mail on the claim page.
    const url = new URL(/https?:\/\/\S+/.exec(invitation!.textBody)![0]);
    const claimant = await createUser(db());
    const claimed = await startClaim(
      db(),
      claimant,
      withEmail.id,
      {
        licenseNumber: withEmail.licenseNumber!,
        exp: url.searchParams.get('exp') ?? '',
        sig: url.searchParams.get('sig') ?? '',
      },
      ctx(new Date(now.getTime() + 3600_000)),
    );
    expect(claimed.status).toBe('pending');
    // A listing with an open claim is not offered an invitation either.
    const other = await listing({ province, experienceAreas: ['มรดก'] });
    expect(await row()).toMatchObject({ canInvite: 1 });
    await startClaim(
      db(),
      await createUser(db()),
      other.id,
      { licenseNumber: other.licenseNumber! },
      ctx(now),
    );
    expect(await row()).toMatchObject({ canInvite: 0 });
  });
});
