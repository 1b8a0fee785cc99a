import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * An OpenID Connect provider on loopback for the code flow with PKCE: discovery, an
 * authorization endpoint that approves at once as `user`, a token endpoint issuing an
 * RS256 id_token that carries the nonce, JWKS and userinfo. One registered client.
 */
export interface OidcClient {
  clientId: string;
  clientSecret: string;
}

export interface OidcProvider {
  /** `http://127.0.0.1:port`, no trailing slash: what discovery and id_tokens name. */
  issuer: string;
  /** Claims of whoever signs in next; `sub` is required. */
  user: Record<string, unknown> & { sub: string };
  close(): Promise<void>;
}

interface Grant {
  redirectUri: string;
  challenge: string;
  nonce: string | null;
  user: OidcProvider['user'];
}

const KEY_ID = 'kurz-test-key';
const token = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export async function startOidcProvider(client: OidcClient): Promise<OidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, OidcProvider['user']>();
  const provider = { issuer: '', user: { sub: 'oidc-user' } } as OidcProvider;

  const discovery = () => ({
    issuer: provider.issuer,
    authorization_endpoint: `${provider.issuer}/authorize`,
    token_endpoint: `${provider.issuer}/token`,
    userinfo_endpoint: `${provider.issuer}/userinfo`,
    jwks_uri: `${provider.issuer}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: ['openid', 'email', 'profile'],
  });

  const authorize = (query: URLSearchParams): Answer => {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== client.clientId || !redirectUri)
      return oauthError(400, 'invalid_request', 'unknown client or no redirect_uri');
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    const challenge = query.get('code_challenge');
    if (query.get('response_type') !== 'code' || !challenge) {
      back.searchParams.set('error', 'invalid_request');
      return { status: 302, headers: { location: back.href } };
    }
    if (query.get('code_challenge_method') !== 'S256') {
      back.searchParams.set('error', 'invalid_request');
      back.searchParams.set('error_description', 'only S256 is supported');
      return { status: 302, headers: { location: back.href } };
    }
    const code = token();
    grants.set(code, { redirectUri, challenge, nonce: query.get('nonce'), user: provider.user });
    back.searchParams.set('code', code);
    return { status: 302, headers: { location: back.href } };
  };

  const exchange = async (form: URLSearchParams, authorization?: string): Promise<Answer> => {
    const [id, secret] = clientCredentials(form, authorization);
    if (id !== client.clientId || secret !== client.clientSecret)
      return oauthError(401, 'invalid_client', 'client authentication failed');
    const code = form.get('code') ?? '';
    const grant = grants.get(code);
    grants.delete(code);
    if (form.get('grant_type') !== 'authorization_code' || !grant)
      return oauthError(400, 'invalid_grant', 'unknown or used code');
    if (form.get('redirect_uri') !== grant.redirectUri)
      return oauthError(400, 'invalid_grant', 'redirect_uri differs from the authorization');
    if (s256(form.get('code_verifier') ?? '') !== grant.challenge)
      return oauthError(400, 'invalid_grant', 'code_verifier does not match the challenge');
    const accessToken = token();
    accessTokens.set(accessToken, grant.user);
    const idToken = await new SignJWT({ ...grant.user, ...(grant.nonce && { nonce: grant.nonce }) })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .setIssuer(provider.issuer)
      .setAudience(client.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 300,
        id_token: idToken,
        scope: 'openid email profile',
      },
    };
  };

  const userinfo = (authorization?: string): Answer => {
    const user = accessTokens.get(authorization?.replace(/^Bearer /i, '') ?? '');
    return user ? { status: 200, body: user } : oauthError(401, 'invalid_token', 'unknown token');
  };

  const route = async (request: http.IncomingMessage, body: string): Promise<Answer> => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const key = `${request.method} ${url.pathname}`;
    if (key === 'GET /.well-known/openid-configuration') return { status: 200, body: discovery() };
    if (key === 'GET /jwks') return { status: 200, body: { keys: [jwk] } };
    if (key === 'GET /authorize') return authorize(url.searchParams);
    if (key === 'POST /token')
      return exchange(new URLSearchParams(body), request.headers.authorization);
    if (key === 'GET /userinfo') return userinfo(request.headers.authorization);
    return oauthError(404, 'not_found', key);
  };

  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', async () => {
      const answer = await route(request, body);
      response.writeHead(answer.status, {
        ...(answer.body !== undefined && { 'content-type': 'application/json' }),
        'cache-control': 'no-store',
        ...answer.headers,
      });
      response.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  provider.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function oauthError(status: number, error: string, description: string): Answer {
  return { status, body: { error, error_description: description } };
}

/** client_secret_basic or client_secret_post, whichever the client chose. */
function clientCredentials(form: URLSearchParams, authorization?: string): [string, string] {
  if (authorization?.startsWith('Basic ')) {
    const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return [
      decodeURIComponent(decoded.slice(0, colon)),
      decodeURIComponent(decoded.slice(colon + 1)),
    ];
  }
  return [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
}
