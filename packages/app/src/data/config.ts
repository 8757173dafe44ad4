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
import { isoWeek, isoWeekYear } from '@havbruk/ui';
import { AbortedRequest, keyId, type ApiKey } from './dataLayer.ts';

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

/** The five config calls' answers, before they are merged with the user (`appConfigOf`). */
export interface ConfigAnswers {
  app: ConfigApp;
  farms: ConfigFarms;
  graph: ConfigGraph;
  weeks: ConfigWeeks;
  organizations: ConfigOrganizations;
}

/** The week the config's week list is asked for (today's ISO week). */
export const configWeek = (today = new Date()) => ({ year: isoWeekYear(today), week: isoWeek(today) });

/**
 * The data layer's run id of the config calls for a week: the user check starts them ahead (`DataLayer.ahead`) and
 * the config's first fetch takes that run.
 */
export const configRunId = (week: { year: number; week: number }): string =>
  keyId(['config', week] as unknown as ApiKey);

/**
 * `/config/app`, `/config/farms`, `/config/graph`, `/config/weeks/{year}/{week}` and `/config/organizations`
 * fetched together (one signal).
 */
export async function fetchConfigAnswers(
  client: ApiClient,
  week: { year: number; week: number },
  signal?: AbortSignal,
): Promise<ConfigAnswers> {
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
  return { app, farms, graph, weeks, organizations };
}

/** The config calls' answers merged, with the user's default organization. */
export const appConfigOf = (
  { app, farms, graph, weeks, organizations }: ConfigAnswers,
  user: Pick<User, 'defaultOrganizationId'> | null,
): AppConfig => ({
  ...app,
  farms: farms.farms,
  graph: graph.graph,
  weeks,
  organizations: organizations.organizations,
  defaultOrganizationId: defaultOrganizationOf(user, organizations.organizations, organizations.defaultOrganizationId),
});
