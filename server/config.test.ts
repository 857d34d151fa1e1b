import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLocalUrl, isLoopbackAddress, loadConfig } from './config.ts';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tanai-config-')) });

describe('the development outbox page (it shows sign-in and reset links)', () => {
  it('is on by default only for a local trial: embedded database, no SMTP, localhost', () => {
    expect(loadConfig({ ...base() }).devPages).toBe(true);
    expect(loadConfig({ ...base(), PUBLIC_URL: 'http://127.0.0.1:3000' }).devPages).toBe(true);
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://tanai.example' }).devPages).toBe(false);
    expect(loadConfig({ ...base(), SMTP_URL: 'smtp://localhost:25' }).devPages).toBe(false);
    expect(
      loadConfig({ ...base(), DATABASE_URL: 'postgres://x@localhost/x', AUTH_SECRET: 'x'.repeat(32) })
        .devPages,
    ).toBe(false);
  });

  it('follows DEV_PAGES when it is set', () => {
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://tanai.example', DEV_PAGES: '1' }).devPages).toBe(
      true,
    );
    expect(loadConfig({ ...base(), DEV_PAGES: '0' }).devPages).toBe(false);
  });

  it('never exists when NODE_ENV=production was given, not even with DEV_PAGES=1', () => {
    expect(loadConfig({ ...base(), NODE_ENV: 'production' }).devPages).toBe(false);
    expect(loadConfig({ ...base(), NODE_ENV: 'production', DEV_PAGES: '1' }).devPages).toBe(false);
    // server.js's own default for the built site (nobody gave NODE_ENV): a local run of the build, `npm start`.
    const defaulted = { NODE_ENV: 'production', TANAI_NODE_ENV_DEFAULTED: '1' } as const;
    expect(loadConfig({ ...base(), ...defaulted }).devPages).toBe(true);
    expect(loadConfig({ ...base(), ...defaulted, DEV_PAGES: '1' }).devPages).toBe(true);
    expect(loadConfig({ ...base(), ...defaulted }).production).toBe(true);
  });

  it('counts as local only localhost, [::1] and loopback addresses, never a host name that starts with 127.', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.1.2.3',
      'http://[::1]:3000',
    ])
      expect(isLocalUrl(url), url).toBe(true);
    for (const url of [
      'http://127.evil.com',
      'http://127.0.0.1.evil.com:3000',
      'https://127.example',
      'http://localhost.evil.com',
      'http://10.0.0.1:3000',
    ])
      expect(isLocalUrl(url), url).toBe(false);
    expect(loadConfig({ ...base(), PUBLIC_URL: 'http://127.evil.com:3000' }).devPages).toBe(false);
  });

  it('is answered only to a socket peer on the loopback address', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['127.0.0.2', '10.0.0.1', '::ffff:10.0.0.1', '', null, undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('timings', () => {
  it('read SHUTDOWN_GRACE_MS, INVITATION_SWEEP_INTERVAL_MS, EMAIL_RETRY_INTERVAL_MS and EVENT_STREAM_RECHECK_MS, with defaults, refusing nonsense', () => {
    expect(loadConfig(base())).toMatchObject({
      shutdownGraceMs: 10_000,
      sweepIntervalMs: 60_000,
      reminderHoursAhead: 24,
      appointmentRequestsPerWindow: 10,
      askRequestsPerWindow: 5,
      emailRetryIntervalMs: 60_000,
      eventStreamRecheckMs: 30_000,
    });
    expect(
      loadConfig({
        ...base(),
        SHUTDOWN_GRACE_MS: '0',
        INVITATION_SWEEP_INTERVAL_MS: '250',
        APPOINTMENT_REMINDER_HOURS: '48',
        EMAIL_RETRY_INTERVAL_MS: '500',
        EVENT_STREAM_RECHECK_MS: '200',
      }),
    ).toMatchObject({
      shutdownGraceMs: 0,
      sweepIntervalMs: 250,
      reminderHoursAhead: 48,
      emailRetryIntervalMs: 500,
      eventStreamRecheckMs: 200,
    });
    for (const bad of ['-1', '1.5', 'ten'])
      expect(() => loadConfig({ ...base(), SHUTDOWN_GRACE_MS: bad })).toThrow();
    expect(() => loadConfig({ ...base(), INVITATION_SWEEP_INTERVAL_MS: '5' })).toThrow();
    for (const bad of ['0', '169', '1.5'])
      expect(() => loadConfig({ ...base(), APPOINTMENT_REMINDER_HOURS: bad })).toThrow();
    expect(() => loadConfig({ ...base(), EMAIL_RETRY_INTERVAL_MS: '5' })).toThrow();
    expect(() => loadConfig({ ...base(), EVENT_STREAM_RECHECK_MS: '5' })).toThrow();
  });
});

describe('LINE notices', () => {
  it('are on only with LINE_MESSAGING_ACCESS_TOKEN, at LINE_MESSAGING_API_URL (LINE by default)', () => {
    expect(loadConfig(base()).lineMessaging).toBeUndefined();
    expect(loadConfig({ ...base(), LINE_MESSAGING_ACCESS_TOKEN: 'token' }).lineMessaging).toEqual({
      accessToken: 'token',
      apiUrl: 'https://api.line.me',
    });
    expect(
      loadConfig({
        ...base(),
        LINE_MESSAGING_ACCESS_TOKEN: 'token',
        LINE_MESSAGING_API_URL: 'http://127.0.0.1:9999/',
      }).lineMessaging,
    ).toEqual({ accessToken: 'token', apiUrl: 'http://127.0.0.1:9999' });
  });

  it('name the official account by LINE_OFFICIAL_ACCOUNT_ID, else the older NETWORK_LINE_ID', () => {
    expect(loadConfig(base()).contact.lineId).toBe('@tanai');
    expect(loadConfig({ ...base(), NETWORK_LINE_ID: '@old' }).contact.lineId).toBe('@old');
    expect(
      loadConfig({ ...base(), NETWORK_LINE_ID: '@old', LINE_OFFICIAL_ACCOUNT_ID: '@new' }).contact.lineId,
    ).toBe('@new');
  });
});

describe('metrics', () => {
  it('are served only with METRICS_TOKEN set, which must not be short', () => {
    expect(loadConfig(base()).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base(), METRICS_TOKEN: 'a-long-enough-token-0123' }).metricsToken).toBe(
      'a-long-enough-token-0123',
    );
    expect(() => loadConfig({ ...base(), METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
