import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const PERIOD_MS = 30_000;

/** A TOTP secret as people see it: the base32 secret (spaces allowed) or the otpauth:// URI → the base32 secret. */
const base32Secret = (secretOrUri: string) =>
  (secretOrUri.startsWith('otpauth://')
    ? (new URL(secretOrUri).searchParams.get('secret') ?? '')
    : secretOrUri.replace(/\s+/g, '')
  ).toUpperCase();

const otpOf = (secretOrUri: string) =>
  createOTP(base32.decode(base32Secret(secretOrUri)) as unknown as string);

/** The current 30-second time step. */
export const currentTotpStep = () => Math.floor(Date.now() / PERIOD_MS);

/** The current code of an authenticator app for a TOTP secret. */
export async function totpCode(secretOrUri: string): Promise<string> {
  return otpOf(secretOrUri).totp();
}

/** The code of one time step. */
export async function totpCodeAt(secretOrUri: string, step: number): Promise<string> {
  return otpOf(secretOrUri).hotp(step);
}

/** Where the last step handed out for a secret is kept, shared by every test process of the machine. */
const stepFile = (secretOrUri: string) => {
  const dir = path.join(tmpdir(), 'tanai-test-totp-steps');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, createHash('sha256').update(base32Secret(secretOrUri)).digest('hex'));
};

/**
 * A code the server has not seen yet: it accepts each time step once (and the steps either side of the current
 * one), so this hands out the current step, or the one after the last step handed out for this secret, waiting
 * for the clock when that one is not yet accepted.
 */
export async function nextTotpCode(secretOrUri: string): Promise<string> {
  const file = stepFile(secretOrUri);
  let last = Number.NEGATIVE_INFINITY;
  try {
    last = Number(readFileSync(file, 'utf8'));
  } catch {}
  const step = Math.max(currentTotpStep(), last + 1);
  // Accepted from the moment step - 1 is the current one (a margin for the clocks of test and server).
  const acceptedFrom = (step - 1) * PERIOD_MS + 500;
  if (Date.now() < acceptedFrom) await sleep(acceptedFrom - Date.now());
  writeFileSync(file, String(step));
  return totpCodeAt(secretOrUri, step);
}
