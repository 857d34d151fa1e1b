import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CONSULTATION_FEE_PER_QUESTION } from '#domain/fees.ts';
import { APPOINTMENT_RATE_LIMIT, ASK_RATE_LIMIT, EVENT_STREAM_RECHECK_SECONDS } from '#domain/limits.ts';

/**
 * Everything the server reads from the environment, parsed once at start-up. See README "Configuration".
 * WEB_CONCURRENCY (how many server processes) is read before any of this loads, by server/cluster.mjs.
 */
export interface Config {
  port: number;
  publicUrl: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string;
  /** PostgreSQL only: the most connections each server process keeps in its pool (DATABASE_POOL_MAX). */
  databasePoolMax: number;
  /** The most page requests each process handles at once; the others wait their turn (PAGE_CONCURRENCY). */
  pageConcurrency: number;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  files:
    | { driver: 'local'; dir: string }
    | {
        driver: 's3';
        bucket: string;
        region: string;
        endpoint?: string;
        accessKeyId?: string;
        secretAccessKey?: string;
        forcePathStyle: boolean;
      };
  authSecret: string;
  /** Load the fictional demo data on the first start of the embedded database. */
  seedDemo: boolean;
  /**
   * The development outbox page (app/routes/dev/: the e-mails with their sign-in and reset links), for a local trial
   * only: never when NODE_ENV=production was given, and answered only to requests from this machine
   * (`isLoopbackAddress`, app/features/dev/outbox.server.ts).
   */
  devPages: boolean;
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authAttemptsPerMinute: number;
  /** Bookings a client address may make per `APPOINTMENT_RATE_LIMIT` window (APPOINTMENT_REQUESTS_PER_WINDOW, 10). */
  appointmentRequestsPerWindow: number;
  /** Questions one asker may send per `ASK_RATE_LIMIT` window (ASK_REQUESTS_PER_WINDOW, 5). */
  askRequestsPerWindow: number;
  /** Trust X-Forwarded-For from a load balancer for the client address. */
  trustProxy: boolean;
  contact: { networkPhone: string; networkEmail: string; lawyerHotline: string; lineId: string };
  /** Payment page: PromptPay id (phone or national/tax id) and the bank account for transfers. */
  payment: {
    promptPayId: string;
    bankName: string;
    bankAccountName: string;
    bankAccountNumber: string;
    /** The fee of one question in baht (QUESTION_FEE_BAHT), stored on each question when it is asked. */
    questionFeeBaht: number;
  };
  /**
   * Name searched for the home page's featured lawyer when no featured entry is active (docs/product-rules.md,
   * "Search and the home page").
   */
  featuredLawyerName: string;
  production: boolean;
  /** How long a stopping server waits for requests in flight before it cuts connections (ms). */
  shutdownGraceMs: number;
  /** How often the invitation-expiry sweep (and the bookings' reminders) runs (ms). */
  sweepIntervalMs: number;
  /** How many hours before its start a confirmed booking is reminded of (APPOINTMENT_REMINDER_HOURS, 24). */
  reminderHoursAhead: number;
  /** How often failed e-mails due again are sent again (ms; EMAIL_RETRY_INTERVAL_MS). */
  emailRetryIntervalMs: number;
  /**
   * How often an open event stream checks its session and the viewer's access again (ms; EVENT_STREAM_RECHECK_MS,
   * EVENT_STREAM_RECHECK_SECONDS of domain/limits.ts by default).
   */
  eventStreamRecheckMs: number;
  /**
   * The LINE Messaging API channel's secret (LINE_MESSAGING_CHANNEL_SECRET): POST /api/line/webhook checks each
   * request's signature with it; without it the webhook answers 404 (docs/deploy.md, section 7b).
   */
  lineMessagingChannelSecret?: string;
  /**
   * Sign in with LINE (LINE Login v2.1): the LINE Login channel's id and secret (LINE_LOGIN_CHANNEL_ID,
   * LINE_LOGIN_CHANNEL_SECRET); without both the buttons are hidden and the provider is off (docs/deploy.md,
   * section 7c). `providerUrl` (LINE_LOGIN_PROVIDER_URL) puts LINE's authorization, token and issuer URLs on another
   * origin: a local OpenID provider in tests, never set in production.
   */
  lineLogin?: { channelId: string; channelSecret: string; providerUrl?: string };
  /**
   * LINE notices (docs/product-rules.md, "LINE official account"): the Messaging API channel's access token
   * (LINE_MESSAGING_ACCESS_TOKEN; without it no notice goes by LINE and nobody is offered the choice) and the
   * Messaging API's base URL (LINE_MESSAGING_API_URL, LINE's own by default; tests point it at a local fake).
   */
  lineMessaging?: { accessToken: string; apiUrl: string };
  /**
   * The bearer token GET /metrics asks for (METRICS_TOKEN; server/metrics.ts); without it /metrics answers 404
   * (docs/deploy.md, "Metrics and alerts").
   */
  metricsToken?: string;
}

