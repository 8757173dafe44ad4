/** Spec 1 §3 entities: users, sessions, organizations, teams, config, notifications, pipelines, errors. */
import { z } from 'zod/mini';
import { EntityPermission, isoDate, isoDateTime, LIMITS, Locale, OrgRole, Species, inputText, Tier } from './common.ts';

export const NotificationEvent = z.enum(['disease-detected', 'risk-disease']);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/** One notification type of an event: active flag and an optional distance (km) with bounds. */
export const NotificationTypeSetting = z.object({
  key: inputText(LIMITS.name),
  active: z.boolean(),
  distance: z.nullable(
    z.object({ value: z.number().check(z.gte(20)).check(z.lte(60)), min: z.number(), max: z.number() }),
  ),
});
export type NotificationTypeSetting = z.infer<typeof NotificationTypeSetting>;

/** Notification settings per event key (also the weekly e-mail alert under `weekly-report`). */
export const NotificationSettings = z.record(
  inputText(LIMITS.name),
  z.object({ types: z.array(NotificationTypeSetting).check(z.maxLength(50)) }),
);
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const User = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  email: z.string(),
  title: z.string(),
  language: Locale,
  darkModeOn: z.boolean(),
  defaultOrganizationId: z.nullable(z.string()),
  perspective: z.nullable(z.string()),
  tier: Tier,
  isConfirmed: z.boolean(),
  verifiedEmail: z.boolean(),
  verificationSent: z.boolean(),
  upgradeStatus: z.nullable(z.enum(['upgrade', 'downgrade'])),
  notificationSettings: NotificationSettings,
});
export type User = z.infer<typeof User>;

export const Session = z.object({
  accessToken: z.nullable(z.string()),
  idToken: z.nullable(z.string()),
  expiresAt: z.nullable(z.number()),
  isLoggedIn: z.boolean(),
});
export type Session = z.infer<typeof Session>;

export const OrganizationPermissions = z.object({
  team: z.object({ add: z.boolean(), edit: z.boolean(), remove: z.boolean(), removeSelf: z.boolean() }),
  farm: z.object({ add: z.boolean(), remove: z.boolean() }),
  organization: z.object({ add: z.boolean(), edit: z.boolean(), remove: z.boolean() }),
});
export type OrganizationPermissions = z.infer<typeof OrganizationPermissions>;

export const TeamMember = z.object({
  id: z.string(),
  userId: z.string(),
  orgRole: OrgRole,
  createdAt: isoDateTime,
  addedBy: z.nullable(z.object({ id: z.string(), email: z.string() })),
  user: z.object({
    email: z.string(),
    name: z.string(),
    picture: z.string(),
    title: z.string(),
    verifiedEmail: z.boolean(),
  }),
  /** An invitation not accepted yet: no role until then, and only the address is shown (`user.email`). */
  invited: z.optional(z.boolean()),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const OrganizationFarm = z.object({ id: z.string(), name: z.string() });
export type OrganizationFarm = z.infer<typeof OrganizationFarm>;

export interface Organization {
  id: string;
  name: string;
  entityType: 'organization';
  tier: Tier;
  umbrellaOrganizationId: string;
  parentOrganizationId: string | null;
  subOrganizations: Organization[];
  /** Present only when the user has a role in the organization (otherwise empty). */
  team: TeamMember[];
  farms: OrganizationFarm[];
  /** The current user's role in this organization (null when inherited from an ancestor only). */
  privelege: OrgRole | null;
  permissions: OrganizationPermissions;
  maxBiomass: number;
  municipality: string[];
  productionArea: number[];
  regions: string[];
  species: Species[];
  isActive: boolean;
  isFallow: boolean;
}
export const Organization: z.ZodMiniType<Organization> = z.lazy(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    entityType: z.literal('organization'),
    tier: Tier,
    umbrellaOrganizationId: z.string(),
    parentOrganizationId: z.nullable(z.string()),
    subOrganizations: z.array(Organization),
    team: z.array(TeamMember),
    farms: z.array(OrganizationFarm),
    privelege: z.nullable(OrgRole),
    permissions: OrganizationPermissions,
    maxBiomass: z.number(),
    municipality: z.array(z.string()),
    productionArea: z.array(z.number()),
    regions: z.array(z.string()),
    species: z.array(Species),
    isActive: z.boolean(),
    isFallow: z.boolean(),
  }),
);

/** A farm in the config list (all farms the user can see: their organizations' farms are private). */
export const ConfigFarm = z.object({
  id: z.string(),
  name: z.string(),
  localityNumber: z.number(),
  productionArea: z.number(),
  municipality: z.string(),
  /** Null for a site known only from public data (issue 34: the national weekly reports name no operator). */
  operator: z.nullable(z.object({ id: z.string(), name: z.string(), inPerspective: z.boolean() })),
  permissions: EntityPermission,
  owned: z.boolean(),
  position: z.object({ lat: z.number(), lon: z.number() }),
  /** Null for a site known only from public data. */
  maxBiomass: z.nullable(z.number()),
  isActive: z.boolean(),
  isFallow: z.boolean(),
  /** Null for a site known only from public data. */
  species: z.nullable(Species),
  organizations: z.array(z.string()),
});
export type ConfigFarm = z.infer<typeof ConfigFarm>;

