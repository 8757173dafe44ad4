/** Shared enumerations and small schemas used by both spec documents. */
import { z } from 'zod';
import { LIMITS } from './limits.ts';

export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD');
export const isoDateTime = z.string().min(10).max(40);

export const Tier = z.enum(['basics', 'essentials']);
export type Tier = z.infer<typeof Tier>;
export const OrgRole = z.enum(['super_admin', 'admin', 'member']);
export type OrgRole = z.infer<typeof OrgRole>;
/** A language of the product (the user's `language`, the UI's locale): the one language type of every package. */
export const Locale = z.enum(['en', 'no']);
export type Locale = z.infer<typeof Locale>;
export const EntityType = z.enum(['farm', 'cage', 'fishGroup', 'organization']);
export type EntityType = z.infer<typeof EntityType>;
export const EntityPermission = z.enum(['public', 'private']);
export type EntityPermission = z.infer<typeof EntityPermission>;
export const Species = z.enum(['atlanticSalmon', 'rainbowTrout']);
export type Species = z.infer<typeof Species>;
export const RiskLevel = z.enum(['high', 'moderate', 'low', 'unknown']);
export type RiskLevel = z.infer<typeof RiskLevel>;
export const Aggregation = z.enum(['day', 'week', 'month', 'daysIn', 'weeksIn', 'monthsIn']);
export type Aggregation = z.infer<typeof Aggregation>;
export const TreatmentCategory = z.enum([
  'medicinalBath',
  'medicinalFeed',
  'mechanical',
  'thermal',
  'freshwater',
  'cleanerFish',
]);
export type TreatmentCategory = z.infer<typeof TreatmentCategory>;
export const DiseaseType = z.enum(['PD', 'ILA']);
export type DiseaseType = z.infer<typeof DiseaseType>;

/** Every error response of the API. */
export const ErrorBody = z.object({ message: z.string(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Success = z.object({ success: z.boolean() });
export type Success = z.infer<typeof Success>;

export { LIMITS } from './limits.ts';

/** An id in a path, query or body. */
export const Id = z.string().min(1).max(LIMITS.id);

/**
 * A comma list of sensor keys (`farm`, cage or fish group ids, an organization's farm ids): de-duplicated (order
 * kept) and at most {@link LIMITS.sensorKeys} keys.
 */
export const SensorKeys = z
  .string()
  .max(LIMITS.commaList)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
  ])
  .refine((keys) => keys.length <= LIMITS.sensorKeys, `at most ${LIMITS.sensorKeys} sensor keys`)
  .refine((keys) => keys.every((key) => key.length <= LIMITS.id), `a sensor key has at most ${LIMITS.id} characters`)
  .transform((keys) => keys.join(','));

/** A comma-separated list in a query string, parsed to an array of non-empty strings. */
export const commaList = z
  .string()
  .max(LIMITS.commaList)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/** An entity reference used by the farm data calls. */
export const EntityRef = z.object({
  entityType: EntityType,
  id: Id,
  genId: Id.optional(),
});
export type EntityRef = z.infer<typeof EntityRef>;