/** The Messaging API's own base URL (LINE_MESSAGING_API_URL's default). */
export const LINE_MESSAGING_API_URL = 'https://api.line.me';

/**
 * Connections per process in the PostgreSQL pool. Every process (WEB_CONCURRENCY of them per host) has its own
 * pool plus one connection for live events, so a host uses processes × (DATABASE_POOL_MAX + 1) connections;
 * PostgreSQL allows 100 by default (docs/deploy.md, "Processes and database connections").
 */
export const DEFAULT_DATABASE_POOL_MAX = 10;

/**
 * Page requests each process handles at once (server/http/page-queue.ts): enough to keep the process busy while
 * some wait for the database, few enough that each finishes what it started before new ones begin (measured:
 * docs/decisions/0013-processes-and-database-pool.md, "Pages take turns").
 */
export const DEFAULT_PAGE_CONCURRENCY = 8;

const env = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_POOL_MAX),
  PAGE_CONCURRENCY: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_PAGE_CONCURRENCY),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: z.string().min(1).optional(),
  MAIL_FROM: z.string().default('Tanai <no-reply@tanai.local>'),
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  FILES_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-southeast-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  DEV_PAGES: z.enum(['0', '1']).optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  APPOINTMENT_REQUESTS_PER_WINDOW: z.coerce.number().int().positive().default(APPOINTMENT_RATE_LIMIT.max),
  ASK_REQUESTS_PER_WINDOW: z.coerce.number().int().positive().default(ASK_RATE_LIMIT.max),
  NETWORK_PHONE: z.string().default('02-000-0000'),
  NETWORK_EMAIL: z.string().default('contact@tanai.example'),
  LAWYER_HOTLINE: z.string().default('02-000-0001'),
  /** The official account's basic ID (`@tanai`); NETWORK_LINE_ID is its older name, still read as a fallback. */
  LINE_OFFICIAL_ACCOUNT_ID: z.string().min(1).optional(),
  NETWORK_LINE_ID: z.string().default('@tanai'),
  PROMPTPAY_ID: z.string().default('0812345678'),
  BANK_NAME: z.string().default('ธนาคารตัวอย่าง จำกัด (มหาชน)'),
  BANK_ACCOUNT_NAME: z.string().default('บริษัท ทนาย เน็ตเวิร์ก จำกัด'),
  BANK_ACCOUNT_NUMBER: z.string().default('123-4-56789-0'),
  QUESTION_FEE_BAHT: z.coerce.number().int().min(0).max(100_000).default(CONSULTATION_FEE_PER_QUESTION),
  FEATURED_LAWYER_NAME: z.string().default('ทนายสาธิต'),
  NODE_ENV: z.string().optional(),
  /** Set by server.js when it chose NODE_ENV=production itself (nobody gave one): a local run of the build. */
  TANAI_NODE_ENV_DEFAULTED: z.enum(['1']).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  INVITATION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  APPOINTMENT_REMINDER_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  EMAIL_RETRY_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  EVENT_STREAM_RECHECK_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(EVENT_STREAM_RECHECK_SECONDS * 1000),
  LINE_MESSAGING_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_LOGIN_CHANNEL_ID: z.string().min(1).optional(),
  LINE_LOGIN_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_LOGIN_PROVIDER_URL: z.url().optional(),
  LINE_MESSAGING_ACCESS_TOKEN: z.string().min(1).optional(),
  LINE_MESSAGING_API_URL: z.url().default(LINE_MESSAGING_API_URL),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
});

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * DATABASE_POOL_MAX alone, for code that opens the database without the whole configuration (openDatabase's
 * default, scripts); the same rule as loadConfig's.
 */
export function databasePoolMax(source: NodeJS.ProcessEnv = process.env): number {
  return env.shape.DATABASE_POOL_MAX.parse(source.DATABASE_POOL_MAX);
}

