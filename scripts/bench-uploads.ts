// `npm run bench:uploads`: what a burst of picture uploads costs the production build (built when missing), and
// whether the server keeps answering meanwhile (docs/product-rules.md, "Uploads").
//
// For each picture, --burst signed-in people (one upload each, so no per-person limit is reached) send it at the
// same moment to POST /api/uploads as business cards, while one client asks GET /healthz again and again. Prints
// per picture: the answers' statuses, each upload's time (slowest and median), /healthz's median and slowest
// answer during the burst beside its median on the quiet server, and the server's resident memory before and at
// its highest during the burst.
//
// Pictures: a 389 KB PNG that declares 9,999 × 9,999 pixels (a decompression bomb: refused from its header), a
// PNG of exactly 25 megapixels (the largest accepted), and a 12-megapixel phone photo's size as JPEG.
//
//   npm run bench:uploads -- [--burst 6]
//
// Exit status 1 when an accepted picture was refused or a refused one accepted (the timings are printed, not
// enforced).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { parseCommandLine } from './lib/args.mjs';

const { values: args, refuse } = parseCommandLine({
  usage: `Usage: npm run bench:uploads -- [--burst N]

A burst of picture uploads (a decompression bomb, the largest accepted PNG, a phone photo) against the production
build (built when missing): the answers, upload times, /healthz times meanwhile and the server's memory.
  --burst N   signed-in people uploading at the same moment (default 6)
Exit status 1 when an accepted picture was refused or a refused one accepted.`,
  options: { burst: { type: 'string', default: '6' } },
});
const BURST = Number(args.burst);
if (!Number.isInteger(BURST) || BURST < 1)
  refuse(`--burst must be a whole number of at least 1, not ${args.burst}.`);

// The modules load once the command line is read: --help answers at once.
const { default: sharp } = await import('sharp');
const { UPLOAD_MAX_PIXELS } = await import('#domain/limits.ts');
const { openDatabase } = await import('#server/db/client.ts');
const { blackPng } = await import('../tests/fixtures/images.ts');
const { createSession, createUser, migratedDataDir } = await import('../tests/process/helpers/fixtures.ts');
const { startServer } = await import('../tests/process/helpers/server-process.ts');
const { quantile } = await import('./lib/load-traffic.ts');
const { rssMbOfTree } = await import('./lib/process-cpu.ts');
const { ensureProductionBuild } = await import('./lib/production-build.ts');

ensureProductionBuild();

const side = Math.sqrt(UPLOAD_MAX_PIXELS);
const pictures = [
  { name: 'bomb: PNG declaring 9,999 × 9,999', bytes: blackPng(9_999, 9_999), accepted: false },
  { name: `PNG of ${side} × ${side} (the largest)`, bytes: blackPng(side, side), accepted: true },
  {
    name: 'JPEG photo of 4,000 × 3,000',
    bytes: await sharp({
      create: { width: 4_000, height: 3_000, channels: 3, background: '#7a8899' },
      // A little noise, so that the JPEG is as hard to decode as a photo.
    })
      .composite([
        {
          input: await sharp(Buffer.from(Array.from({ length: 400 * 300 * 3 }, () => Math.random() * 255)), {
            raw: { width: 400, height: 300, channels: 3 },
          })
            .resize(4_000, 3_000)
            .png()
            .toBuffer(),
          blend: 'overlay',
        },
      ])
      .jpeg({ quality: 85 })
      .toBuffer(),
    accepted: true,
  },
];

const dataDir = await migratedDataDir();
const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
const cookies: string[] = [];
for (let i = 0; i < BURST * pictures.length; i++) {
  const user = await createUser(database.db, { email: `bench-upload-${i}@tanai.example` });
  cookies.push(await createSession(database.db, user.id));
}
await database.close();

const server = await startServer({ DATA_DIR: dataDir });
const pid = server.child.pid!;
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

/** GET /healthz one after the other until stopped: each answer's time. */
function probeHealth() {
  const times: number[] = [];
  let stopped = false;
  let peakMb = rssMbOfTree(pid) ?? 0;
  const done = (async () => {
    while (!stopped) {
      const started = performance.now();
      await fetch(`${server.url}/healthz`).then((res) => res.arrayBuffer());
      times.push(performance.now() - started);
      peakMb = Math.max(peakMb, rssMbOfTree(pid) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return async () => {
    stopped = true;
    await done;
    return { times: times.sort((a, b) => a - b), peakMb };
  };
}

let failed = false;
try {
  const quiet = probeHealth();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const quietHealth = await quiet();
  console.log(
    `server ${server.url}, one process; /healthz on the quiet server: median ${ms(quantile(quietHealth.times, 0.5))}\n`,
  );

  for (const [n, picture] of pictures.entries()) {
    const beforeMb = rssMbOfTree(pid) ?? 0;
    const probe = probeHealth();
    const uploads = await Promise.all(
      cookies.slice(n * BURST, (n + 1) * BURST).map(async (cookie, i) => {
        const form = new FormData();
        form.set('kind', 'business-card');
        form.set('file', new Blob([new Uint8Array(picture.bytes)]), `picture-${i}.bin`);
        const started = performance.now();
        const res = await fetch(`${server.url}/api/uploads`, {
          method: 'POST',
          headers: { cookie, origin: server.url },
          body: form,
        });
        const body = (await res.json()) as { code?: string };
        return { status: res.status, code: body.code, ms: performance.now() - started };
      }),
    );
    const health = await probe();
    const statuses = [...new Set(uploads.map((u) => `${u.status}${u.code ? ` ${u.code}` : ''}`))];
    const asExpected = uploads.every((u) => (u.status === 200) === picture.accepted);
    if (!asExpected) failed = true;
    const times = uploads.map((u) => u.ms).sort((a, b) => a - b);
    console.log(`${picture.name}, ${(picture.bytes.length / 1024).toFixed(0)} KB, ${BURST} at once`);
    console.log(`  answers          ${statuses.join(', ')}${asExpected ? '' : '   <-- not as expected'}`);
    console.log(`  upload time      median ${ms(quantile(times, 0.5))}   slowest ${ms(times.at(-1)!)}`);
    console.log(
      `  /healthz         median ${ms(quantile(health.times, 0.5))}   slowest ${ms(health.times.at(-1)!)}   (${health.times.length} answers)`,
    );
    console.log(
      `  server memory    ${beforeMb.toFixed(0)} MB before, ${health.peakMb.toFixed(0)} MB at most (+${(health.peakMb - beforeMb).toFixed(0)} MB)\n`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
