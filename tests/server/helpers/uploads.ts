import {
  createApplication,
  createLawyer,
  createQuestion,
  createSession,
  createUser,
} from '#tests/factories.ts';
import { jpeg } from '../../fixtures/images.ts';
import { TEST_ORIGIN, type TestServer } from './server.ts';

/** Uploads an image as the signed-in person (POST /api/uploads) and answers its storage key. */
export async function uploadAs(server: TestServer, cookie: string, kind: string, bytes: Buffer) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  const res = await server.request('/api/uploads', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  if (res.status !== 200) throw new Error(`upload refused: ${res.status}`);
  return ((await res.json()) as { key: string }).key;
}

/**
 * A lawyer's uploads before their account is deleted: the avatar of their verified listing, and an avatar and a
 * business card never attached to any form.
 */
export async function lawyerUploads(server: TestServer, person: { id: string; cookie: string }) {
  const listingAvatar = await uploadAs(server, person.cookie, 'avatar', await jpeg(400, 400));
  const unattachedAvatar = await uploadAs(server, person.cookie, 'avatar', await jpeg(300, 300));
  const card = await uploadAs(server, person.cookie, 'business-card', await jpeg(800, 500));
  const listing = await createLawyer(server.database.db, {
    name: 'ทนาย มีรูป',
    userId: person.id,
    avatarUrl: `/files/public/${listingAvatar}`,
  });
  return { lawyerId: listing.id, listingAvatar, unattachedAvatar, card };
}

/**
 * Uploads of every kind that a record names (an application's avatar and business card, a question's transfer
 * slip, a listing's avatar uploaded by an administrator into their own folder) and two that nothing names (the
 * files of an application the form refused): what the sweep of unattached uploads must tell apart.
 */
export async function uploadsForSweep(server: TestServer) {
  const db = server.database.db;
  const person = await createUser(db);
  const admin = await createUser(db, { profileType: 'admin' });
  const as = async (userId: string) =>
    createSession(db, userId, { secret: server.runtime.config.authSecret });
  const [personCookie, adminCookie] = [await as(person.id), await as(admin.id)];
  const applicationAvatar = await uploadAs(server, personCookie, 'avatar', await jpeg(300, 300));
  const card = await uploadAs(server, personCookie, 'business-card', await jpeg(800, 500));
  await createApplication(db, {
    userId: person.id,
    avatarUrl: `/files/public/${applicationAvatar}`,
    businessCardKey: card,
  });
  const slip = await uploadAs(server, personCookie, 'payment-slip', await jpeg(600, 800));
  await createQuestion(db, { askerId: person.id, paymentSlipKey: slip });
  const listingAvatar = await uploadAs(server, adminCookie, 'avatar', await jpeg(400, 400));
  await createLawyer(db, { name: 'ทนาย รูปจากผู้ดูแล', avatarUrl: `/files/public/${listingAvatar}` });
  const refusedAvatar = await uploadAs(server, personCookie, 'avatar', await jpeg(200, 200));
  const refusedCard = await uploadAs(server, personCookie, 'business-card', await jpeg(700, 400));
  return {
    named: [applicationAvatar, card, slip, listingAvatar],
    unattached: [refusedAvatar, refusedCard],
  };
}
