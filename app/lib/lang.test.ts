import { describe, expect, it } from 'vitest';
import { roleLinks, spaceCount, visibleNav } from '../components/layout/nav.ts';
import { authErrorKey } from '../features/accounts/auth/messages.ts';
import { langFromPath, switchLangPath } from './lang.ts';

describe('language paths', () => {
  it('read the language from the first segment, Thai otherwise', () => {
    expect(langFromPath('/en/search')).toBe('en');
    expect(langFromPath('/zh')).toBe('zh');
    expect(langFromPath('/fr/search')).toBe('th');
    expect(langFromPath('/')).toBe('th');
  });

  it('swap only the prefix, keeping the rest of the path and the query', () => {
    expect(switchLangPath('/th/search', '?q=a&case=%E0%B8%AD', 'en')).toBe('/en/search?q=a&case=%E0%B8%AD');
    expect(switchLangPath('/en', '', 'zh')).toBe('/zh');
    expect(switchLangPath('/zh/lawyers/123', '', 'th')).toBe('/th/lawyers/123');
    expect(switchLangPath('/th/', '', 'en')).toBe('/en');
  });
});

describe('header navigation', () => {
  it('hides knowledge and news on home and shows payment only there', () => {
    const home = visibleNav(true).map((e) => e.key);
    const other = visibleNav(false).map((e) => e.key);
    expect(home).toEqual(['home', 'ai', 'search', 'services', 'emergency', 'about', 'payment']);
    expect(other).toEqual([
      'home',
      'ai',
      'search',
      'services',
      'knowledge',
      'answers',
      'news',
      'emergency',
      'about',
    ]);
  });

  it("lists each role's own pages: a client's space, never the application as 'my profile'", () => {
    expect(roleLinks({ lawyerId: null }).map((l) => l.path)).toEqual([
      '/inbox',
      '/account',
      '/inbox#appointments-heading',
      '/account#account-review-rights',
      '/apply',
      '/account/security',
    ]);
    expect(roleLinks({ lawyerId: null }).find((l) => l.key === 'profile')).toBeUndefined();
    expect(roleLinks({ lawyerId: 'abc' }).map((l) => l.path)).toEqual([
      '/inbox',
      '/account',
      '/account/appointments',
      '/account/calendar',
      '/account/reviews',
      '/account/lawyer',
      '/lawyers/abc',
      '/account/security',
    ]);
  });

  it('counts what waits in the space, not the admin queues', () => {
    expect(spaceCount(null)).toBe(0);
    expect(spaceCount({ unreadQuestions: 1, invitations: 2, unreadCases: 3, adminQueue: 4, slips: 5 })).toBe(
      6,
    );
  });
});

describe('auth error catalogue', () => {
  it('maps service errors to the required messages', () => {
    expect(authErrorKey('signIn', { code: 'INVALID_EMAIL_OR_PASSWORD' })).toBe(
      'auth.signIn.invalidCredentials',
    );
    expect(authErrorKey('signIn', { message: 'Invalid login credentials' })).toBe(
      'auth.signIn.invalidCredentials',
    );
    expect(authErrorKey('signIn', { code: 'EMAIL_NOT_VERIFIED' })).toBe('auth.signIn.notConfirmed');
    expect(authErrorKey('signIn', { code: 'SOMETHING' })).toBe('auth.signIn.failed');
    expect(authErrorKey('signUp', { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' })).toBe(
      'auth.signUp.alreadyRegistered',
    );
    expect(authErrorKey('signUp', { message: 'User already registered' })).toBe(
      'auth.signUp.alreadyRegistered',
    );
    expect(authErrorKey('signUp', { code: 'FULL_NAME_REQUIRED' })).toBe('auth.errors.fullNameRequired');
    expect(authErrorKey('signUp', null)).toBe('auth.signUp.failed');
    expect(authErrorKey('resend', { message: 'Email already confirmed' })).toBe(
      'auth.resend.alreadyConfirmed',
    );
    expect(authErrorKey('resend', { code: 'EMAIL_ALREADY_VERIFIED' })).toBe('auth.resend.alreadyConfirmed');
    expect(authErrorKey('resend', {})).toBe('auth.resend.failed');
    expect(authErrorKey('signIn', { status: 429 })).toBe('auth.errors.rateLimited');
  });
});
