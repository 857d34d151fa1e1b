import { base32 } from '@better-auth/utils/base32';
import { APIError, type BetterAuthOptions, betterAuth, type GenericEndpointContext } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import {
  createAuthMiddleware,
  createEmailVerificationToken,
  getOAuthState,
  getSessionFromCtx,
} from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { and, eq, like, ne } from 'drizzle-orm';
import { isLang, type Lang } from '#domain/i18n.ts';
import {
  MEMBER_SESSION_IDLE_DAYS,
  MEMBER_SESSION_RENEW_MINUTES,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '#domain/limits.ts';
import { isLineAccountEmail } from '#domain/line.ts';
import { PRIVACY_NOTICE_VERSION } from '#domain/privacy.ts';
import { fullNameSchema } from '#domain/schemas/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import {
  accounts,
  profiles,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from './db/schema/index.ts';
import { LINE_PROVIDER_ID, lineLogin, suggestedLineEmail } from './line-login.ts';
import type { Mailer } from './mail/outbox.ts';
import {
  addEmailContent,
  existingAccountContent,
  resetPasswordContent,
  verifyEmailContent,
} from './mail/templates.ts';
import { applySessionLimits } from './services/accounts/session-user.ts';
import { claimTotpStep, matchingTotpStep } from './services/accounts/totp-steps.ts';

/** The header the server itself sets to the client's address; never taken from the browser. */
export const CLIENT_IP_HEADER = 'x-tanai-client-ip';

/** The two-factor plugin's cookie of a sign-in waiting for its code. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** A user row as better-auth's hooks give it. */
type User = Parameters<
  NonNullable<BetterAuthOptions['emailVerification']>['sendVerificationEmail'] & {}
>[0]['user'];
type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const langOf = (value: unknown): Lang => (isLang(value) ? value : 'th');

const SITE = 'http://site.invalid';

/**
 * A path of this site such as '/th/auth?confirmed=1': not an absolute URL, not '//host', no backslash, and no dot
 * segment ('/./', '/../', encoded or not), which better-auth and browsers resolve: '/.//evil.example' becomes
 * '//evil.example', another host. Checked as the browser reads it too: the resolved address stays on this site and
 * its path does not start with '//'.
 */
export function isSitePath(value: unknown): boolean {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return false;
  const path = value.split(/[?#]/, 1)[0]!;
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(path)) return false;
  try {
    const url = new URL(value, SITE);
    return url.origin === SITE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** What sign-up records about the privacy notice the person agreed to (the hook refuses sign-up without it). */
const consentRecord = (at: Date) => ({ privacyConsentVersion: PRIVACY_NOTICE_VERSION, privacyConsentAt: at });

/** Every parameter by which better-auth may redirect, in a request's body or query. */
const REDIRECT_PARAMS = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL'] as const;

/** The codes of the full-name rule's messages (domain/schemas/auth.ts), as the auth API answers them. */
const FULL_NAME_CODES: Record<string, string> = {
  'auth.errors.fullNameRequired': 'FULL_NAME_REQUIRED',
  'auth.errors.fullNameTooLong': 'FULL_NAME_TOO_LONG',
  'auth.errors.fullNameInvalid': 'FULL_NAME_INVALID',
  'errors.singleLine': 'FULL_NAME_NOT_ONE_LINE',
};

/** The full name trimmed, or a 400 with the rule it breaks (the sign-up form's own rule). */
function checkedFullName(value: unknown): string {
  const parsed = fullNameSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  const code = FULL_NAME_CODES[parsed.error.issues[0]?.message ?? ''] ?? 'FULL_NAME_REQUIRED';
  throw new APIError('BAD_REQUEST', {
    code,
    message: 'The full name is blank, too long, not one line or holds markup',
  });
}

/** An interface language given with an account must be one of the site's. */
function checkLocale(value: unknown) {
  if (value !== undefined && !isLang(value)) {
    throw new APIError('BAD_REQUEST', { code: 'INVALID_LOCALE', message: 'Unknown interface language' });
  }
}

/**
 * No page sets an account's picture (a lawyer's photo belongs to the listing), so sign-up and update-user never
 * take one: an address given there would be shown to nobody but could point anywhere.
 */
function refuseImage(value: unknown) {
  if (value !== undefined && value !== null) {
    throw new APIError('BAD_REQUEST', {
      code: 'IMAGE_NOT_ALLOWED',
      message: 'The account picture cannot be set',
    });
  }
}

/**
 * A TOTP code is accepted once (ASVS 6.5): before the two-factor plugin checks a code (signing in, or the first
 * code that turns two-factor sign-in on), the step it belongs to is taken as the account's last used one, in one
 * statement; a code of that step or an older one is refused. A code that matches no step is left to the plugin,
 * which refuses it and counts the failure.
 */
async function refuseReplayedTotp(ctx: HookContext, db: Db) {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  // As the plugin finds the person: the session (turning it on), else the pending sign-in's cookie.
  const session = await getSessionFromCtx(ctx).catch(() => null);
  let userId = session?.user.id;
  if (!userId) {
    const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
    const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!pending) return;
    userId = (await ctx.context.internalAdapter.findVerificationValue(pending))?.value;
  }
  if (!userId) return;
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  if (!row) return;
  const stored = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
  // Secrets imported from elsewhere are stored as 'base32:<secret>' (as the plugin reads them).
  const secret = stored.startsWith('base32:')
    ? (base32.decode(stored.slice('base32:'.length).toUpperCase()) as unknown as string)
    : stored;
  const step = await matchingTotpStep(secret, code);
  if (step === null) return;
  if (!(await claimTotpStep(db, userId, step))) {
    throw new APIError('UNAUTHORIZED', {
      code: 'TOTP_CODE_USED',
      message: 'This code has already been used; enter the next one',
    });
  }
}

const localeOf = (user: unknown): Lang => langOf((user as { locale?: unknown }).locale);

/**
 * E-mail and password: confirmation before sign-in, password PASSWORD_MIN–PASSWORD_MAX, reset links that work
 * once within an hour, and a sign-up that never tells whether the address is registered.
 */
function emailAndPasswordOptions(config: Config, db: Db, mailer: Mailer) {
  return {
    enabled: true,
    requireEmailVerification: true,
    autoSignIn: false,
    minPasswordLength: PASSWORD_MIN,
    maxPasswordLength: PASSWORD_MAX,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 3600,
    // A reset link works once, and a used one ends the others: every outstanding reset token of the person
    // (verifications 'reset-password:<token>' whose value is the user id) goes with it. Sessions end too
    // (revokeSessionsOnPasswordReset).
    async onPasswordReset({ user }) {
      await db
        .delete(verifications)
        .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'reset-password:%')));
    },
    async sendResetPassword({ user, url }) {
      if (isLineAccountEmail(user.email)) return;
      const lang = localeOf(user);
      await mailer.send({
        to: user.email,
        kind: 'reset-password',
        locale: lang,
        ...resetPasswordContent(lang, user.name, url),
      });
    },
    // Sign-up never reveals whether an e-mail is registered; the owner of the address is told instead.
    async onExistingUserSignUp({ user }) {
      if (isLineAccountEmail(user.email)) return;
      const lang = localeOf(user);
      const url = `${config.publicUrl}/${lang}/auth`;
      await mailer.send({
        to: user.email,
        kind: 'existing-account',
        locale: lang,
        ...existingAccountContent(lang, user.name, url),
      });
    },
    // ...and its answer is the one a new account gets: the consent record that databaseHooks.user.create.before
    // writes for a real sign-up is in the stand-in user too (better-auth's own skips that hook).
    customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
      ...coreFields,
      ...additionalFields,
      ...consentRecord(coreFields.createdAt),
      id,
    }),
  } satisfies BetterAuthOptions['emailAndPassword'];
}

