import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '#domain/errors.ts';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import {
  INVALID_PROMPTPAY_ID,
  normalizePromptPayId,
  promptPayPayload,
  promptPayPayloadWithReference,
  QR_QUIET_ZONE_MODULES,
  qrSvg,
} from './payment-qr.ts';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as EMVCo QR tag 63 requires. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits an EMVCo payload into its top-level tags (2-digit id, 2-digit length, value), in order. */
function tlv(payload: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    expect(Number.isInteger(length), `length of tag ${id}`).toBe(true);
    out.push([id, payload.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  expect(i).toBe(payload.length);
  return out;
}

/** The CRC of tag 63 is computed over everything before its value, including "6304". */
function expectValidCrc(payload: string) {
  expect(payload.slice(-8, -4)).toBe('6304');
  expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
}

describe('crc16CcittFalse (the test’s own checksum)', () => {
  it('gives the standard check value for "123456789"', () => {
    // The catalogue check value of CRC-16/CCITT-FALSE.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });
});

describe('promptPayPayload', () => {
  // Known-good payloads published with the promptpay-qr library's test suite (github.com/dtinth/promptpay-qr,
  // index.test.js), which banking apps scan.
  it('matches the published payload for a phone number with an amount (dynamic QR)', () => {
    const payload = promptPayPayload('000-000-0000', 4.22);
    expect(payload).toBe(
      '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
    );
    expectValidCrc(payload);
  });

  it('matches the published payloads without an amount (static QR) for phone, national and tax ids', () => {
    expect(promptPayPayload('0801234567')).toBe(
      '00020101021129370016A000000677010111011300668012345675802TH530376463046197',
    );
    expect(promptPayPayload('080-123-4567')).toBe(promptPayPayload('0801234567'));
    expect(promptPayPayload('1-1111-11111-11-1')).toBe(
      '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A',
    );
    expect(promptPayPayload('0123456789012')).toBe(
      '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD',
    );
    for (const id of ['0801234567', '1111111111111', '0123456789012']) expectValidCrc(promptPayPayload(id));
  });

  it('puts the consultation fee of 10 baht in tag 54 as "10.00" in a dynamic QR with a valid CRC', () => {
    expect(CONSULTATION_FEE_PER_QUESTION).toBe(10);
    const payload = promptPayPayload('081-234-5678', CONSULTATION_FEE_PER_QUESTION);
    const tags = tlv(payload);
    const get = (id: string) => tags.find(([t]) => t === id)?.[1];
    expect(tags[0]).toEqual(['00', '01']); // payload format indicator first
    expect(get('01')).toBe('12'); // dynamic: the amount is fixed
    expect(get('54')).toBe('10.00');
    expect(payload).toContain('540510.00');
    expect(get('53')).toBe('764'); // THB
    expect(get('58')).toBe('TH');
    // Merchant account information: PromptPay AID, then the phone as 0066 + 9 digits (13 characters).
    expect(get('29')).toBe('0016A00000067701011101130066812345678');
    expect(tags.at(-1)?.[0]).toBe('63'); // CRC last
    expectValidCrc(payload);
  });

  it('leaves tag 54 out of the transfer QR and marks it static (11), so the payer types the amount', () => {
    const payload = promptPayPayload('0812345678');
    const tags = tlv(payload);
    expect(tags.map(([id]) => id)).not.toContain('54');
    expect(tags.find(([id]) => id === '01')?.[1]).toBe('11');
    expectValidCrc(payload);
    // Same account as the fixed-amount QR.
    expect(tags.find(([id]) => id === '29')?.[1]).toBe('0016A00000067701011101130066812345678');
  });

  it('uses sub-tag 02 for a 13-digit national or tax id', () => {
    const tags = tlv(promptPayPayload('3-1012-34567-89-1', 10));
    expect(tags.find(([id]) => id === '29')?.[1]).toBe('0016A00000067701011102133101234567891');
  });

  it('refuses ids that are not a 10-digit phone or a 13-digit id', () => {
    for (const bad of [
      '',
      '081234567',
      '08123456789',
      '1234567890',
      '+66812345678',
      'abc0812345678',
      '12345',
    ]) {
      const refusal = (() => {
        try {
          promptPayPayload(bad);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal, bad).toBeInstanceOf(AppError);
      expect(refusal, bad).toMatchObject({ code: 'INVALID_INPUT', message: INVALID_PROMPTPAY_ID });
    }
  });

  it('refuses amounts that are not a positive number', () => {
    for (const bad of [0, -10, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => promptPayPayload('0812345678', bad), String(bad)).toThrow(RangeError);
    }
  });
});

describe('normalizePromptPayId', () => {
  it('keeps only the digits of a valid id', () => {
    expect(normalizePromptPayId(' 081-234-5678 ')).toBe('0812345678');
    expect(normalizePromptPayId('1 2345 67890 12 3')).toBe('1234567890123');
    expect(normalizePromptPayId('081.234.5678')).toBeNull();
  });
});

describe('qrSvg', () => {
  it('renders an SVG document locally', async () => {
    const svg = await qrSvg(promptPayPayload('0812345678', 10));
    expect(svg.trimStart().startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox');
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/); // no external image service
  });

  it('keeps a quiet zone of 4 modules on every side, so the bare SVG scans', async () => {
    const payload = promptPayPayloadWithReference('0812345678', 1500, 'TN1A2B3C4D5E6F');
    const svg = await qrSvg(payload);
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    // The dark modules: every "M x y" / relative move of the path of black strokes.
    const dark = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
    const points: [number, number][] = [];
    let x = 0;
    let y = 0;
    for (const [, op, a, b] of dark.matchAll(/([Mmh])(-?[\d.]+)(?:\s(-?[\d.]+))?/g)) {
      if (op === 'M') [x, y] = [Number(a), Number(b)];
      else if (op === 'm') [x, y] = [x + Number(a), y + Number(b)];
      else x += Number(a);
      points.push([x, y]);
    }
    const xs = points.map(([px]) => px);
    const ys = points.map(([, py]) => Math.floor(py));
    expect(Math.min(...xs)).toBe(QR_QUIET_ZONE_MODULES);
    expect(Math.min(...ys)).toBe(QR_QUIET_ZONE_MODULES);
    expect(size - Math.max(...xs)).toBe(QR_QUIET_ZONE_MODULES);
    expect(size - 1 - Math.max(...ys)).toBe(QR_QUIET_ZONE_MODULES);

    // Drawn at 4 px a module exactly as the SVG says (nothing added around it), a decoder reads the payload.
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(size * 4, size * 4, { kernel: 'nearest' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(payload);
  });
});

describe('promptPayPayloadWithReference', () => {
  it('carries the reference in tag 62 (sub-tag 05) beside the amount, with a valid checksum', () => {
    const plain = promptPayPayload('0812345678', 10);
    const payload = promptPayPayloadWithReference('0812345678', 10, 'TN1A2B3C4D5E6F');
    expectValidCrc(payload);
    const tags = new Map(tlv(payload));
    // Everything the plain payload says is still there, unchanged.
    for (const [id, value] of tlv(plain)) if (id !== '63') expect(tags.get(id), `tag ${id}`).toBe(value);
    expect(tags.get('54')).toBe('10.00');
    expect(tlv(tags.get('62') ?? '')).toEqual([['05', 'TN1A2B3C4D5E6F']]);
  });

  it('refuses a reference that is not 1-25 letters and digits', () => {
    for (const bad of ['', 'tn-1', 'A'.repeat(26), 'ก1'])
      expect(() => promptPayPayloadWithReference('0812345678', 10, bad)).toThrow(RangeError);
  });
});
