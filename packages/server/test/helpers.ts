/** Test helpers: one in-memory server on a small dataset, tokens issued directly by the provider. */
import { createDataset, DEMO_ORGANIZATION_IDS, DEMO_USER_IDS, type Dataset } from '@havbruk/api/dataset';
import { createServer, type HavbrukServer } from '../src/app.ts';

let dataset: Dataset | undefined;
/** A small dataset (the demo organizations are kept) so the suite stays fast. */
export const testDataset = (): Dataset => (dataset ??= createDataset({ sites: 160 }));

export const startTestServer = (options: { dataDir?: string; reset?: boolean } = {}): Promise<HavbrukServer> =>
  createServer({ dataset: testDataset(), dataDir: options.dataDir, reset: options.reset, warmFarmStore: false });

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
