/**
 * The call registry: every call of both spec §7 tables (plus the designed ones the spec leaves open), with
 * method, path, and the zod schemas of path params, query, body and response. Shared by the typed client
 * and the reference server, so both validate against the same contract.
 */
import { z } from 'zod/mini';
import {
  AnalyticsStory,
  ConfigApp,
  ConfigFarms,
  ConfigGraph,
  ConfigOrganizations,
  ConfigWeeks,
  ErrorReport,
  Notification,
  NotificationPage,
  NotificationSettings,
  Organization,
  OrganizationFarm,
  Pipeline,
  TeamMember,
  User,
} from './account.ts';
import { ImportRun, ImportRunReport, MAX_IMPORT_MB, PipelineRunParams, StartImportQuery } from './imports.ts';
import { commaList, EmailAddress, Id, isoDate, LIMITS, Locale, OrgRole, Success, inputText, Tier } from './common.ts';
import {
  AscCompany,
  AscFarmData,
  CategorizationRequest,
  Conditions,
  ConditionsRequest,
  ConditionsResponse,
  Entity,
  EntityQuery,
  GrowthCategorization,
  HarvestCategorization,
  HarvestRequest,
  HarvestResponse,
  LabResponse,
  MapDataQuery,
  MapDataResponse,
  MitigationsResponse,
  MortalityCategorization,
  ProductsResponse,
  RecommendationRequest,
  RisksRequest,
  RisksResponse,
  SearchQuery,
  SearchResponse,
  TimelineRequest,
  TimelineResponse,
  TreatmentPlacesResponse,
} from './farm.ts';
import {
  checkMapV2,
  checkTimelineV2,
  decodeMapV2,
  MapV2Query,
  MapV2Wire,
  TimelineV2Request,
  TimelineV2Response,
  type ShapeIssue,
} from './farmV2.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may make a call: `open` needs no token; `user` any signed-in user; `essentials` the essentials tier. */
export type CallAccess = 'open' | 'user' | 'essentials';

export interface CallDefinition<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Path with `{param}` placeholders. */
  path: string;
  access: CallAccess;
  params: P;
  query: Q;
  body: B;
  response: R;
  /** Requests that must not be cancelled by an abort (error reports). */
  notAbortable?: boolean;
  /**
   * The body is a file's bytes, streamed to the handler unparsed (import runs); at most `maxBytes`, else 413.
   * `body` is then `z.undefined()`: the client sends the file itself (the app with progress, `uploadFile`).
   */
  upload?: { maxBytes: number };
  /**
   * Cheap shape-and-length check of a large response, used instead of the full schema parse when the client
   * runs with `validation: 'cheap'` (production).
   */
  check?: (payload: unknown) => ShapeIssue | null;
  /**
   * Turns a payload that passed `check` into the answer the screens get (the `response` schema does the same
   * in its transform when the client parses in full). Only for answers whose wire form differs from their type.
   */
  decode?: (payload: never) => unknown;
}

/** A map answer: the wire form checked, then decoded (masks as 0/1 arrays). */
const MapV2Answer = z.pipe(MapV2Wire, z.transform(decodeMapV2));

const none = z.strictObject({});
const noBody = z.undefined();

const call = <
  P extends z.ZodMiniType = typeof none,
  Q extends z.ZodMiniType = typeof none,
  B extends z.ZodMiniType = typeof noBody,
  R extends z.ZodMiniType = z.ZodMiniType,
>(definition: {
  method: HttpMethod;
  path: string;
  access?: CallAccess;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  notAbortable?: boolean;
  upload?: { maxBytes: number };
  check?: (payload: unknown) => ShapeIssue | null;
  decode?: (payload: never) => z.output<R>;
}): CallDefinition<P, Q, B, R> =>
  ({
    access: 'user',
    params: none as unknown as P,
    query: none as unknown as Q,
    body: noBody as unknown as B,
    ...definition,
  }) as CallDefinition<P, Q, B, R>;

const id = z.object({ id: Id });
const notEmptyName = inputText(LIMITS.name).check(z.trim()).check(z.minLength(1, "Name can't be empty"));

export const UserUpdate = z.partial(
  z.strictObject({
    language: Locale,
    darkModeOn: z.boolean(),
    defaultOrganizationId: z.nullable(Id),
    perspective: z.nullable(Id),
    name: notEmptyName,
    title: inputText(120).check(z.trim()),
    /** Settings by event: each given event replaces that event's settings. */
    notificationSettings: NotificationSettings,
  }),
);
export type UserUpdate = z.infer<typeof UserUpdate>;

/** A short-lived signed link to a file the browser opens itself (designed: no token in file URLs). */
export const FileLinkRequest = z.strictObject({
  path: inputText(300).check(z.regex(/^\/files\/[\w.\-/]+$/, 'must be a file path on this server')),
});
export const FileLink = z.object({ url: z.string(), expiresAt: z.string() });

