import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCES, provinceOptions as provinceOptionsOf } from '#domain/provinces.ts';
import { fixedT } from '#i18n/index.ts';
import { migratedDataDir } from './helpers/fixtures.ts';
import { type ServerProcess, startServer } from './helpers/server-process.ts';

// The ask page (docs/product-rules.md, "Questions") as the production build sends it: its province field is the
// site's one province select (`ProvinceSelect`, app/components/form/lawyer-fields.tsx), named in the page's language;
// the question's fee as configured, said before the send button.

let server: ServerProcess;
let dataDir: string;
const FEE = 37;

beforeAll(async () => {
  dataDir = await migratedDataDir();
  // A fee other than the default, so that the page can only show it by reading the configuration.
  server = await startServer({ DATA_DIR: dataDir, QUESTION_FEE_BAHT: String(FEE) });
});

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The ask form's province options as the page sends them: value, label and whether it is chosen. */
async function provinceOptions(path: string) {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  const select = html.match(/<select[^>]*id="ask-province"[^>]*>([\s\S]*?)<\/select>/)?.[1];
  expect(select, 'the ask form has its province select').toBeDefined();
  return [...(select ?? '').matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(
    ([, attrs = '', label = '']) => ({
      value: attrs.match(/value="([^"]*)"/)?.[1] ?? '',
      label,
      selected: /\sselected(=""|\s|$)/.test(attrs),
    }),
  );
}

describe('the ask form province field', () => {
  it('zh: lists every province in Chinese, nationwide first', async () => {
    const options = await provinceOptions('/zh/ask');
    expect(options[0]?.value).toBe('');
    const provinces = options.slice(1);
    // Every province, in the page's language and its order (pinyin), as `provinceOptions` gives them.
    expect(provinces.map((o) => o.value)).toEqual(provinceOptionsOf('zh').map((p) => p.value));
    expect(provinces.map((o) => o.label)).toEqual(provinceOptionsOf('zh').map((p) => p.label));
    expect(new Set(provinces.map((o) => o.value))).toEqual(new Set(PROVINCES.map((p) => p.th)));
    expect(provinces.find((o) => o.value === 'เชียงใหม่')?.label).toBe('清迈');
    expect(provinces.some((o) => /[\u0E00-\u0E7F]/.test(o.label) || /^[A-Za-z]/.test(o.label))).toBe(false);
  });

  it('en and th: the provinces in the page language, the Thai name posted', async () => {
    const en = (await provinceOptions('/en/ask')).slice(1);
    expect(en.map((o) => o.label)).toEqual(provinceOptionsOf('en').map((p) => p.label));
    expect(en.slice(0, 3).map((o) => o.label)).toEqual(['Amnat Charoen', 'Ang Thong', 'Bangkok']);
    const th = (await provinceOptions('/th/ask')).slice(1);
    expect(th.map((o) => o.label)).toEqual(provinceOptionsOf('th').map((p) => p.label));
    expect(new Set(th.map((o) => o.label))).toEqual(new Set(PROVINCES.map((p) => p.th)));
  });

  it('zh: a province filled in from the address (the triage link) is the chosen one, shown in Chinese', async () => {
    const options = await provinceOptions(`/zh/ask?province=${encodeURIComponent('เชียงใหม่')}`);
    expect(options.filter((o) => o.selected)).toEqual([{ value: 'เชียงใหม่', label: '清迈', selected: true }]);
  });
});

describe('the ask form fee', () => {
  it('says the configured fee, how it is paid and that matching does not wait, before the send button', async () => {
    for (const lang of ['th', 'en', 'zh'] as const) {
      const html = await (await fetch(`${server.url}/${lang}/ask`)).text();
      const t = fixedT(lang);
      const fee = html.indexOf(t('ask.fee.heading', { amount: String(FEE) }));
      expect(fee, lang).toBeGreaterThan(0);
      expect(html.indexOf(t('ask.fee.howToPay')), lang).toBeGreaterThan(fee);
      expect(html.indexOf(t('ask.fee.noWait')), lang).toBeGreaterThan(fee);
      expect(html.indexOf(`>${t('ask.submit')}</button>`), lang).toBeGreaterThan(fee);
    }
  });
});
