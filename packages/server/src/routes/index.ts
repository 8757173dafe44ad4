/** Every call of both spec §7 tables on fastify, validated with the shared schemas from @havbruk/api; one module per area. */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gzip } from 'node:zlib';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { calls, type CallName } from '@havbruk/api';
import { acceptsGzip, varyOnEncoding } from '../compression.ts';
import { badRequest, forbidden } from '../errors.ts';
import { JsonText } from '../farmStore/map.ts';
import type { Viewer } from '../store.ts';
import {
  ACCOUNT_CALLS,
  bearerTokenOf,
  createAccess,
  formatIssue,
  hasShape,
  type AreaDeps,
  type HandlerInput,
  type Handlers,
  type RouteContext,
} from './access.ts';
import { ascHandlers } from './asc.ts';
import { configHandlers } from './config.ts';
import { farmDataHandlers } from './farmData.ts';
import { fileHandlers } from './files.ts';
import { importHandlers } from './imports.ts';
import { notificationHandlers } from './notifications.ts';
import { organizationHandlers } from './organizations.ts';
import { ANALYTICS_PER_MINUTE, ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_WINDOW, userHandlers } from './user.ts';

export { bearerTokenOf, type RouteContext } from './access.ts';

/**
 * Farm-data calls answered with an ETag. Farm data never changes for a dataset, so the tag is known before the
 * body is built: the call, its input, and what the viewer may see (tier, private farms, roles, perspective, the
 * directory version). A matching `If-None-Match` answers 304 without building the body.
 */
const ETAG_CALLS = new Set<CallName>(['getTimelineV2', 'getMapYearV2', 'getMapWeekV2']);
/**
 * Serialised bodies kept by tag (the same body for every viewer with the same access; public map keys for every
 * viewer), oldest dropped first beyond this many bytes: a repeated request costs the tag, not the body.
 */
const BODY_CACHE_BYTES = 48 * 1024 * 1024;

interface CachedBody {
  bytes: Buffer;
  /** The same body gzipped, once the background compression is done. */
  gzipped?: Buffer;
  compressing?: boolean;
}

/** The bytes of an answer already serialised. */
const bytesOf = ({ text }: JsonText): Buffer =>
  typeof text === 'string' ? Buffer.from(text) : Buffer.isBuffer(text) ? text : Buffer.from(text.join(''));