/** How long a confirmation link works (a new account's, or one adding an e-mail to an account made with LINE). */
const EMAIL_LINK_SECONDS = 24 * 3600;

/**
 * The confirmation e-mail of a new account, in its language; the link works for a day. The link adding an e-mail to
 * an account made with LINE (whose address is still the stand-in) says so instead.
 */
function emailVerificationOptions(db: Db, mailer: Mailer) {
  return {
    sendOnSignUp: true,
    sendOnSignIn: false,
    autoSignInAfterVerification: false,
    expiresIn: EMAIL_LINK_SECONDS,
    async sendVerificationEmail({ user, url }) {
      // An account made with LINE without an e-mail has a stand-in address that nothing is sent to (domain/line.ts).
      if (isLineAccountEmail(user.email)) return;
      const lang = localeOf(user);
      const [account] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      const content = account && isLineAccountEmail(account.email) ? addEmailContent : verifyEmailContent;
      await mailer.send({
        to: user.email,
        kind: 'verify-email',
        locale: lang,
        ...content(lang, user.name, url),
      });
    },
  } satisfies BetterAuthOptions['emailVerification'];
}

/**
 * The e-mail LINE gave at a first sign-in (server/line-login.ts) is only offered: the link that adds an e-mail to
 * the new account goes to it — the account page's "add an e-mail" link (better-auth's change-email token) — and the
 * address becomes the account's, confirmed, only when it is opened. Nothing is sent to an address an account has.
 */
