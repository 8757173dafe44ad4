/**
 * Gzip for the API's JSON answers (issue 39): a phone on a slow mobile connection pays for every byte, and the
 * largest answers a signed-in page needs at start (`/config/farms`, a timeline) are hundreds of KB of JSON that
 * gzip to a tenth. Compressed in zlib's thread pool (not on the event loop); small answers (under
 * `MIN_GZIP_BYTES`), streams (files, CSV) and answers already encoded (the cached farm-data bodies) go as they are.
 */
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzip = promisify(gzipCallback);

/** Below this many bytes the gzip header and the work cost more than they save. */
export const MIN_GZIP_BYTES = 1024;

/** Whether `Accept-Encoding` allows gzip (`gzip` or `*`, without `q=0`). */
export const acceptsGzip = (acceptEncoding: string | undefined): boolean =>
  (acceptEncoding ?? '').split(',').some((part) => {
    const [coding = '', ...params] = part
      .toLowerCase()
      .split(';')
      .map((value) => value.trim());
    const q = params.find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });

/** Adds `accept-encoding` to the answer's `Vary` (keeping `origin` and any other name already there). */
export const varyOnEncoding = (reply: FastifyReply): void => {
  const current = String(reply.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === 'accept-encoding'))
    reply.header('vary', [...names, 'accept-encoding'].join(', '));
};

/** fastify `onSend` hook: the JSON answer gzipped when the client accepts it. */
export const gzipJsonAnswer = async (
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (reply.getHeader('content-encoding') !== undefined) return payload;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (bytes.length < MIN_GZIP_BYTES) return payload;
  varyOnEncoding(reply);
  if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
  const zipped = await gzip(bytes);
  reply.header('content-encoding', 'gzip');
  reply.removeHeader('content-length');
  return zipped;
};
