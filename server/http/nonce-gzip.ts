import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, gunzipSync } from 'node:zlib';

const deflateRawAsync = promisify(deflateRaw);

/** DEFLATE back-references reach this far back. */
const WINDOW = 32 * 1024;

/**
 * Control bytes that never occur in the text of a page (tab, new line and carriage return excluded): the nonce's
 * stand-in while compressing, so that no back-reference can ever copy from where a nonce will stand.
 */
const STAND_IN = Buffer.from([
  1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
]);

/**
 * A page compressed once, with a gap wherever its CSP nonce stands: each answer fills the gaps with its own
 * nonce without compressing anything again.
 */
export interface NonceGzip {
  /** Raw DEFLATE pieces, one per part of the page, each ending on a byte boundary (the last one final). */
  pieces: Buffer[];
  /** Each part's CRC-32, and the operator that moves a CRC-32 past the part (see crc32Combine). */
  partCrcs: number[];
  partShifts: number[];
  nonceLength: number;
  /** The page's length with its nonces. */
  size: number;
}

/** A stored (uncompressed) DEFLATE block holding the nonce: 3 header bits padded to a byte, LEN, NLEN, bytes. */
function storedBlock(nonce: Buffer): Buffer {
  const block = Buffer.alloc(5 + nonce.length);
  block[0] = 0; // BFINAL 0, BTYPE 00
  block.writeUInt16LE(nonce.length, 1);
  block.writeUInt16LE(~nonce.length & 0xffff, 3);
  nonce.copy(block, 5);
  return block;
}

// CRC-32 of a concatenation from the CRC-32s of its pieces, as zlib's crc32_combine (GF(2) polynomials, reflected).
const CRC_POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial. */
function multModP(a: number, b: number): number {
  let m = 1 << 31;
  let p = 0;
  let bb = b >>> 0;
  for (;;) {
    if (a & m) {
      p ^= bb;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    bb = bb & 1 ? (bb >>> 1) ^ CRC_POLY : bb >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++) {
  X2N.push(p >>> 0);
  p = multModP(p, p);
}

/** The operator for `bytes` bytes: x^(8·bytes) modulo the polynomial. */
export function crc32Shift(bytes: number): number {
  let p = 1 << 31;
  for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k % 32]!, p);
  return p >>> 0;
}

/** The CRC-32 of A then B, from CRC(A), CRC(B) and B's operator (crc32Shift of its length). */
export const crc32Combine = (crcA: number, crcB: number, shiftB: number) =>
  (multModP(shiftB, crcA) ^ crcB) >>> 0;

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The gzip file of the page with this nonce in every gap: pieces and stored blocks joined, CRC-32 and size. */
export function gzipWithNonce(page: NonceGzip, nonce: Buffer): Buffer {
  if (nonce.length !== page.nonceLength) throw new Error('nonce length differs');
  const chunks: Buffer[] = [GZIP_HEADER];
  const block = storedBlock(nonce);
  let crc = 0;
  page.pieces.forEach((piece, i) => {
    if (i > 0) {
      chunks.push(block);
      crc = crc32(nonce, crc);
    }
    chunks.push(piece);
    crc = crc32Combine(crc, page.partCrcs[i]!, page.partShifts[i]!);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.size % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/**
 * Compresses a page cut at its nonces (`parts`, the nonce `nonceLength` bytes long) so that gzipWithNonce can
 * answer it with any nonce. Each part is compressed on its own with the 32 KB of page before it as dictionary
 * (so it compresses about as well as the whole page at once), the nonce's place holding bytes that occur nowhere
 * else, so no back-reference ever copies nonce bytes. Checked once by decompressing a sample; null when the
 * page cannot be done this way (it holds one of the stand-in bytes, the nonce is too long, the check fails).
 */
export async function prepareNonceGzip(parts: Buffer[], nonceLength: number): Promise<NonceGzip | null> {
  if (nonceLength < 1 || nonceLength > STAND_IN.length || nonceLength > 0xffff) return null;
  const standIn = STAND_IN.subarray(0, nonceLength);
  if (parts.some((part) => STAND_IN.some((byte) => part.includes(byte)))) return null;

  const pieces: Buffer[] = [];
  let offset = 0;
  const whole = Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [standIn, part] : [part])));
  for (const [i, part] of parts.entries()) {
    if (i > 0) offset += nonceLength;
    const dictionary = whole.subarray(Math.max(0, offset - WINDOW), offset);
    const last = i === parts.length - 1;
    pieces.push(
      await deflateRawAsync(part, {
        level: 6,
        ...(dictionary.length > 0 ? { dictionary } : {}),
        finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
      }),
    );
    offset += part.length;
  }
  const page: NonceGzip = {
    pieces,
    partCrcs: parts.map((part) => crc32(part)),
    partShifts: parts.map((part) => crc32Shift(part.length)),
    nonceLength,
    size: whole.length,
  };

  // The check: a sample nonce in, the same page with that nonce out.
  const sample = Buffer.from(randomBytes(nonceLength).toString('base64').slice(0, nonceLength));
  const expected = Buffer.concat(parts.flatMap((part, i) => (i > 0 ? [sample, part] : [part])));
  try {
    return gunzipSync(gzipWithNonce(page, sample)).equals(expected) ? page : null;
  } catch {
    return null;
  }
}