async function offerLineEmail(db: Db, user: User, ctx: GenericEndpointContext) {
  const suggested = await suggestedLineEmail();
  if (!suggested) return;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, suggested)).limit(1);
  if (taken) return;
  const token = await createEmailVerificationToken(
    ctx.context.secret,
    user.email,
    suggested,
    EMAIL_LINK_SECONDS,
    {
      requestType: 'change-email-verification',
      userId: user.id,
    },
  );
  const lang = localeOf(user);
  const url = `${ctx.context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(`/${lang}/account`)}`;
  await ctx.context.options.emailVerification?.sendVerificationEmail?.({
    user: { ...user, email: suggested },
    url,
    token,
  });
}

/** What the database writes of an account bring with them: other sessions ended, the consent record, the profile. */
function databaseHooks(db: Db) {
  return {
    user: {
      update: {
        // Turning two-factor sign-in on ends the account's other sessions: each of them passed only the password,
        // and the admin role (which needs two-factor) must not reach them. The session that turned it on is
        // replaced by better-auth itself.
        async before(data, ctx) {
          // An e-mail added to an account made with LINE is written when the link sent to it is opened, which
          // confirms it (better-auth would keep the stand-in's unconfirmed flag).
          const email = (data as { email?: unknown }).email;
          if (ctx?.path === '/verify-email' && typeof email === 'string' && !isLineAccountEmail(email)) {
            // ...unless another account has the address by then (it signed up since the link was sent).
            const [taken] = await db
              .select({ id: users.id })
              .from(users)
              .where(eq(users.email, email))
              .limit(1);
            if (taken) {
              throw new APIError('BAD_REQUEST', {
                code: 'EMAIL_TAKEN',
                message: 'This e-mail belongs to another account',
              });
            }
            return { data: { ...data, emailVerified: true } };
          }
          if ((data as { twoFactorEnabled?: unknown }).twoFactorEnabled !== true || !ctx) return;
          const current = await getSessionFromCtx(ctx).catch(() => null);
          if (!current) return;
          await db
            .delete(sessions)
            .where(and(eq(sessions.userId, current.user.id), ne(sessions.token, current.session.token)));
        },
      },
      create: {
        // Sign-up records which privacy notice the person agreed to, and when (the hook refuses sign-up without it).
        // A first sign-in with LINE makes an account too: the button says that continuing agrees to the notice, and
        // the page's language comes through the sign-in's state (`additionalData`, app/features/accounts/line/).
        async before(user, ctx) {
          if (ctx?.path === '/sign-up/email') return { data: { ...user, ...consentRecord(new Date()) } };
          if (ctx?.path !== `/callback/:id`) return;
          const state = (await getOAuthState()) as { locale?: unknown } | null;
          return { data: { ...user, locale: langOf(state?.locale), ...consentRecord(new Date()) } };
        },
        async after(user, ctx) {
          await db
            .insert(profiles)
            .values({ userId: user.id, fullName: user.name.trim() })
            .onConflictDoNothing({ target: profiles.userId });
          if (ctx?.path === '/callback/:id' && isLineAccountEmail(user.email))
            await offerLineEmail(db, user, ctx);
        },
      },
    },
    account: {
      create: {
        // A LINE link keeps only who the person is on LINE: the site never calls LINE on their behalf, so LINE's
        // tokens (and the ID token with their profile) are not stored.
        async before(account) {
          if (account.providerId !== LINE_PROVIDER_ID) return;
          return { data: { ...account, accessToken: null, refreshToken: null, idToken: null, scope: null } };
        },
      },
    },
    session: {
      create: {
        // Signing in with LINE skips the sign-in code, so an account with two-factor sign-in (every administrator)
        // signs in with its e-mail, password and code only; LINE stays linked for its notices.
        async before(session, ctx) {
          if (ctx?.path !== '/callback/:id') return;
          const [user] = await db
            .select({ twoFactorEnabled: users.twoFactorEnabled })
            .from(users)
            .where(eq(users.id, session.userId))
            .limit(1);
          if (user?.twoFactorEnabled) {
            throw new APIError('FORBIDDEN', {
              code: 'LINE_SIGN_IN_TWO_FACTOR',
              message: 'This account signs in with its e-mail, password and code',
            });
          }
        },
      },
    },
  } satisfies BetterAuthOptions['databaseHooks'];
}

