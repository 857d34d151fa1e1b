import { createLawyer } from '#tests/factories.ts';
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
