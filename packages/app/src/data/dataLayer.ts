import {
  ApiError,
  ContractError,
  isAborted,
  type ApiClient,
  type CallInput,
  type CallName,
  type CallOutput,
} from '@havbruk/api';
import { fetchWithHandover } from '../prerender/handover.ts';
import { loadApiContract, loadedApiContract, type ApiContract } from './contract.ts';

/** Thrown inside SWR when a request was aborted: never shown, never reported (spec S1 §8). */
export class AbortedRequest extends Error {
  constructor() {
    super('The request was aborted');
    this.name = 'AbortedRequest';
  }
}

/** A typed SWR key: the call and its input. */
export type ApiKey<K extends CallName = CallName> = readonly [K, CallInput<K>];

export interface DataLayer {
  client: ApiClient;
  /** The one fetcher: runs a call with an AbortController tied to the key's subscribers. */
  fetch<K extends CallName>(key: ApiKey<K>): Promise<CallOutput<K>>;
  /**
   * Runs a task with an AbortController registered under `id` (aborted by `release` or `abortAll`). A run started
   * `ahead` under the same id answers instead, once; if it failed, the task runs.
   */
  run<T>(id: string, task: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /**
   * Starts a task before a view asks for it (the config with the user check, issue 39): the next `run` of `id`
   * takes its answer. Its failure is never reported (that run asks again); `abortAll` aborts it.
   */
  ahead(id: string, task: (signal: AbortSignal) => Promise<unknown>): void;
  /** Forgets the runs started ahead (a logout, a failed check: never handed to the next session). */
  forgetAhead(): void;
  /** A view using `key` mounted (or its inputs changed to it). */
  acquire(key: ApiKey): void;
  /** A view using `key` unmounted (or its inputs changed away): the last one aborts the request (after the commit). */
  release(key: ApiKey): void;
  /** Aborts every in-flight data request (the error handler does this when a failure is set). */
  abortAll(): void;
  /**
   * The address of a file the browser opens itself (attachment links, images): a signed link valid for at most
   * 60 seconds and only for this sign-in (the client's `fileUrl`); the token never appears in a URL.
   */
  fileUrl(url: string): Promise<string>;
  /**
   * Sends a file as the body of an upload call (`startPipelineRun`) with the bearer header, reporting the upload's
   * progress (0–1); resolves to the call's answer, rejects with an `ApiError` (the server's message).
   */
  upload<K extends CallName>(
    name: K,
    input: CallInput<K>,
    file: Blob,
    onProgress: (progress: number) => void,
  ): Promise<CallOutput<K>>;
  /** A GET of an API path answering a file (`…/rejected.csv`) with the bearer header. */
  download(path: string): Promise<Blob>;
}

export const keyId = (key: ApiKey): string => JSON.stringify(key);

/**
 * The API client with the session's bearer token, plus the bookkeeping that lets SWR requests be
 * aborted: one AbortController per key, aborted when no view uses the key any more or on `abortAll`.
 */
export function createDataLayer(options: {
  baseUrl: string;
  getAccessToken: () => string | null | undefined;
  /** A client to use instead of the HTTP one (a story's or test's fake). */
  client?: ApiClient;
}): DataLayer {
  // Production checks the large v2 answers for shape and lengths only; development and tests parse in full.
  const client = options.client ?? lazyClient(options);
  const inFlight = new Map<string, AbortController>();
  const users = new Map<string, number>();
  const early = new Map<string, Promise<unknown>>();

  const run = async <T>(id: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> => {
    const started = early.get(id);
    if (started) {
      early.delete(id);
      try {
        return (await started) as T;
      } catch {
        // Refused or failed ahead (e.g. an account not set up yet): asked again below, with this run's handling.
      }
    }
    const controller = new AbortController();
    inFlight.get(id)?.abort();
    inFlight.set(id, controller);
    try {
      return await task(controller.signal);
    } finally {
      if (inFlight.get(id) === controller) inFlight.delete(id);
    }
  };

  return {
    client,
    run,
    ahead(id, task) {
      const started = run(`ahead ${id}`, task);
      started.catch(() => undefined);
      early.set(id, started);
    },
    forgetAhead() {
      early.clear();
    },
    fetch<K extends CallName>(key: ApiKey<K>): Promise<CallOutput<K>> {
      return run(keyId(key as ApiKey), async (signal) => {
        const result = await client.call(key[0], key[1], { signal });
        if (isAborted(result)) throw new AbortedRequest();
        return result as CallOutput<K>;
      });
    },
    acquire(key) {
      const id = keyId(key);
      users.set(id, (users.get(id) ?? 0) + 1);
    },
    release(key) {
      const id = keyId(key);
      const count = (users.get(id) ?? 1) - 1;
      if (count > 0) {
        users.set(id, count);
        return;
      }
      users.delete(id);
      // Aborted once the commit is over: a view unmounted and mounted again at once (React's strict mode, a
      // route remount) acquires the key again first and keeps its request.
      queueMicrotask(() => {
        if (users.has(id)) return;
        inFlight.get(id)?.abort();
        inFlight.delete(id);
      });
    },
    abortAll() {
      for (const controller of inFlight.values()) controller.abort();
      inFlight.clear();
    },
    async fileUrl(url) {
      const result = await client.fileUrl(url);
      if (isAborted(result)) throw new AbortedRequest();
      return result;
    },
    upload(name, input, file, onProgress) {
      const url = client.url(name, input);
      return new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', url);
        const token = options.getAccessToken();
        if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
        request.setRequestHeader('content-type', 'application/octet-stream');
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          let payload: { message?: string } | null = null;
          try {
            payload = JSON.parse(request.responseText) as { message?: string };
          } catch {
            payload = null;
          }
          if (request.status >= 200 && request.status < 300) resolve(payload as CallOutput<typeof name>);
          else
            reject(
              new ApiError({
                status: request.status,
                message: payload?.message ?? request.statusText,
                url,
                call: name,
              }),
            );
        };
        request.onerror = () => reject(new ApiError({ status: 0, message: 'Network error', url, call: name }));
        request.send(file);
      });
    },
    async download(path) {
      const token = options.getAccessToken();
      const response = await fetch(`${client.baseUrl}${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        credentials: 'omit',
      });
      if (!response.ok)
        throw new ApiError({ status: response.status, message: response.statusText, url: path, call: 'download' });
      return response.blob();
    },
  };
}

/**
 * The typed client, created when the first call runs: the contract (zod schemas) is its own chunk
 * (`loadApiContract`), so a first visit that makes no call (the login page) never downloads it. A failed download
 * is a network failure of the call (status 0), handled like any other.
 */
function lazyClient(options: { baseUrl: string; getAccessToken: () => string | null | undefined }): ApiClient {
  let created: ApiClient | undefined;
  const create = ({ createApiClient }: ApiContract) =>
    (created ??= createApiClient({
      baseUrl: options.baseUrl,
      getAccessToken: options.getAccessToken,
      validation: import.meta.env.PROD ? 'cheap' : 'full',
      // A request the page started before the app ran (the certification page's, `asc.html`) is not made twice.
      fetch: fetchWithHandover,
    }));
  const ready = (): ApiClient | undefined => {
    const contract = loadedApiContract();
    return created ?? (contract ? create(contract) : undefined);
  };
  return {
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    url(name, input) {
      const client = ready();
      if (!client) throw new Error('The API contract is not loaded yet: await loadApiContract() first');
      return client.url(name, input);
    },
    call(name, input, callOptions) {
      // Loaded: straight through (no extra await, so request timing is the client's own).
      const client = ready();
      if (client) return client.call(name, input, callOptions);
      return loadApiContract().then(
        (contract) => create(contract).call(name, input, callOptions),
        (error: unknown) => {
          throw new ApiError({
            status: 0,
            message: error instanceof Error ? error.message : 'Network error',
            url: options.baseUrl,
            call: name,
          });
        },
      );
    },
    fileUrl(url, callOptions) {
      const client = ready();
      if (client) return client.fileUrl(url, callOptions);
      return loadApiContract().then((contract) => create(contract).fileUrl(url, callOptions));
    },
  };
}

/** What the global error handler needs from a failed request; null for errors it must ignore. */
export function apiFailureOf(
  error: unknown,
): { message: string; requestUrl: string; aborted: boolean; unanswered?: boolean } | null {
  if (error instanceof AbortedRequest) return { message: error.message, requestUrl: '', aborted: true };
  if (error instanceof ApiError) {
    // Status 0 without a broken contract: no answer came (the network failed).
    const unanswered = error.status === 0 && !(error instanceof ContractError);
    return { message: error.message, requestUrl: error.url, aborted: false, unanswered };
  }
  if (error instanceof Error) return { message: error.message, requestUrl: '', aborted: false };
  return null;
}
