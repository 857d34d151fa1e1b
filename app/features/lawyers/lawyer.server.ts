import { data } from 'react-router';
import { getRuntime } from '#server/runtime.ts';
import { getPublicLawyer } from '#server/services/lawyers/public-lawyer.ts';

/** A verified lawyer's public profile; unknown or unverified ids answer 404 with the not-found screen. */
export async function loadLawyer(id: string) {
  const { db, config } = getRuntime();
  const lawyer = await getPublicLawyer(db, id, config.contact.networkPhone);
  if (!lawyer) return data({ lawyer: null }, { status: 404 });
  return { lawyer };
}