export const ConfigApp = z.object({
  application: z.object({ name: z.string(), version: z.string(), supportEmail: z.string(), today: isoDate }),
  seasons: z.array(z.string()),
  municipalities: z.array(z.object({ name: z.string(), productionArea: z.number() })),
  companies: z.array(
    z.object({ id: z.string(), name: z.string(), alias: z.string(), initials: z.string(), inPerspective: z.boolean() }),
  ),
  productionAreas: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ConfigApp = z.infer<typeof ConfigApp>;

export const ConfigFarms = z.object({ farms: z.array(ConfigFarm) });
export type ConfigFarms = z.infer<typeof ConfigFarms>;

export const GraphField = z.object({
  key: z.string(),
  unit: z.string(),
  decimals: z.number().check(z.int()),
  public: z.boolean(),
});
export const GraphTable = z.object({
  key: z.string(),
  group: z.nullable(z.string()),
  public: z.boolean(),
  fields: z.array(GraphField),
});
export const ConfigGraph = z.object({ graph: z.object({ tables: z.array(GraphTable) }) });
export type ConfigGraph = z.infer<typeof ConfigGraph>;

export const WeekRef = z.object({
  year: z.number().check(z.int()),
  week: z.number().check(z.int()).check(z.gte(1)).check(z.lte(53)),
  label: z.string(),
});
export type WeekRef = z.infer<typeof WeekRef>;
export const ConfigWeeks = z.object({ current: WeekRef, requested: z.nullable(WeekRef), weeks: z.array(WeekRef) });
export type ConfigWeeks = z.infer<typeof ConfigWeeks>;

export const ConfigOrganizations = z.object({
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      tier: Tier,
      umbrellaOrganizationId: z.string(),
      parentOrganizationId: z.nullable(z.string()),
      privelege: z.nullable(OrgRole),
    }),
  ),
  defaultOrganizationId: z.nullable(z.string()),
});
export type ConfigOrganizations = z.infer<typeof ConfigOrganizations>;

export const NotificationDoc = z.object({
  date: isoDateTime,
  severity: z.enum(['severe', 'warning']),
  cageIds: z.array(z.string()),
  disease: z.nullable(z.object({ type: z.string(), strain: z.nullable(z.string()) })),
  label: z.string(),
  change: z.nullable(z.object({ current: z.string(), previous: z.string() })),
});
export const Notification = z.object({
  id: z.string(),
  event: NotificationEvent,
  type: z.string(),
  isRead: z.boolean(),
  week: z.number().check(z.int()),
  year: z.number().check(z.int()),
  farmId: z.string(),
  productionId: z.nullable(z.string()),
  distance: z.nullable(z.number()),
  doc: NotificationDoc,
});
export type Notification = z.infer<typeof Notification>;

export const NotificationPage = z.object({
  values: z.array(Notification),
  page: z.number().check(z.int()),
  nextPage: z.nullable(z.number().check(z.int())),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const Pipeline = z.object({
  /** An import pipeline's id (`POST /pipelines/{id}/runs`); absent on a status row that takes no files. */
  id: z.optional(z.string()),
  /**
   * The record kind its files hold (`liceCounts`, `cageDays`, `treatments`, `harvests`, `labResults`, `diseaseCases`, `stockings`,
   * `environment`; `publicWeeks`; `demoSeed`: the demo seed's runs, no files taken).
   */
  kind: z.optional(z.string()),
  organization: z.object({ id: z.string(), name: z.string() }),
  pipeline: z.string(),
  lastSuccess: z.nullable(isoDateTime),
  lastExtract: z.nullable(isoDateTime),
  mostRecentDataPoint: z.nullable(isoDateTime),
  isDisabled: z.boolean(),
  /**
   * The "Public data" line (kind `publicWeeks`, issue 34: the national weekly lice reports, shown for every
   * organization): the last ISO week imported (`YYYY-WW`), null before any.
   */
  lastWeek: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}$/)))),
});
export type Pipeline = z.infer<typeof Pipeline>;

export const AnalyticsStory = z.object({ url: inputText(LIMITS.url), date: isoDateTime });
export type AnalyticsStory = z.infer<typeof AnalyticsStory>;

export const ErrorReport = z.object({
  onboarded: z.boolean(),
  tier: z.nullable(Tier),
  allowsCookies: z.boolean(),
  userAgent: inputText(LIMITS.name * 5),
  browserLanguage: inputText(LIMITS.name),
  type: z.enum(['API', 'Render']),
  environment: inputText(LIMITS.name),
  appView: inputText(LIMITS.url),
  requestUrl: z.nullable(inputText(LIMITS.url)),
  message: inputText(LIMITS.text, { multiline: true }),
});
export type ErrorReport = z.infer<typeof ErrorReport>;

/** Client-side error state (S1 §3). */
export const ErrorState = z.object({
  auth: z.boolean(),
  failure: z.boolean(),
  incidentId: z.nullable(z.string()),
  message: z.nullable(z.string()),
});
export type ErrorState = z.infer<typeof ErrorState>;
