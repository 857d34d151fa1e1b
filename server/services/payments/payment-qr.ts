import { decode, encode, tag, withCrcTag } from 'promptparse';
import generatePayload from 'promptpay-qr';
import QRCode from 'qrcode';
import { AppError } from '#domain/errors.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';

/** The payment settings of server/config.ts (`config.payment`). */
export interface PaymentConfig {
  promptPayId: string;
  bankName: string;
  bankAccountName: string;
  bankAccountNumber: string;
}

/** The message of a malformed PromptPay id (INVALID_INPUT): a configuration error, read by the operator. */
export const INVALID_PROMPTPAY_ID =
  'The PromptPay id must be a 10-digit phone number or a 13-digit national or tax id.';

/**
 * The digits of a PromptPay id, or null when it is not one: a 10-digit Thai phone number (leading 0) or a
 * 13-digit national/tax id. Dashes and spaces are allowed as separators; anything else is refused.
 */
export function normalizePromptPayId(id: string): string | null {
  const digits = id.trim().replace(/[-\s]/g, '');
  if (/^0\d{9}$/.test(digits) || /^\d{13}$/.test(digits)) return digits;
  return null;
}

/**
 * The EMVCo (merchant-presented) PromptPay payload for an id. With an amount the QR is dynamic
 * (point of initiation 12) and carries tag 54 with two decimals; without, it is static (11) and the payer types
 * the amount. Throws `AppError` INVALID_INPUT (`INVALID_PROMPTPAY_ID`) for a malformed id and RangeError for a bad amount.
 */
export function promptPayPayload(id: string, amount?: number): string {
  const digits = normalizePromptPayId(id);
  if (!digits) throw new AppError('INVALID_INPUT', INVALID_PROMPTPAY_ID);
  if (amount !== undefined && !(Number.isFinite(amount) && amount > 0 && amount < 10_000_000)) {
    throw new RangeError('The amount must be a positive number of baht.');
  }
  return generatePayload(digits, amount === undefined ? {} : { amount });
}

/**
 * A PromptPay payload for `amount` that also carries `reference` as its reference label (EMVCo tag 62, sub-tag
 * 05), so that a transfer can be matched to what it pays for: the base payload is promptPayPayload's, then
 * promptparse re-encodes the tags with the reference and a new checksum (tag 63). References are 1–25 letters and
 * digits (questionPaymentReference).
 */
export function promptPayPayloadWithReference(id: string, amount: number, reference: string): string {
  if (!/^[A-Z0-9]{1,25}$/.test(reference))
    throw new RangeError('The reference must be 1-25 letters and digits.');
  const tags = decode(promptPayPayload(id, amount)).filter((t) => t.id !== '63' && t.id !== '62');
  tags.push(tag('62', encode([tag('05', reference)])));
  return withCrcTag(encode(tags), '63');
}

/**
 * The quiet zone around a QR code, in modules: ISO/IEC 18004 asks for 4, and scanners that find the code by its
 * finder patterns fail with less when the code stands alone (a saved or shared SVG).
 */
export const QR_QUIET_ZONE_MODULES = 4;

/** A QR code as an SVG document (white background with the quiet zone, black modules). */
export function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE_MODULES });
}

const PNG_OPTIONS = { errorCorrectionLevel: 'M', margin: QR_QUIET_ZONE_MODULES, width: 480 } as const;

/**
 * The same QR code as a PNG data URL, for saving to the phone's gallery and scanning in a banking app. A PNG takes
 * about 25 ms of CPU to encode (an SVG about 1 ms): pages that list several QR codes link to `qrPngFile` instead.
 */
export function qrPng(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, PNG_OPTIONS);
}

/** The PNG of `qrPng` as the bytes of a file to download. */
export function qrPngFile(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, PNG_OPTIONS);
}

export interface PaymentQr {
  /** Fixed amount in baht, or null when the payer types the amount. */
  amount: number | null;
  payload: string;
  svg: string;
  png: string;
}

export interface PaymentDetails {
  bank: { name: string; accountName: string; accountNumber: string };
  /** The PromptPay id as configured (digits only), or null when it is invalid. */
  promptPayId: string | null;
  /** Both QR codes, or null when they cannot be made (invalid id); the bank details stay usable. */
  qr: { consultation: PaymentQr; transfer: PaymentQr } | null;
  /** Why there is no QR, for the server log. */
  qrError: 'invalid_promptpay_id' | 'render_failed' | null;
}

async function makeQr(id: string, amount: number | null): Promise<PaymentQr> {
  const payload = promptPayPayload(id, amount ?? undefined);
  const [svg, png] = await Promise.all([qrSvg(payload), qrPng(payload)]);
  return { amount, payload, svg, png };
}

/**
 * What the payment page shows, computed from the configuration on every call (nothing cached): the bank account, a
 * PromptPay QR for the consultation fee, and a PromptPay QR without an amount for bank transfers of any amount
 * (generated here, never by an external image service: docs/decisions/0006-public-directory.md). Never throws for a
 * bad id: the QR codes are then null and the bank details are still returned.
 */
export async function getPaymentDetails(
  config: PaymentConfig,
  consultationFee: number = CONSULTATION_FEE_PER_QUESTION,
): Promise<PaymentDetails> {
  const bank = {
    name: config.bankName.trim(),
    accountName: config.bankAccountName.trim(),
    accountNumber: config.bankAccountNumber.trim(),
  };
  const promptPayId = normalizePromptPayId(config.promptPayId);
  if (!promptPayId) return { bank, promptPayId: null, qr: null, qrError: 'invalid_promptpay_id' };
  try {
    const [consultation, transfer] = await Promise.all([
      makeQr(promptPayId, consultationFee),
      makeQr(promptPayId, null),
    ]);
    return { bank, promptPayId, qr: { consultation, transfer }, qrError: null };
  } catch {
    return { bank, promptPayId, qr: null, qrError: 'render_failed' };
  }
}
