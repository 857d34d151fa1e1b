import { defineRequestState } from '@better-auth/core/context';
import {
  createAuthorizationURL,
  type OAuth2Tokens,
  type OAuthProvider,
  validateAuthorizationCode,
} from '@better-auth/core/oauth2';
import type { BetterAuthPlugin } from 'better-auth';
import { jwtVerify } from 'jose';
import { FULL_NAME_MAX } from '#domain/limits.ts';
import { lineAccountEmail, lineEmailSuggestion } from '#domain/line.ts';
import { oneLine, truncateText } from '#domain/text.ts';

/** The provider id of LINE accounts (`accounts.provider_id`); its `account_id` is the LINE user id. */
export const LINE_PROVIDER_ID = 'line';

/** LINE Login v2.1's endpoints (https://developers.line.biz/en/reference/line-login/). */
const LINE_ACCESS_URL = 'https://access.line.me';
const LINE_API_URL = 'https://api.line.me';
/**
 * Clock skew allowed on an ID token's `exp` and `iat` (as better-auth's own ID token checks allow): a token issued
 * more than this in the future, or expired more than this ago, is refused.
 */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 30;

/**
 * The e-mail LINE gave in this sign-in's ID token, when it is an address (`lineEmailSuggestion`): kept for the
 * request only, for the link that offers to add it to a new account (server/auth.ts); never the account's address.
 */
const lineEmailOfRequest = defineRequestState<string | null>(() => null);
export const suggestedLineEmail = () => lineEmailOfRequest.get();

/** Where "Continue with LINE" sends the browser: the origin of LINE's authorization page (the site's CSP form-action). */
export const lineAuthorizationOrigin = (options: { providerUrl?: string }) =>
  new URL(options.providerUrl ?? LINE_ACCESS_URL).origin;

export interface LineLoginOptions {
  channelId: string;
  channelSecret: string;
  /** Another origin for the authorization, token and issuer URLs (a local OpenID provider in tests). */
  providerUrl?: string;
  /** Ask the person to add the official account on LINE's consent screen (`bot_prompt`). */
  botPrompt: boolean;
}

/** The claims of a LINE ID token that the site reads. */
interface LineClaims {
  sub: string;
  name?: string;
  email?: string;
}

/**
 * A LINE display name as an account's full name: no markup and one line (the sign-up rule of
 * domain/schemas/auth.ts: line breaks and control characters become spaces), at most FULL_NAME_MAX characters, and
 * "LINE" when nothing is left.
 */
export function lineDisplayName(name: unknown): string {
  const clean = typeof name === 'string' ? oneLine(name.replace(/[<>]/g, '')).trim() : '';
  return clean ? truncateText(clean, FULL_NAME_MAX).trim() : 'LINE';
}

/**
 * The LINE Login provider (docs/decisions/0022-line-login.md): the authorization-code flow with PKCE through
 * better-auth's own routes (`/sign-in/social`, `/link-social`, `/callback/line`). Every ID token is checked before
 * anything is read from it: its HS256 signature with the channel secret (LINE signs a web login's ID token so),
 * `iss`, `aud` = the channel id (a string: no list of audiences), `exp`, `iat` not in the future, and the `nonce`
 * that better-auth made for this sign-in and kept in its state. An ID token posted to `/sign-in/social` by a client
 * is refused: there is no native app. LINE's e-mail is never the account's address (`getUserInfo`).
 */
export function lineLoginProvider(options: LineLoginOptions): OAuthProvider<LineClaims> {
  const accessUrl = options.providerUrl ?? LINE_ACCESS_URL;
  const apiUrl = options.providerUrl ?? LINE_API_URL;
  const secret = new TextEncoder().encode(options.channelSecret);
  const client = { clientId: options.channelId, clientSecret: options.channelSecret };

  /** The claims of an ID token that passes every check, else null. */
  async function verifiedClaims(idToken: string, nonce: string) {
    try {
      const { payload } = await jwtVerify(idToken, secret, {
        issuer: accessUrl,
        audience: options.channelId,
        algorithms: ['HS256'],
        requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
        clockTolerance: ID_TOKEN_CLOCK_TOLERANCE_SECONDS,
      });
      if (payload.nonce !== nonce || typeof payload.sub !== 'string' || !payload.sub) return null;
      // jose accepts a list of audiences that holds the channel id, and checks `iat` only for a maximum age.
      if (payload.aud !== options.channelId) return null;
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.iat !== 'number' || payload.iat > now + ID_TOKEN_CLOCK_TOLERANCE_SECONDS)
        return null;
      return payload as typeof payload & LineClaims;
    } catch {
      return null;
    }
  }

  const provider: OAuthProvider<LineClaims> = {
    id: LINE_PROVIDER_ID,
    name: 'LINE',
    issuer: accessUrl,
    requiresIdTokenNonce: true,
    accountSubject: ({ profile }) => profile.sub,
    createAuthorizationURL: (data) =>
      createAuthorizationURL({
        id: LINE_PROVIDER_ID,
        options: client,
        authorizationEndpoint: `${accessUrl}/oauth2/v2.1/authorize`,
        state: data.state,
        codeVerifier: data.codeVerifier,
        scopes: ['openid', 'profile', 'email'],
        redirectURI: data.redirectURI,
        nonce: data.idTokenNonce,
        additionalParams: options.botPrompt ? { bot_prompt: 'normal' } : {},
      }),
    validateAuthorizationCode: ({ code, codeVerifier, redirectURI }) =>
      validateAuthorizationCode({
        code,
        codeVerifier,
        redirectURI,
        options: client,
        tokenEndpoint: `${apiUrl}/oauth2/v2.1/token`,
        authentication: 'post',
      }),
    async getUserInfo(tokens: OAuth2Tokens & { expectedIdTokenNonce?: string }) {
      const { idToken, expectedIdTokenNonce } = tokens;
      if (!idToken || !expectedIdTokenNonce) return null;
      const claims = await verifiedClaims(idToken, expectedIdTokenNonce);
      if (!claims) return null;
      // LINE vouches for the person, not for the address (its ID token has no `email_verified`): the account gets
      // the stand-in address, and LINE's e-mail is at most offered by a link the person opens (server/auth.ts).
      // So an address nobody confirmed never blocks, joins or hands over the account of its owner.
      await lineEmailOfRequest.set(lineEmailSuggestion(claims.email));
      return {
        user: {
          name: lineDisplayName(claims.name),
          email: lineAccountEmail(claims.sub),
          emailVerified: false,
        },
        data: { sub: claims.sub, name: lineDisplayName(claims.name) },
      };
    },
    refreshAccessToken: undefined,
    options: client,
  };
  return provider;
}

/** better-auth plugin adding the LINE Login provider beside the site's other sign-in ways. */
export function lineLogin(options: LineLoginOptions): BetterAuthPlugin {
  return {
    id: 'line-login',
    init: (ctx) => ({
      context: { socialProviders: [lineLoginProvider(options), ...ctx.socialProviders] },
    }),
  };
}