/**
 * A URL on this machine: localhost, [::1] or an IPv4 loopback address (127.0.0.0/8, as an address: a host name
 * such as `127.example.com` is somebody else's).
 */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || (isIP(host) === 4 && host.startsWith('127.'));
}

/**
 * Whether a request's socket peer is this machine's loopback address (127.0.0.1, ::1 or ::ffff:127.0.0.1). Only
 * ever the socket's own address, never a forwarded header (not even with TRUST_PROXY).
 */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const e = env.parse(source);
  const dataDir = path.resolve(e.DATA_DIR);
  const production = e.NODE_ENV === 'production';
  // A production deployment as whoever started the server declared it: NODE_ENV=production given, not the default
  // server.js sets for the built site (which then always runs React's production build).
  const declaredProduction = production && e.TANAI_NODE_ENV_DEFAULTED !== '1';
  if (e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new Error('AUTH_SECRET (at least 32 characters) must be set when DATABASE_URL is set.');
  }
  if (e.FILE_STORAGE === 's3' && !e.S3_BUCKET) throw new Error('S3_BUCKET must be set when FILE_STORAGE=s3.');
  const embedded = !e.DATABASE_URL;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    pageConcurrency: e.PAGE_CONCURRENCY,
    dataDir,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    files:
      e.FILE_STORAGE === 's3'
        ? {
            driver: 's3',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            // Self-hosted S3-compatible servers usually need path-style URLs.
            forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
          }
        : { driver: 'local', dir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')) },
    authSecret: e.AUTH_SECRET ?? persistentSecret(dataDir),
    // Demo data only ever goes into the embedded database (docs/product-rules.md, "Pages and texts").
    seedDemo: embedded && e.SEED_DEMO !== '0',
    // The outbox page shows e-mails with their sign-in links: never in production (NODE_ENV=production given, even
    // with DEV_PAGES=1); otherwise as DEV_PAGES says, by default only for a local trial (embedded database, no
    // SMTP, served on localhost). Its loader also answers only to this machine (app/features/dev/outbox.server.ts).
    devPages:
      !declaredProduction &&
      (e.DEV_PAGES ? e.DEV_PAGES === '1' : embedded && !e.SMTP_URL && isLocalUrl(publicUrl)),
    trustProxy: e.TRUST_PROXY === '1',
    authAttemptsPerMinute: e.AUTH_ATTEMPTS_PER_MINUTE,
    appointmentRequestsPerWindow: e.APPOINTMENT_REQUESTS_PER_WINDOW,
    askRequestsPerWindow: e.ASK_REQUESTS_PER_WINDOW,
    contact: {
      networkPhone: e.NETWORK_PHONE,
      networkEmail: e.NETWORK_EMAIL,
      lawyerHotline: e.LAWYER_HOTLINE,
      lineId: e.LINE_OFFICIAL_ACCOUNT_ID ?? e.NETWORK_LINE_ID,
    },
    payment: {
      promptPayId: e.PROMPTPAY_ID,
      bankName: e.BANK_NAME,
      bankAccountName: e.BANK_ACCOUNT_NAME,
      bankAccountNumber: e.BANK_ACCOUNT_NUMBER,
      questionFeeBaht: e.QUESTION_FEE_BAHT,
    },
    featuredLawyerName: e.FEATURED_LAWYER_NAME,
    production,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    sweepIntervalMs: e.INVITATION_SWEEP_INTERVAL_MS,
    reminderHoursAhead: e.APPOINTMENT_REMINDER_HOURS,
    emailRetryIntervalMs: e.EMAIL_RETRY_INTERVAL_MS,
    eventStreamRecheckMs: e.EVENT_STREAM_RECHECK_MS,
    lineMessagingChannelSecret: e.LINE_MESSAGING_CHANNEL_SECRET,
    lineLogin:
      e.LINE_LOGIN_CHANNEL_ID && e.LINE_LOGIN_CHANNEL_SECRET
        ? {
            channelId: e.LINE_LOGIN_CHANNEL_ID,
            channelSecret: e.LINE_LOGIN_CHANNEL_SECRET,
            providerUrl: e.LINE_LOGIN_PROVIDER_URL,
          }
        : undefined,
    lineMessaging: e.LINE_MESSAGING_ACCESS_TOKEN
      ? { accessToken: e.LINE_MESSAGING_ACCESS_TOKEN, apiUrl: e.LINE_MESSAGING_API_URL.replace(/\/$/, '') }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}