export const calls = {
  // ----------------------------------------------------------- spec 1 §7: user
  getUser: call({ method: 'GET', path: '/users/data', response: User }),
  updateUser: call({ method: 'PUT', path: '/users/data', body: UserUpdate, response: User }),
  checkUser: call({
    method: 'POST',
    path: '/users/data/check',
    body: z.object({ idToken: inputText(LIMITS.token).check(z.minLength(1)) }),
    response: User,
  }),
  onboardUser: call({
    method: 'POST',
    path: '/users/data/onboard',
    body: z.object({ language: Locale }),
    response: User,
  }),
  reportError: call({
    method: 'POST',
    path: '/users/data/error',
    access: 'open',
    body: ErrorReport,
    response: z.object({ incidentId: z.string() }),
    notAbortable: true,
  }),
  sendAnalytics: call({
    method: 'POST',
    path: '/users/data/analytics',
    body: z.object({
      story: z.array(AnalyticsStory).check(z.maxLength(500)),
      appVersion: inputText(LIMITS.name),
      userAgent: inputText(LIMITS.name * 5),
    }),
    response: Success,
  }),
  deleteUser: call({ method: 'DELETE', path: '/users/data', response: Success }),
  clearUpgradeStatus: call({ method: 'GET', path: '/users/data/status/upgrade/clear', response: User }),
  sendVerificationEmail: call({
    method: 'GET',
    path: '/verify/email/send',
    response: z.object({ success: z.boolean(), verificationSent: z.boolean() }),
  }),
  verifyEmail: call({
    method: 'GET',
    path: '/verify/email',
    access: 'open',
    query: z.object({ token: inputText(LIMITS.token).check(z.minLength(1)) }),
    response: z.object({
      success: z.boolean(),
      reason: z.nullable(z.enum(['expired', 'invalid'])),
      user: z.nullable(User),
    }),
  }),
  unsubscribe: call({
    method: 'GET',
    path: '/verify/unsubscribe',
    access: 'open',
    query: z.object({ token: inputText(LIMITS.token).check(z.minLength(1)) }),
    response: Success,
  }),
  // ----------------------------------------------------------- config (fetched together at start)
  getConfigApp: call({ method: 'GET', path: '/config/app', response: ConfigApp }),
  getConfigFarms: call({ method: 'GET', path: '/config/farms', response: ConfigFarms }),
  getConfigGraph: call({ method: 'GET', path: '/config/graph', response: ConfigGraph }),
  getConfigWeeks: call({
    method: 'GET',
    path: '/config/weeks/{year}/{week}',
    params: z.object({
      year: z.coerce.number().check(z.int()).check(z.gte(2000)).check(z.lte(2100)),
      week: z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(53)),
    }),
    response: ConfigWeeks,
  }),
  getConfigOrganizations: call({ method: 'GET', path: '/config/organizations', response: ConfigOrganizations }),
  // ----------------------------------------------------------- organizations
  createOrganization: call({
    method: 'POST',
    path: '/organizations',
    access: 'essentials',
    body: z.object({
      name: notEmptyName,
      tier: Tier,
      parentOrganizationId: Id,
      umbrellaOrganizationId: Id,
    }),
    response: Organization,
  }),
  renameOrganization: call({
    method: 'PUT',
    path: '/organizations/{id}',
    access: 'essentials',
    params: id,
    body: z.object({ name: notEmptyName }),
    response: Organization,
  }),
  deleteOrganization: call({
    method: 'DELETE',
    path: '/organizations/{id}',
    access: 'essentials',
    params: id,
    response: Success,
  }),
  getOrganizationStructure: call({
    method: 'GET',
    path: '/organizations/structure',
    access: 'essentials',
    response: z.object({ organizations: z.array(Organization) }),
  }),
  getPipelines: call({
    method: 'GET',
    path: '/organizations/pipelines',
    access: 'essentials',
    response: z.object({ pipelines: z.array(Pipeline) }),
  }),
  startPipelineRun: call({
    method: 'POST',
    path: '/pipelines/{id}/runs',
    access: 'essentials',
    params: id,
    query: StartImportQuery,
    upload: { maxBytes: MAX_IMPORT_MB * 1024 * 1024 },
    response: ImportRunReport,
  }),
  getPipelineRuns: call({
    method: 'GET',
    path: '/pipelines/{id}/runs',
    access: 'essentials',
    params: id,
    response: z.object({ runs: z.array(ImportRun) }),
  }),
  getPipelineRun: call({
    method: 'GET',
    path: '/pipelines/{id}/runs/{runId}',
    access: 'essentials',
    params: PipelineRunParams,
    response: ImportRunReport,
  }),
  addTeamMembers: call({
    method: 'PUT',
    path: '/organizations/{id}/team',
    access: 'essentials',
    params: id,
    body: z.object({
      team: z
        .array(z.object({ email: EmailAddress, orgRole: OrgRole }))
        .check(z.minLength(1))
        .check(z.maxLength(50)),
    }),
    response: z.object({ team: z.array(TeamMember) }),
  }),
  updateTeamRoles: call({
    method: 'PUT',
    path: '/organizations/{id}/team/roles',
    access: 'essentials',
    params: id,
    body: z.object({
      team: z
        .array(z.object({ userId: Id, orgRole: OrgRole }))
        .check(z.minLength(1))
        .check(z.maxLength(100)),
    }),
    response: z.object({ team: z.array(TeamMember) }),
  }),
  removeTeamMembers: call({
    method: 'PUT',
    path: '/organizations/{id}/team/remove',
    access: 'essentials',
    params: id,
    body: z.object({ userIds: z.array(Id).check(z.minLength(1)).check(z.maxLength(LIMITS.ids)) }),
    response: z.object({ team: z.array(TeamMember) }),
  }),
  removeFarms: call({
    method: 'PUT',
    path: '/organizations/{id}/farms/remove',
    access: 'essentials',
    params: id,
    body: z.object({ farmIds: z.array(Id).check(z.minLength(1)).check(z.maxLength(LIMITS.ids)) }),
    response: z.object({ farms: z.array(OrganizationFarm) }),
  }),
  addFarms: call({
    method: 'PUT',
    path: '/organizations/farms',
    access: 'essentials',
    body: z.object({ organization: Id, farmIds: z.array(Id).check(z.minLength(1)).check(z.maxLength(LIMITS.ids)) }),
    response: z.object({ farms: z.array(OrganizationFarm) }),
  }),
  resendMemberVerification: call({
    method: 'GET',
    path: '/organizations/{id}/team/{memberId}/resend',
    access: 'essentials',
    params: z.object({ id: Id, memberId: Id }),
    response: Success,
  }),
  // ----------------------------------------------------------- notifications
  getUnreadCount: call({
    method: 'GET',
    path: '/data/notifications/{umbrellaOrgId}/unread',
    access: 'essentials',
    params: z.object({ umbrellaOrgId: Id }),
    response: z.object({ count: z.number().check(z.int()).check(z.gte(0)) }),
  }),
  toggleNotification: call({
    method: 'PUT',
    path: '/data/notifications/{notificationId}',
    access: 'essentials',
    params: z.object({ notificationId: Id }),
    body: z.object({ isRead: z.boolean() }),
    response: Notification,
  }),
  getNotifications: call({
    method: 'GET',
    path: '/data/notifications/{umbrellaOrgId}',
    access: 'essentials',
    params: z.object({ umbrellaOrgId: Id }),
    query: z.object({
      events: z.optional(inputText(LIMITS.commaList)),
      farmIds: z.optional(inputText(LIMITS.commaList)),
      page: z._default(z.coerce.number().check(z.int()).check(z.gte(1)), 1),
      limit: z._default(z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(100)), 20),
      sort: z._default(z.enum(['newest', 'unread']), 'newest'),
    }),
    response: NotificationPage,
  }),
  // ----------------------------------------------------------- spec 2 §7
  getAscCompany: call({
    method: 'GET',
    path: '/asc/data/{alias}',
    access: 'open',
    params: z.object({ alias: Id }),
    response: AscCompany,
  }),
  getAscFarm: call({
    method: 'GET',
    path: '/asc/data/farm/{farmId}',
    access: 'open',
    params: z.object({ farmId: Id }),
    response: AscFarmData,
  }),
  getTimeline: call({
    method: 'POST',
    path: '/timeline/data/entity',
    body: TimelineRequest,
    response: TimelineResponse,
  }),
  getConditions: call({
    method: 'POST',
    path: '/conditions/data/status',
    access: 'essentials',
    body: ConditionsRequest,
    response: ConditionsResponse,
  }),
  getEntityConditions: call({
    method: 'POST',
    path: '/conditions/data/entity',
    body: EntityQuery,
    response: Conditions,
  }),
  getGrowthCategorization: call({
    method: 'POST',
    path: '/benchmark/data/categorizations/growth',
    access: 'essentials',
    body: CategorizationRequest,
    response: GrowthCategorization,
  }),
  getMortalityCategorization: call({
    method: 'POST',
    path: '/benchmark/data/categorizations/mortality',
    access: 'essentials',
    body: CategorizationRequest,
    response: MortalityCategorization,
  }),
  getHarvestCategorization: call({
    method: 'POST',
    path: '/benchmark/data/categorizations/harvest',
    access: 'essentials',
    body: CategorizationRequest,
    response: HarvestCategorization,
  }),
  getRisks: call({
    method: 'POST',
    path: '/health/data/risks',
    access: 'essentials',
    body: RisksRequest,
    response: RisksResponse,
  }),
  getLabOrders: call({
    method: 'GET',
    path: '/events/data/lab',
    access: 'essentials',
    query: EntityQuery,
    response: LabResponse,
  }),
  getProductUsages: call({
    method: 'GET',
    path: '/benchmark/data/products/all',
    access: 'essentials',
    query: EntityQuery,
    response: ProductsResponse,
  }),
  getMapYear: call({
    method: 'GET',
    path: '/map/data/{year}',
    params: z.object({ year: z.coerce.number().check(z.int()).check(z.gte(2000)).check(z.lte(2100)) }),
    query: MapDataQuery,
    response: MapDataResponse,
  }),
  getMapWeek: call({
    method: 'GET',
    path: '/map/data/{year}/{week}',
    params: z.object({
      year: z.coerce.number().check(z.int()).check(z.gte(2000)).check(z.lte(2100)),
      week: z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(53)),
    }),
    query: MapDataQuery,
    response: MapDataResponse,
  }),
  getTreatmentPlaces: call({
    method: 'POST',
    path: '/recommend/data/places/treatment',
    access: 'essentials',
    body: RecommendationRequest,
    response: TreatmentPlacesResponse,
  }),
  getTreatmentMitigations: call({
    method: 'POST',
    path: '/recommend/data/mitigations/treatment',
    access: 'essentials',
    body: RecommendationRequest,
    response: MitigationsResponse,
  }),
  getHarvestActions: call({
    method: 'POST',
    path: '/recommend/data/actions/harvest',
    access: 'essentials',
    body: HarvestRequest,
    response: HarvestResponse,
  }),
  // ----------------------------------------------------------- v2: columnar timeline and map
  getTimelineV2: call({
    method: 'POST',
    path: '/v2/timeline/data/entity',
    body: TimelineV2Request,
    response: TimelineV2Response,
    check: checkTimelineV2,
  }),
  getMapYearV2: call({
    method: 'GET',
    path: '/v2/map/data/{year}',
    params: z.object({ year: z.coerce.number().check(z.int()).check(z.gte(2000)).check(z.lte(2100)) }),
    query: MapV2Query,
    response: MapV2Answer,
    check: checkMapV2,
    decode: decodeMapV2,
  }),
  getMapWeekV2: call({
    method: 'GET',
    path: '/v2/map/data/{year}/{week}',
    params: z.object({
      year: z.coerce.number().check(z.int()).check(z.gte(2000)).check(z.lte(2100)),
      week: z.coerce.number().check(z.int()).check(z.gte(1)).check(z.lte(53)),
    }),
    query: MapV2Query,
    response: MapV2Answer,
    check: checkMapV2,
    decode: decodeMapV2,
  }),
  // ----------------------------------------------------------- designed (paths not shown in the spec)
  createFileLink: call({ method: 'POST', path: '/files/links', body: FileLinkRequest, response: FileLink }),
  search: call({ method: 'GET', path: '/search/data', query: SearchQuery, response: SearchResponse }),
  getEntity: call({
    method: 'GET',
    path: '/entities/data/{entityType}/{id}',
    params: z.object({ entityType: z.enum(['farm', 'cage', 'fishGroup', 'organization']), id: Id }),
    response: Entity,
  }),
} as const;

export type Calls = typeof calls;
export type CallName = keyof Calls;

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;
type IsEmpty<T> = [keyof T] extends [never] ? true : string extends keyof T ? true : false;

/** The input of a call: `{ params, query, body }`, each present only when the call has it. */
export type CallInput<K extends CallName> = (IsEmpty<Input<Calls[K]['params']>> extends true
  ? { params?: undefined }
  : { params: Input<Calls[K]['params']> }) &
  (IsEmpty<Input<Calls[K]['query']>> extends true ? { query?: undefined } : { query: Input<Calls[K]['query']> }) &
  (Input<Calls[K]['body']> extends undefined ? { body?: undefined } : { body: Input<Calls[K]['body']> });

export type CallOutput<K extends CallName> = z.infer<Calls[K]['response']>;
export type CallBody<K extends CallName> = z.infer<Calls[K]['body']>;
export type CallQuery<K extends CallName> = z.infer<Calls[K]['query']>;
export type CallParams<K extends CallName> = z.infer<Calls[K]['params']>;

/** Fills `{param}` placeholders of a path. */
export const buildPath = (path: string, params: Record<string, string | number> | undefined): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`missing path parameter ${key} for ${path}`);
    return encodeURIComponent(String(value));
  });

export { commaList, isoDate };
