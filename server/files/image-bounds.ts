/**
 * Where an image's own bytes end, for JPEG, PNG and WebP, so that data appended after the image (a ZIP, HTML
 * or PHP "polyglot") can be refused before decoding. Each function returns the offset just past the image, or
 * null when the structure is broken.
 */

/** Offset after the EOI marker of the JPEG that starts at `start`. */
export function jpegEnd(b: Buffer, start = 0): number | null {
  if (b[start] !== 0xff || b[start + 1] !== 0xd8) return null;
  let i = start + 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (i < b.length && b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (marker === 0xd9) return i;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // markers without a length
    if (i + 1 >= b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2) return null;
    i += length;
    if (marker === 0xda) {
      // Entropy-coded data runs until the next marker that is not a stuffed 0x00, a restart or fill.
      while (i < b.length) {
        if (b[i] === 0xff) {
          const next = b[i + 1];
          if (next === undefined) return null;
          if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
            i += 2;
            continue;
          }
          if (next === 0xff) {
            i++;
            continue;
          }
          break;
        }
        i++;
      }
    }
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Offset after the IEND chunk. */
export function pngEnd(b: Buffer): number | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    i += 12 + length;
    if (i > b.length) return null;
    if (type === 'IEND') return i;
  }
  return null;
}

/** Offset after the RIFF container (with its pad byte). */
export function webpEnd(b: Buffer): number | null {
  if (b.length < 12 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') {
    return null;
  }
  const size = b.readUInt32LE(4);
  const end = 8 + size;
  if (end > b.length) return null;
  // A chunk of odd size is followed by one pad byte, which some writers leave out at the very end.
  return size % 2 === 1 && end < b.length ? end + 1 : end;
}

const onlyZeros = (b: Buffer, from: number, to = b.length) => {
  for (let i = from; i < to; i++) if (b[i] !== 0) return false;
  return true;
};

/**
 * True when nothing but the image is in the file: after its end there is at most zero padding or, for JPEG,
 * further complete JPEG images (cameras store previews and depth maps that way, the Multi-Picture Format).
 */
export function hasOnlyImageData(b: Buffer, mime: string): boolean {
  if (mime === 'image/png') {
    const end = pngEnd(b);
    return end !== null && onlyZeros(b, end);
  }
  if (mime === 'image/webp') {
    const end = webpEnd(b);
    return end !== null && onlyZeros(b, end);
  }
  if (mime === 'image/jpeg') {
    let i = jpegEnd(b);
    if (i === null) return false;
    while (i < b.length) {
      if (b[i] === 0) {
        i++;
        continue;
      }
      const next = jpegEnd(b, i);
      if (next === null) return false;
      i = next;
    }
    return true;
  }
  return false;
}
