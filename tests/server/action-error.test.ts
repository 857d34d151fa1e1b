import { describe, expect, it } from 'vitest';
import { actionError } from '#app/lib/action-error.server.ts';
import { AppError } from '#domain/errors.ts';
import { rateLimitError } from '#server/services/rate-limits/consume-rate-limit.ts';

describe('actionError', () => {
  it('answers refused input with its status, first field message and every field', () => {
    const error = new AppError('CONFLICT', undefined, { fields: { slug: 'a.taken', name: 'a.required' } });
    const answer = actionError(error, { intent: 'save' });
    expect(answer.init?.status).toBe(409);
    expect(answer.data).toEqual({
      ok: false,
      intent: 'save',
      code: 'a.taken',
      fields: { slug: 'a.taken', name: 'a.required' },
      params: {},
    });
  });

  it('answers any other AppError with its message and no fields, and rate limits with Retry-After', () => {
    expect(actionError(new AppError('FORBIDDEN')).data).toMatchObject({ code: 'FORBIDDEN', fields: {} });
    const limited = actionError(rateLimitError('ratelimit.ask', 30));
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get('retry-after')).toBe('30');
  });

  it('rethrows an unknown error, or answers 500 with the failure code when one is given', () => {
    const boom = new Error('boom');
    expect(() => actionError(boom)).toThrow(boom);
    const failed = actionError(boom, { intent: 'x', failure: { log: 'x failed', code: 'errors.pageBody' } });
    expect(failed.init?.status).toBe(500);
    expect(failed.data).toMatchObject({ ok: false, code: 'errors.pageBody', fields: {} });
  });

  it('answers with what the form needs to be shown again and the cookies to pass on, failed or refused', () => {
    const cookies = ['a=1; Path=/', 'b=2; Path=/'];
    const refused = actionError(new AppError('UNAUTHORIZED', 'auth.signIn.invalid'), {
      intent: 'signIn',
      extra: { email: 'someone@example.com' },
      cookies,
    });
    expect(refused.init?.status).toBe(401);
    expect(refused.data).toMatchObject({ ok: false, intent: 'signIn', code: 'auth.signIn.invalid' });
    expect(refused.data.email).toBe('someone@example.com');
    expect(new Headers(refused.init?.headers).getSetCookie()).toEqual(cookies);
    const failed = actionError(new Error('down'), {
      failure: { log: 'sign-in failed', code: 'auth.signIn.failed' },
      cookies,
    });
    expect(failed.init?.status).toBe(500);
    expect(new Headers(failed.init?.headers).getSetCookie()).toEqual(cookies);
  });
});
