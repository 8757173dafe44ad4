/**
 * A stand-in for a company's identity provider in unit tests and the bench: an HTTP server on a free loopback port
 * with a discovery document, a JWKS (RS256 keys unless asked for another algorithm; rotation adds a key), userinfo and introspection, and a signer of
 * access and id tokens with any claims, header or key. It counts the JWKS requests it answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export const AUDIENCE = 'https://api.havbruk.test';
export const CLIENT_ID = 'havbruk-app';

interface Key {
  kid: string;
  alg: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

const newKey = async (kid: string, alg = 'RS256'): Promise<Key> => {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
};

export interface FakeIdp {
  issuer: string;
  /** JWKS requests answered so far. */
  jwksRequests: () => number;
  /** A token signed with the current key (or `key`), valid 5 minutes unless `claims` say otherwise. */
  sign: (claims?: JWTPayload, options?: { key?: Key; header?: Record<string, unknown> }) => Promise<string>;
  /** A key the JWKS does not list. */
  strangerKey: () => Promise<Key>;
  /** Publishes a new key (RS256 unless `alg` says otherwise) and signs with it from now on (the old one stays listed). */
  rotate: (alg?: string) => Promise<void>;
  /** The JWKS as published. */
  jwks: () => { keys: JWK[] };
  /** Tokens introspection answers `active: false` for. */
  revoked: Set<string>;
  /** What userinfo answers, by subject. */
  userinfo: Map<string, Record<string, unknown>>;
  close: () => Promise<void>;
}

export const startFakeIdp = async (): Promise<FakeIdp> => {
  const keys: Key[] = [await newKey('key-1')];
  let jwksCount = 0;
  const revoked = new Set<string>();
  const userinfo = new Map<string, Record<string, unknown>>();
  let issuer = '';
  const subjectOf = (authorization: string | undefined) => {
    const token = authorization?.replace(/^Bearer /, '') ?? '';
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString() || '{}').sub as string;
  };
  const server: Server = createServer((request, response) => {
    const json = (body: unknown) => response.setHeader('content-type', 'application/json').end(JSON.stringify(body));
    if (request.url === '/.well-known/openid-configuration')
      return json({
        issuer,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        introspection_endpoint: `${issuer}/introspect`,
        // A provider may announce HS256 for id tokens signed with a client secret: never accepted from a JWKS.
        id_token_signing_alg_values_supported: ['RS256', 'PS256', 'ES256', 'ES384', 'EdDSA', 'HS256', 'none'],
      });
    if (request.url === '/jwks') {
      jwksCount += 1;
      return json({ keys: keys.map((key) => key.publicJwk) });
    }
    if (request.url === '/userinfo') return json(userinfo.get(subjectOf(request.headers.authorization)) ?? {});
    if (request.url === '/introspect' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => json({ active: !revoked.has(new URLSearchParams(body).get('token') ?? '') }));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign: FakeIdp['sign'] = async (claims = {}, options = {}) => {
    const key = options.key ?? keys.at(-1)!;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: issuer, aud: AUDIENCE, iat: now, exp: now + 300, jti: `jti-${Math.random()}`, ...claims })
      .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'at+jwt', ...options.header })
      .sign(key.privateKey);
  };
  return {
    issuer,
    jwksRequests: () => jwksCount,
    sign,
    strangerKey: () => newKey('stranger'),
    rotate: async (alg) => {
      keys.push(await newKey(`key-${keys.length + 1}`, alg));
    },
    jwks: () => ({ keys: keys.map((key) => key.publicJwk) }),
    revoked,
    userinfo,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
