/** Every call of both spec §7 tables on fastify, validated with the shared schemas from @havbruk/api; one module per area. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { calls, type CallName } from '@havbruk/api';
import { badRequest, forbidden } from '../errors.ts';
import {
  ACCOUNT_CALLS,
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
import { notificationHandlers } from './notifications.ts';
import { organizationHandlers } from './organizations.ts';
import { userHandlers } from './user.ts';

export { bearerTokenOf, type RouteContext } from './access.ts';

export const registerRoutes = (app: FastifyInstance, context: RouteContext): void => {
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
  };

  for (const [name, definition] of Object.entries(calls) as [CallName, (typeof calls)[CallName]][]) {
    app.route({
      method: definition.method,
      url: definition.path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const viewer = await authenticate(request, definition.access !== 'open');
        if (viewer && definition.access !== 'open' && !ACCOUNT_CALLS.has(name)) access.requireSetupDone(viewer);
        if (viewer && definition.access === 'essentials' && viewer.user.tier !== 'essentials')
          throw forbidden('This requires the essentials tier');
        const parse = (where: string, schema: z.ZodType, value: unknown) => {
          const result = schema.safeParse(value ?? {});
          if (!result.success) throw badRequest(formatIssue(where, result.error));
          return result.data;
        };
        const params = hasShape(definition.params) ? parse('path', definition.params, request.params) : {};
        const query = hasShape(definition.query) ? parse('query', definition.query, request.query) : {};
        const body =
          definition.method === 'GET' || definition.method === 'DELETE'
            ? undefined
            : parse('body', definition.body, request.body);
        const handler = handlers[name] as (input: HandlerInput<CallName>) => Promise<unknown>;
        const result = await handler({ params, query, body, viewer, request } as HandlerInput<CallName>);
        return reply.send(result);
      },
    });
  }
};
