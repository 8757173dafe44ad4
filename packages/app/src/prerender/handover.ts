/**
 * A request the page started before the app ran (the certification page's boot script, `ascBoot.ts`, asks for
 * the company's data with the HTML), handed over to the app's API client so it is not made twice. The client
 * (`data/dataLayer.ts`) takes it for its first GET of the same URL, within a minute, once; its answer then goes
 * through the client like any other (status, contract check, errors). A request that failed (no answer) is not
 * handed over: the client asks again itself.
 */
export interface HandedOverAnswer {
  status: number;
  statusText: string;
  body: string;
}

export interface Handover {
  url: string;
  /** The answer, or null when the request failed (offline, refused). */
  answer: Promise<HandedOverAnswer | null>;
  /** When the request was started (`performance.now()`). */
  startedAt: number;
}

const KEY = '__havbrukHandover';

/**
 * The URL the API client builds for a call (`createApiClient`'s `url`: the base without a trailing slash, the
 * contract's path with each parameter URI-encoded), for a script that runs without the contract.
 */
export const callUrl = (apiUrl: string, path: string, params: Record<string, string>): string =>
  `${apiUrl.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''))}`;
const MAX_AGE_MS = 60_000;

type HandoverWindow = typeof globalThis & { [KEY]?: Handover };

/** The boot script's side: the request it started. */
export function handOver(handover: Handover): void {
  (globalThis as HandoverWindow)[KEY] = handover;
}

/**
 * The client's side: the handed-over request for a GET of `url` (taken: a second call asks the API), or
 * undefined.
 */
export function takeHandedOver(url: string, method = 'GET'): Handover['answer'] | undefined {
  const scope = globalThis as HandoverWindow;
  const handover = scope[KEY];
  if (!handover || method.toUpperCase() !== 'GET' || handover.url !== url) return undefined;
  delete scope[KEY];
  if (performance.now() - handover.startedAt > MAX_AGE_MS) return undefined;
  return handover.answer;
}

/**
 * A `fetch` that answers a GET the page started before the app ran from that request (once), and passes every
 * other request to `fetch`.
 */
export function fetchWithHandover(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const answer = takeHandedOver(url, init?.method ?? (input instanceof Request ? input.method : 'GET'));
  if (!answer) return fetch(input, init);
  return answer.then((handed) => {
    if (init?.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    if (!handed) return fetch(input, init);
    const empty = handed.status === 204 || handed.status === 205 || handed.status === 304;
    return new Response(empty ? null : handed.body, {
      status: handed.status,
      statusText: handed.statusText,
      headers: { 'content-type': 'application/json' },
    });
  });
}