/**
 * Links in e-mails, and every redirect better-auth makes (the query of a link opened from an e-mail too), only ever
 * lead back into this site.
 */
function refuseForeignRedirects(ctx: HookContext) {
  const query = (ctx.query ?? {}) as Record<string, unknown>;
  const asked = (ctx.body ?? {}) as Record<string, unknown>;
  const targets = REDIRECT_PARAMS.flatMap((name) => [asked[name], query[name]]);
  for (const target of targets) {
    if (target !== undefined && !isSitePath(target)) {
      throw new APIError('BAD_REQUEST', {
        code: 'INVALID_CALLBACK_URL',
        message: 'Links must stay on this site',
      });
    }
  }
}

/** Sign-up: a full name by the form's rule, consent to the current privacy notice, a site language, no picture. */
function checkSignUp(ctx: HookContext) {
  const body = (ctx.body ?? {}) as {
    privacyConsent?: unknown;
    name?: unknown;
    locale?: unknown;
    image?: unknown;
  };
  const name = checkedFullName(body.name);
  if (body.privacyConsent !== PRIVACY_NOTICE_VERSION) {
    throw new APIError('BAD_REQUEST', {
      code: 'PRIVACY_CONSENT_REQUIRED',
      message: 'Agreement to the privacy notice is required',
    });
  }
  checkLocale(body.locale);
  refuseImage(body.image);
  return { context: { ...ctx, body: { ...ctx.body, name } } };
}

/** The rules better-auth does not apply itself, checked before every auth API request. */
function beforeHook(db: Db) {
  return createAuthMiddleware(async (ctx) => {
    // Session lifetimes (ADR 0016): a session past its limits is deleted before anything reads it. Every read
    // of a session goes through here: the auth API, and the pages, the event stream and the uploads through
    // auth.api.getSession.
    const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
    if (token) await applySessionLimits(db, token);
    refuseForeignRedirects(ctx);
    if (ctx.path === '/sign-out') {
      // Sign-out is global (docs/product-rules.md): every session of the user ends on the server.
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (session) await db.delete(sessions).where(eq(sessions.userId, session.user.id));
      return;
    }
    if (ctx.path === '/change-password') {
      // A new password ends the person's other sessions, whatever the request asks (revokeOtherSessions); the
      // session that changed it is replaced by a new one.
      return { context: { ...ctx, body: { ...ctx.body, revokeOtherSessions: true } } };
    }
    if (ctx.path === '/two-factor/verify-totp') {
      await refuseReplayedTotp(ctx, db);
      return;
    }
    if (ctx.path === '/change-email') {
      // Only an account made with LINE without an e-mail adds one (confirmed by a link to it before it is used);
      // no other account changes its address.
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (!session) throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Sign in first' });
      if (!isLineAccountEmail(session.user.email)) {
        throw new APIError('FORBIDDEN', {
          code: 'EMAIL_CHANGE_NOT_OFFERED',
          message: 'The e-mail cannot be changed',
        });
      }
      return;
    }
    if (ctx.path === '/update-user') {
      // What a person may change of their account, under the rules of sign-up; better-auth checks none.
      const asked = (ctx.body ?? {}) as { name?: unknown; image?: unknown; locale?: unknown };
      checkLocale(asked.locale);
      refuseImage(asked.image);
      if (asked.name === undefined) return;
      return { context: { ...ctx, body: { ...ctx.body, name: checkedFullName(asked.name) } } };
    }
    if (ctx.path !== '/sign-up/email') return;
    return checkSignUp(ctx);
  });
}

