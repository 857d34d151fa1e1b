import { createHash } from 'node:crypto';
import jsQR from 'jsqr';
import { slipVerify } from 'promptparse/validate';
import sharp from 'sharp';
import { inDecodeQueue } from './images.ts';

/**
 * What tells one transfer slip from another (docs/product-rules.md, "Paying for a question"):
 * - `sha256`: the SHA-256 of the stored picture. Uploads are re-encoded (images.ts) and sharp writes the same
 *   bytes for the same input, so the same file uploaded again has the same hash;
 * - `transferRef`: the sending bank and the transaction reference of the slip-verification QR that Thai banks
 *   print on their slips (tag 00: API type 000001, sub-tag 01 the bank, 02 the reference), `{bank}:{reference}`,
 *   or null when the picture has no such QR that can be read (a photo, a crop, another bank's format). It is the
 *   same for a screenshot and a photo of the same slip.
 */
export interface SlipFingerprint {
  sha256: string;
  transferRef: string | null;
}

/** The size of the first, quicker look for the QR (a slip's QR is large enough at this size). */
export const SLIP_QR_SCAN_PX = 1000;

export async function slipFingerprint(body: Buffer): Promise<SlipFingerprint> {
  const sha256 = createHash('sha256').update(body).digest('hex');
  const transferRef = await inDecodeQueue(() => readSlipQr(body));
  return { sha256, transferRef };
}

/**
 * The slip-verification QR's `{bank}:{reference}`: looked for on a copy at most SLIP_QR_SCAN_PX a side, then on
 * the picture at full size; null when neither has one (a QR of another kind is no slip's).
 */
async function readSlipQr(body: Buffer): Promise<string | null> {
  try {
    const { width = 0, height = 0 } = await sharp(body).metadata();
    const sizes = Math.max(width, height) > SLIP_QR_SCAN_PX ? [SLIP_QR_SCAN_PX, null] : [null];
    for (const maxPx of sizes) {
      const image = sharp(body);
      if (maxPx !== null) image.resize(maxPx, maxPx, { fit: 'inside' });
      const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
      const code = jsQR(pixels, info.width, info.height, { inversionAttempts: 'dontInvert' });
      const slip = code ? slipVerify(code.data) : null;
      if (slip) return `${slip.sendingBank}:${slip.transRef}`;
    }
  } catch {
    // A picture the re-encoder wrote is always readable; anything else simply has no QR to read.
  }
  return null;
}
