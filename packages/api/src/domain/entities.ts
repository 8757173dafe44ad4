/** The entity types and entity page views (spec 2 §2), in one place for the server, machines and app. */
import type { EntityPermission, EntityType, Tier } from '../contract/common.ts';

/** Every entity type, exactly those of the contract's `EntityType` enum (a `Record`: the typecheck keeps them equal). */
const ENTITY_TYPE_SET: Record<EntityType, true> = { farm: true, cage: true, fishGroup: true, organization: true };

/**
 * farm, cage, fishGroup, organization. A plain list rather than the zod enum's `options`, so code that only checks
 * a type (the gating, in every app's entry) does not pull in zod and the contract.
 */
export const ENTITY_TYPES: readonly EntityType[] = Object.keys(ENTITY_TYPE_SET) as EntityType[];

export const isEntityType = (value: string | undefined): value is EntityType =>
  value !== undefined && (ENTITY_TYPES as readonly string[]).includes(value);

/** Entity page views in tab order (the lab view's table and the product benchmark come with their own issue). */
export const ENTITY_VIEWS = ['lice', 'feed', 'growth', 'mortality', 'harvest', 'lab'] as const;
export type EntityView = (typeof ENTITY_VIEWS)[number];

/** Views open to public entities and to the basics tier; every other view is private and essentials only. */
export const PUBLIC_ENTITY_VIEWS: readonly EntityView[] = ['lice'];

export const isEntityView = (value: string | undefined): value is EntityView =>
  value !== undefined && (ENTITY_VIEWS as readonly string[]).includes(value);

/** The tabs an entity shows a user: lice for everyone; the rest for private entities and essentials users. */
export const entityViewsFor = (permissions: EntityPermission, tier: Tier): EntityView[] =>
  permissions === 'private' && tier === 'essentials' ? [...ENTITY_VIEWS] : [...PUBLIC_ENTITY_VIEWS];
