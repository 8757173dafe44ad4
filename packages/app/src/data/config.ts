import type {
  ApiClient,
  ConfigApp,
  ConfigFarms,
  ConfigGraph,
  ConfigOrganizations,
  ConfigWeeks,
  User,
} from '@havbruk/api';
import { isAborted } from '@havbruk/api';
import { AbortedRequest } from './dataLayer.ts';

/** The merged config (spec S1 §3 Config): every config call's answer in one object. */
export interface AppConfig extends ConfigApp {
  farms: ConfigFarms['farms'];
  graph: ConfigGraph['graph'];
  weeks: ConfigWeeks;
  organizations: ConfigOrganizations['organizations'];
  /** The user's default organization, else the top-level organization (spec S1 §4). */
  defaultOrganizationId: string | null;
}

type ConfigOrganization = ConfigOrganizations['organizations'][number];

/**
 * Default organization after config load: the user's default when they still belong to it, else the
 * server's default, else the first top-level organization (one whose umbrella id is its own id).
 */
export function defaultOrganizationOf(
  user: Pick<User, 'defaultOrganizationId'> | null,
  organizations: ConfigOrganization[],
  serverDefault: string | null = null,
): string | null {
  const known = (id: string | null | undefined) => Boolean(id && organizations.some((org) => org.id === id));
  if (known(user?.defaultOrganizationId)) return user?.defaultOrganizationId ?? null;
  if (known(serverDefault)) return serverDefault;
  return organizations.find((org) => org.umbrellaOrganizationId === org.id)?.id ?? organizations[0]?.id ?? null;
}

/**
 * `/config/app`, `/config/farms`, `/config/graph`, `/config/weeks/{year}/{week}` and `/config/organizations`
 * fetched together (one signal) and merged.
 */
export async function fetchAppConfig(
  client: ApiClient,
  week: { year: number; week: number },
  user: Pick<User, 'defaultOrganizationId'> | null,
  signal?: AbortSignal,
): Promise<AppConfig> {
  const options = { signal };
  const [app, farms, graph, weeks, organizations] = await Promise.all([
    client.call('getConfigApp', {}, options),
    client.call('getConfigFarms', {}, options),
    client.call('getConfigGraph', {}, options),
    client.call('getConfigWeeks', { params: week }, options),
    client.call('getConfigOrganizations', {}, options),
  ]);
  if (isAborted(app) || isAborted(farms) || isAborted(graph) || isAborted(weeks) || isAborted(organizations)) {
    throw new AbortedRequest();
  }
  return {
    ...app,
    farms: farms.farms,
    graph: graph.graph,
    weeks,
    organizations: organizations.organizations,
    defaultOrganizationId: defaultOrganizationOf(
      user,
      organizations.organizations,
      organizations.defaultOrganizationId,
    ),
  };
}
