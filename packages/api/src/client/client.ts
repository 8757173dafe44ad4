/** The typed API client: base URL, bearer token, JSON, AbortSignal, one typed error, contract checking. */
import type { z } from 'zod/mini';
import { buildPath, calls, type CallInput, type CallName, type CallOutput } from '../contract/calls.ts';

import { ABORTED, ApiError, ContractError, isAborted, type Aborted } from './errors.ts';

export { ABORTED, ApiError, ContractError, isAborted, type Aborted } from './errors.ts';

export interface ApiClientOptions {
  /** API host, e.g. `http://localhost:4000` (from `VITE_API_URL`). */
  baseUrl: string;
  /** Returns the current access token (null when signed out: the call goes without credentials). */
  getAccessToken?: () => string | null | undefined | Promise<string | null | undefined>;
  fetch?: typeof fetch;
  /**
   * `full` (default: development and tests) parses every answer with its zod schema. `cheap` (production) checks
   * the large v2 answers (timeline, map) for shape and lengths only and parses every other answer in full.
   */
  validation?: 'full' | 'cheap';
}

export interface CallOptions {
  signal?: AbortSignal;
}

export type ApiResult<T> = T | Aborted;

const describeField = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? '(root)' : path.map(String).join('.');

const toQueryString = (query: Record<string, unknown> | undefined): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

export interface ApiClient {
  /** Calls `name` with its typed input; resolves to the typed, schema-checked answer or `ABORTED`. */
  call<K extends CallName>(name: K, input: CallInput<K>, options?: CallOptions): Promise<ApiResult<CallOutput<K>>>;
  /** The URL a call would use. */
  url<K extends CallName>(name: K, input: CallInput<K>): string;
  /**
   * The address of a file the browser opens itself (attachment links, images, PDFs), which cannot send the bearer
   * header: a file path on the API host (`/files/…`) becomes a signed link from `POST /files/links`, valid for at
   * most 60 seconds and only for this user's sign-in (refused after logout); the token never appears in a URL. Any
   * other URL is returned resolved, unchanged. Resolves to `ABORTED` when `signal` aborts.
   */
  fileUrl(url: string, options?: CallOptions): Promise<ApiResult<string>>;
  readonly baseUrl: string;
}

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const url = <K extends CallName>(name: K, input: CallInput<K>): string => {
    const definition = calls[name];
    const { params, query } = input as { params?: Record<string, string | number>; query?: Record<string, unknown> };
    return `${baseUrl}${buildPath(definition.path, params)}${toQueryString(query)}`;
  };
  const client: ApiClient = {
    baseUrl,
    url,
    async fileUrl(fileUrl, callOptions = {}) {
      const base = new URL(`${baseUrl}/`);
      const resolved = new URL(fileUrl, base);
      if (resolved.origin !== base.origin || !resolved.pathname.startsWith('/files/')) return resolved.toString();
      const link = await client.call('createFileLink', { body: { path: resolved.pathname } }, callOptions);
      if (isAborted(link)) return link;
      return new URL(link.url, base).toString();
    },
    async call(name, input, callOptions = {}) {
      const definition = calls[name];
      const requestUrl = url(name, input);
      const signal = definition.notAbortable ? undefined : callOptions.signal;
      if (signal?.aborted) return ABORTED;
      const token = await options.getAccessToken?.();
      if (signal?.aborted) return ABORTED;
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const body = (input as { body?: unknown }).body;
      if (body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await doFetch(requestUrl, {
          method: definition.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
          // Bearer tokens only: no cookie of the API host goes with a call.
          credentials: 'omit',
        });
      } catch (error) {
        if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) return ABORTED;
        throw new ApiError({
          status: 0,
          message: error instanceof Error ? error.message : 'Network error',
          url: requestUrl,
          call: name,
        });
      }
      let payload: unknown = null;
      try {
        const text = await response.text();
        payload = text ? JSON.parse(text) : null;
      } catch (error) {
        if (signal?.aborted) return ABORTED;
        if (response.ok)
          throw new ContractError({ call: name, url: requestUrl, field: '(root)', issue: 'is not valid JSON' });
        void error;
      }
      if (!response.ok) {
        const message =
          payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
            ? payload.message
            : response.statusText || `HTTP ${response.status}`;
        const code =
          payload && typeof payload === 'object' && 'code' in payload && typeof payload.code === 'string'
            ? payload.code
            : undefined;
        throw new ApiError({ status: response.status, message, url: requestUrl, call: name, code });
      }
      if (options.validation === 'cheap' && definition.check) {
        const problem = definition.check(payload);
        if (problem) throw new ContractError({ call: name, url: requestUrl, ...problem });
        const decode = (definition as { decode?: (payload: unknown) => unknown }).decode;
        return (decode ? decode(payload) : payload) as CallOutput<typeof name>;
      }
      const parsed = (definition.response as z.ZodMiniType).safeParse(payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ContractError({
          call: name,
          url: requestUrl,
          field: describeField(issue?.path ?? []),
          issue: issue?.message ?? 'is invalid',
        });
      }
      return parsed.data as CallOutput<typeof name>;
    },
  };
  return client;
};
