/**
 * The client's errors and its abort marker, in a module of their own (no contract): code that only checks a
 * result (`isAborted`, `instanceof ApiError`) does not pull in zod and the schemas, so an app can load the
 * contract with its first call. Re-exported by `client.ts`.
 */

/** Any non-success response: status, the server's `message` and the request URL. */
export class ApiError extends Error {
  readonly status: number;
  readonly url: string;
  readonly call: string;
  /** Optional machine-readable code from the server (e.g. `expired`). */
  readonly code: string | undefined;
  constructor(options: { status: number; message: string; url: string; call: string; code?: string }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.url = options.url;
    this.call = options.call;
    this.code = options.code;
  }
}

/** A response that violates its schema: the message names the call and the field. Status is 0. */
export class ContractError extends ApiError {
  readonly field: string;
  constructor(options: { call: string; url: string; field: string; issue: string }) {
    super({
      status: 0,
      message: `Contract error in ${options.call}: field "${options.field}" ${options.issue}`,
      url: options.url,
      call: options.call,
    });
    this.name = 'ContractError';
    this.field = options.field;
  }
}

/** What an aborted request resolves to (never thrown, never reaches the global error handler). */
export const ABORTED = Object.freeze({ aborted: true as const });
export type Aborted = typeof ABORTED;
export const isAborted = (value: unknown): value is Aborted => value === ABORTED;
