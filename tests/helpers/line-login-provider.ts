import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID provider standing in for LINE Login v2.1 (oauth2-mock-server, on 127.0.0.1): LINE's paths, the
 * authorization-code flow with PKCE, the `nonce` of the authorization request put in the ID token. Its ID tokens
 * are signed as LINE signs a web login's: HS256 with the channel secret. The authorization endpoint answers at
 * once (no login screen) as the person `nextUser` says; `nextIdToken` changes the claims of the next token (a
 * forged or replayed one).
 */
export interface LineLoginProvider {
  /** The origin to give the site as LINE_LOGIN_PROVIDER_URL. */
  url: string;
  /** Who signs in next: LINE user id, display name and, when the person allowed it, the e-mail. */
  nextUser(user: { sub: string; name?: string; email?: string }): void;
  /** Changes the claims of the next ID token only, or signs it with another secret. */
  nextIdToken(change: (claims: Record<string, unknown>) => void, secret?: string): void;
  /** The query of the last authorization request (`nonce`, `bot_prompt`, `scope`, …). */
  lastAuthorization(): URLSearchParams | undefined;
  stop(): Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A JWT signed HS256 with `secret` (LINE's web login ID token). */
export function signLineIdToken(claims: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256' }))}.${base64url(JSON.stringify(claims))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

export async function startLineLoginProvider(channelSecret: string): Promise<LineLoginProvider> {
  const server = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/oauth2/v2.1/authorize', token: '/oauth2/v2.1/token' },
  });
  // The mock signs with a key of its own; the token's response is signed again below as LINE does.
  await server.issuer.keys.generate('RS256');
  let user: { sub: string; name?: string; email?: string } = { sub: 'U00000000000000000000000000000000' };
  let change: ((claims: Record<string, unknown>) => void) | undefined;
  let signingSecret = channelSecret;
  let authorization: URLSearchParams | undefined;

  server.service.on('beforeAuthorizeRedirect', (_redirect: unknown, req: IncomingMessage) => {
    authorization = new URL(req.url ?? '/', 'http://provider.invalid').searchParams;
  });
  server.service.on('beforeResponse', (response: { body: Record<string, unknown> }) => {
    const idToken = response.body.id_token;
    if (typeof idToken !== 'string') return;
    const issued = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const claims: Record<string, unknown> = {
      iss: issued.iss,
      sub: user.sub,
      aud: issued.aud,
      exp: issued.exp,
      iat: issued.iat,
      amr: ['linesso'],
      ...(issued.nonce !== undefined ? { nonce: issued.nonce } : {}),
      ...(user.name !== undefined ? { name: user.name } : {}),
      ...(user.email !== undefined ? { email: user.email } : {}),
    };
    change?.(claims);
    response.body.id_token = signLineIdToken(claims, signingSecret);
    change = undefined;
    signingSecret = channelSecret;
  });

  await server.start(0, '127.0.0.1');
  const url = server.issuer.url!;
  return {
    url,
    nextUser: (next) => {
      user = next;
    },
    nextIdToken: (next, secret) => {
      change = next;
      if (secret) signingSecret = secret;
    },
    lastAuthorization: () => authorization,
    stop: () => server.stop(),
  };
}