const sendBody = (request: FastifyRequest, reply: FastifyReply, body: CachedBody) => {
  reply.type('application/json; charset=utf-8');
  if (body.gzipped && acceptsGzip(request.headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(body.gzipped);
  return reply.send(body.bytes);
};

const directoryVersions = new WeakMap<object, number>();
let nextDirectoryVersion = 0;
const accessKey = (viewer: Viewer | null): string => {
  if (!viewer) return 'anonymous';
  let version = directoryVersions.get(viewer.directory);
  if (version === undefined) {
    version = nextDirectoryVersion += 1;
    directoryVersions.set(viewer.directory, version);
  }
  return [
    version,
    viewer.user.tier,
    [...viewer.privateFarmIds].sort().join(','),
    [...viewer.roles.keys()].sort().join(','),
    [...viewer.perspectiveOperators].sort().join(','),
  ].join('|');
};

/** Tags given out that a request may answer 304 with before its input is parsed (the oldest forgotten first). */
const ISSUED_TAGS = 50_000;

const matches = (ifNoneMatch: string | string[] | undefined, tag: string): boolean =>
  typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((value) => value.trim() === tag);

/** Body limit of a call (issue 13 item 7): 16 KB, more only for a call that needs it. */
export const BODY_LIMIT = 16 * 1024;
const BODY_LIMITS: Partial<Record<CallName, number>> = {
  // Up to 500 route visits of at most 2000 characters each; a batch is usually a few.
  sendAnalytics: 256 * 1024,
};

/** The key of a request's user (its bearer token's), else of its address. */
const userKey = async (request: FastifyRequest, context: RouteContext): Promise<string> => {
  const token = bearerTokenOf(request);
  const verified = token ? await context.verifyAccessToken(token) : null;
  return verified ? `user:${verified.userId}` : `ip:${request.ip}`;
};

/** Per-request limits (`@fastify/rate-limit` on the shared store): 429 with `retry-after` once reached. */
const routeLimits = (context: RouteContext): Partial<Record<CallName, RateLimitOptions>> => ({
  reportError: {
    max: ERROR_REPORTS_PER_WINDOW,
    timeWindow: ERROR_REPORT_WINDOW_MS,
    keyGenerator: (request) => `error-reports:${request.ip}`,
  },
  sendAnalytics: {
    max: ANALYTICS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: async (request) => `analytics:${await userKey(request, context)}`,
  },
});

export const registerRoutes = (app: FastifyInstance, context: RouteContext): void => {
  const limits = routeLimits(context);
  // Kept as bytes: a repeated answer is written to the socket as it is (no string to encode again). A body asked for
  // again is gzipped once in the background (zlib's thread pool; a body asked for once never costs it) and then sent
  // gzipped to the clients that accept it (every browser): a third of the bytes to write.
  const bodies = new Map<string, CachedBody>();
  let cachedBytes = 0;
  const keepBody = (tag: string, bytes: Buffer) => {
    if (bytes.length > BODY_CACHE_BYTES / 4) return;
    // The same body computed twice at once (concurrent first requests) is kept once.
    const replaced = bodies.get(tag);
    if (replaced) cachedBytes -= replaced.bytes.length + (replaced.gzipped?.length ?? 0);
    bodies.set(tag, { bytes });
    cachedBytes += bytes.length;
    for (const [oldTag, old] of bodies) {
      if (cachedBytes <= BODY_CACHE_BYTES) break;
      bodies.delete(oldTag);
      cachedBytes -= old.bytes.length + (old.gzipped?.length ?? 0);
    }
  };
  const sendKept = (tag: string, request: FastifyRequest, reply: FastifyReply, kept: CachedBody) => {
    if (!kept.gzipped && !kept.compressing) {
      kept.compressing = true;
      gzip(kept.bytes, (error, gzipped) => {
        if (error || bodies.get(tag) !== kept) return;
        kept.gzipped = gzipped;
        cachedBytes += gzipped.length;
      });
    }
    return sendBody(request, reply, kept);
  };
  /** Tags of answers sent (their input passed the schemas and the handler's checks): only these may 304 unparsed. */
  const issuedTags = new Set<string>();
  const issueTag = (tag: string) => {
    if (issuedTags.has(tag)) return;
    if (issuedTags.size >= ISSUED_TAGS) issuedTags.delete(issuedTags.values().next().value as string);
    issuedTags.add(tag);
  };
  const etagOf = (name: CallName, request: FastifyRequest, viewer: Viewer | null): string => {
    let input: string;
    try {
      input = JSON.stringify([
        context.version,
        context.imported.version,
        context.publicSites.version,
        context.store.dataset.seed,
        context.store.dataset.sites.length,
        name,
        request.params,
        request.query,
        request.body ?? null,
      ]);
    } catch {
      // Only a body nested deeper than the stack (thousands of arrays) fails here (issue 36 fuzz: it answered 500).
      throw badRequest('Invalid body: nested too deeply');
    }
    return `"${createHash('sha1').update(input).update(accessKey(viewer)).digest('base64url')}"`;
  };
  const access = createAccess(context);
  const { authenticate } = access;
  const deps: AreaDeps = { app, context, store: context.store, dataset: context.store.dataset, access };
  // Typed as `Handlers`: a contract call that no area answers is a type error here.
  const handlers: Handlers = {
    ...userHandlers(deps),
    ...configHandlers(deps),
    ...organizationHandlers(deps),
    ...notificationHandlers(deps),
    ...farmDataHandlers(deps),
    ...ascHandlers(deps),
    ...fileHandlers(deps),
    ...importHandlers(deps),
  };

  for (const [name, definition] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    app.route({
      method: definition.method,
      url: definition.path.replace(/\{(\w+)\}/g, ':$1'),
      bodyLimit: BODY_LIMITS[name] ?? BODY_LIMIT,
      ...(limits[name] ? { config: { rateLimit: limits[name] } } : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = await authenticate(request, definition.access !== 'open');
        if (viewer && definition.access !== 'open' && !ACCOUNT_CALLS.has(name)) access.requireSetupDone(viewer);
        if (viewer && definition.access === 'essentials' && viewer.user.tier !== 'essentials')
          throw forbidden('This requires the essentials tier');
        // The tag comes from the request as sent (before the schemas parse it): a repeated request with a tag this
        // server gave out answers 304 without parsing its input or building its body.
        const tag = ETAG_CALLS.has(name) ? etagOf(name, request, viewer) : undefined;
        if (tag !== undefined) {
          reply.header('etag', tag);
          reply.header('cache-control', 'private, no-cache');
          varyOnEncoding(reply);
          if (issuedTags.has(tag)) {
            if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
            // A body already sent for this very request and access is sent again without parsing the input.
            const cached = bodies.get(tag);
            if (cached) return sendKept(tag, request, reply, cached);
          }
        }
        const parse = (where: string, schema: z.ZodMiniType, value: unknown) => {
          const result = schema.safeParse(value ?? {});
          if (!result.success) throw badRequest(formatIssue(where, result.error));
          return result.data;
        };
        const params = hasShape(definition.params) ? parse('path', definition.params, request.params) : {};
        const query = hasShape(definition.query) ? parse('query', definition.query, request.query) : {};
        const body =
          definition.method === 'GET' || definition.method === 'DELETE' || definition.upload
            ? undefined
            : parse('body', definition.body, request.body);
        const handler = handlers[name] as (input: HandlerInput<CallName>) => Promise<unknown>;
        const input = { params, query, body, viewer, request } as HandlerInput<CallName>;
        if (tag === undefined) {
          const answer = await handler(input);
          if (!(answer instanceof JsonText)) return reply.send(answer);
          // Parts are sent one after another as they are (chunked), never joined.
          if (Array.isArray(answer.text))
            return reply.type('application/json; charset=utf-8').send(Readable.from(answer.text));
          return sendBody(request, reply, { bytes: bytesOf(answer) });
        }
        const kept = bodies.get(tag);
        if (kept) {
          issueTag(tag);
          return sendKept(tag, request, reply, kept);
        }
        const answer = await handler(input);
        const bytes = bytesOf(answer instanceof JsonText ? answer : new JsonText(JSON.stringify(answer)));
        keepBody(tag, bytes);
        issueTag(tag);
        return sendBody(request, reply, { bytes });
      },
    });
  }
};
