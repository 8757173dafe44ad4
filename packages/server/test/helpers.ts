/** Test helpers: one in-memory server on a small dataset, tokens issued directly by the provider. */
import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createDataset, DEMO_ORGANIZATION_IDS, DEMO_USER_IDS, type Dataset } from '@havbruk/api/dataset';
import { createServer, type HavbrukServer } from '../src/app.ts';

let dataset: Dataset | undefined;
/** A small dataset (the demo organizations are kept) so the suite stays fast. */
export const testDataset = (): Dataset => (dataset ??= createDataset({ sites: 160 }));

export const startTestServer = (
  options: { dataDir?: string; reset?: boolean; dev?: boolean } = {},
): Promise<HavbrukServer> =>
  createServer({
    dataset: testDataset(),
    dataDir: options.dataDir,
    reset: options.reset,
    dev: options.dev,
    warmFarmStore: false,
  });

/** Starts listening on a free loopback port (the identity provider lives outside fastify's inject). */
export const listenLocally = async (server: HavbrukServer): Promise<string> => {
  await server.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
};

/**
 * Starts an authorization request like oidc-client-ts does: answers the interaction's path (`/interaction/{uid}`),
 * the provider's cookies and the PKCE verifier.
 */
export const startInteraction = async (base: string, extra: Record<string, string> = {}) => {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'havbruk-app',
    redirect_uri: 'http://localhost:5173/login',
    response_type: 'code',
    scope: 'openid profile email offline_access',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...extra,
  });
  const authorize = await fetch(`${base}/oidc/auth?${query.toString()}`, { redirect: 'manual' });
  const path = new URL(authorize.headers.get('location') ?? '', base).pathname;
  const cookies = authorize.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  return { path, cookies, verifier };
};

export const USERS = DEMO_USER_IDS;
export const ORGS = DEMO_ORGANIZATION_IDS;

export interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: unknown;
}

export const call = async (server: HavbrukServer, request: Request) => {
  const response = await server.app.inject({
    method: request.method,
    url: request.url,
    headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const text = response.body;
  return { status: response.statusCode, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
};
