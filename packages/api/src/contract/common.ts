/** Shared enumerations and small schemas used by both spec documents. */
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { LIMITS } from './limits.ts';

// zod/mini loads no messages ("Invalid input" for every issue): the English ones classic zod gave, so the server's
// 400 answers still say what failed ("Too big: expected string to have <=254 characters").
z.config(en());

/** C0 controls (NUL included), DEL and C1 controls: never in anything a client sends. */
const CONTROL = /\p{Cc}/u;
/** The same, but tab, line feed and carriage return allowed (free text: an error message and its stack). */
const CONTROL_IN_TEXT = /(?![\t\n\r])\p{Cc}/u;
/**
 * Invisible characters that make look-alikes: soft hyphen, zero-width spaces and joiners, direction marks and
 * overrides, word joiner, invisible operators, byte order mark.
 */
export const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

/**
 * A string a client sends (issue 36 item 2): at most `max` characters, no control characters (a NUL answered 500
 * where the database refused it) and no lone surrogates, refused at the schema with the field named. `multiline` allows tab, line feed and
 * carriage return (free text). Every string of every call's path, query and body is one of these (a test walks
 * the contract).
 */
export const inputText = (max: number, options: { multiline?: boolean } = {}) =>
  z
    .string()
    .check(z.maxLength(max))
    .check(
      z.refine(
        (value) => !(options.multiline ? CONTROL_IN_TEXT : CONTROL).test(value),
        'must not contain control characters',
      ),
    )
    // A lone surrogate has no UTF-8 form: the database refused it (500; found by the fuzz test).
    .check(z.refine((value) => !/\p{Cs}/u.test(value), 'must be valid Unicode (a lone surrogate)'));

/**
 * The one form of an e-mail address: trimmed, Unicode NFC, lower case, without the trailing dot(s) of a fully
 * qualified domain (`ingrid@nordvik.example.` is `ingrid@nordvik.example`).
 */
export const normalizeEmail = (value: string): string =>
  value.trim().normalize('NFC').toLowerCase().replace(/\.+$/, '');

/**
 * An e-mail address a client sends (issue 36 item 10): no control or invisible characters (a zero-width space made a
 * look-alike account), answered in its normal form ({@link normalizeEmail}).
 */
export const EmailAddress = z.pipe(
  z.pipe(
    inputText(254).check(z.refine((value) => !INVISIBLE.test(value), 'must not contain invisible characters')),
    z.transform(normalizeEmail),
  ),
  z.string().check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email is invalid!')),
);

const DAY_MS = 86_400_000;
/** Day number (days since 1970-01-01) of a YYYY-MM-DD string that is a real calendar date, else NaN. */
const calendarDay = (value: string): number => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value) ? time / DAY_MS : Number.NaN;
};

/**
 * A calendar date YYYY-MM-DD (issue 36 item 1): a real date (no 2026-13-01, 2026-02-30) between `LIMITS.firstDate`
 * and `LIMITS.lastDate`.
 */
export const isoDate = z
  .string()
  .check(z.maxLength(10))
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD'))
  .check(z.refine((value) => Number.isFinite(calendarDay(value)), 'is not a calendar date'))
  .check(
    z.refine(
      (value) => value >= LIMITS.firstDate && value <= LIMITS.lastDate,
      `must be between ${LIMITS.firstDate} and ${LIMITS.lastDate}`,
    ),
  );
/** A date and time (ISO 8601: the date, optionally a time and a zone) whose date part is an {@link isoDate}. */
export const isoDateTime = z
  .string()
  .check(z.minLength(10))
  .check(z.maxLength(40))
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      'expected a date and time (ISO 8601)',
    ),
  )
  .check(
    z.refine(
      (value) => isoDate.safeParse(value.slice(0, 10)).success && Number.isFinite(Date.parse(value)),
      `expected a date and time between ${LIMITS.firstDate} and ${LIMITS.lastDate}`,
    ),
  );

/**
 * Why a date range is refused (`end` before `start`, or longer than `maxDays` days), or null. Both are isoDates.
 * The schemas check the ranges a request states; a server checks a range it completes with defaults.
 */
export const rangeIssue = (start: string, end: string, maxDays: number): string | null => {
  const days = calendarDay(end) - calendarDay(start);
  if (days < 0) return 'must not be before start';
  if (days + 1 > maxDays) return `the range may span at most ${maxDays} days`;
  return null;
};

/** Adds the range check to an object schema with `start` and `end` dates (an issue on `end`). */
export const withRange =
  (maxDays: number) =>
  (value: { start?: string; end?: string }, context: z.core.$RefinementCtx): void => {
    if (value.start === undefined || value.end === undefined) return;
    const issue = rangeIssue(value.start, value.end, maxDays);
    if (issue) context.addIssue({ code: 'custom', path: ['end'], message: issue });
  };

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
export const ErrorBody = z.object({ message: z.string(), code: z.optional(z.string()) });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Success = z.object({ success: z.boolean() });
export type Success = z.infer<typeof Success>;

export { LIMITS } from './limits.ts';

/** An id in a path, query or body. */
export const Id = inputText(LIMITS.id).check(z.minLength(1));

/**
 * A comma list of sensor keys (`farm`, cage or fish group ids, an organization's farm ids): de-duplicated (order
 * kept) and at most {@link LIMITS.sensorKeys} keys.
 */
export const SensorKeys = z.pipe(
  z
    .pipe(
      inputText(LIMITS.commaList),
      z.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((key) => key.trim())
            .filter(Boolean),
        ),
      ]),
    )
    .check(z.refine((keys) => keys.length <= LIMITS.sensorKeys, `at most ${LIMITS.sensorKeys} sensor keys`))
    .check(
      z.refine(
        (keys) => keys.every((key) => key.length <= LIMITS.id),
        `a sensor key has at most ${LIMITS.id} characters`,
      ),
    ),
  z.transform((keys) => keys.join(',')),
);

/** A comma-separated list in a query string, parsed to an array of non-empty strings. */
export const commaList = z.pipe(
  inputText(LIMITS.commaList),
  z.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  ),
);

/** An entity reference used by the farm data calls. */
export const EntityRef = z.object({
  entityType: EntityType,
  id: Id,
  genId: z.optional(Id),
});
export type EntityRef = z.infer<typeof EntityRef>;