/** Rate limits of the auth API, stored in the database so that every server process shares them. */
function rateLimitOptions(config: Config) {
  return {
    enabled: true,
    storage: 'database',
    window: 60,
    max: 100,
    customRules: {
      '/sign-in/email': { window: 60, max: config.authAttemptsPerMinute },
      '/sign-up/email': { window: 60, max: config.authAttemptsPerMinute },
      '/sign-in/social': { window: 60, max: config.authAttemptsPerMinute },
      '/send-verification-email': { window: 60, max: 5 },
      '/request-password-reset': { window: 60, max: 5 },
      '/reset-password': { window: 60, max: 10 },
      '/two-factor/*': { window: 60, max: config.authAttemptsPerMinute },
    },
  } satisfies BetterAuthOptions['rateLimit'];
}

/**
 * better-auth: e-mail + password accounts, confirmation before sign-in, sessions in HTTP-only cookies stored in the
 * database (docs/product-rules.md, "Accounts and roles"), rate limits shared through the database.
 */
export function createAuth(
  config: Config,
  db: Db,
  mailer: Mailer,
  options: { trustedOrigins?: string[] } = {},
) {
  return betterAuth({
    appName: 'Tanai',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl, ...(options.trustedOrigins ?? [])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    user: {
      // Adding an e-mail to an account made with LINE (hooks.before allows no other account): the link goes to the
      // new address, which replaces the stand-in once it is opened.
      changeEmail: { enabled: true },
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'th', input: true },
        // The consent record is written by the server at sign-up (databaseHooks below), never from input.
        privacyConsentVersion: { type: 'string', required: false, input: false },
        privacyConsentAt: { type: 'date', required: false, input: false },
      },
    },
    // TOTP for every account (required for admins before any admin page opens: services/accounts/session-user.ts),
    // with ten recovery codes, stored encrypted. Enabling needs the password and a first valid code.
    plugins: [
      twoFactor({ issuer: 'Tanai', backupCodeOptions: { amount: 10, storeBackupCodes: 'encrypted' } }),
      // Sign in with LINE when its channel is configured (server/line-login.ts); LINE's consent screen offers the
      // official account when its webhook is set up to record who follows it.
      ...(config.lineLogin
        ? [lineLogin({ ...config.lineLogin, botPrompt: Boolean(config.lineMessagingChannelSecret) })]
        : []),
    ],
    // LINE is linked to an existing account only by its signed-in owner (the account page): a LINE sign-in never
    // joins an account by its e-mail. LINE's address may differ from the account's; one way to sign in must remain.
    account: {
      accountLinking: {
        enabled: true,
        trustedProviders: [LINE_PROVIDER_ID],
        disableImplicitLinking: true,
        allowDifferentEmails: true,
        allowUnlinkingAll: false,
      },
      updateAccountOnSignIn: false,
    },
    emailAndPassword: emailAndPasswordOptions(config, db, mailer),
    emailVerification: emailVerificationOptions(db, mailer),
    databaseHooks: databaseHooks(db),
    hooks: { before: beforeHook(db) },
    rateLimit: rateLimitOptions(config),
    // A session lives MEMBER_SESSION_IDLE_DAYS after its last recorded use; an administrator's much less, and
    // every session's limits are applied by hooks.before (applySessionLimits, ADR 0016).
    session: {
      expiresIn: MEMBER_SESSION_IDLE_DAYS * 24 * 3600,
      updateAge: MEMBER_SESSION_RENEW_MINUTES * 60,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // A session is read with its user in one statement (the relations of server/db/schema/auth.ts): on a busy
      // server each statement of a request waits its turn for a pooled connection.
      database: { joins: true },
    },
    logger: { level: process.env.VITEST ? 'error' : 'warn' },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
