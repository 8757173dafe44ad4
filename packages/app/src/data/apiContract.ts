/**
 * The API contract (every call's zod schemas) and the client that checks answers against it, in their own chunk:
 * zod and the schemas are a fifth of the entry a first visit downloads, and the login page makes no call. Load it
 * only through `loadApiContract()` (`contract.ts`); a static import puts it back into the entry.
 */
export { calls, createApiClient } from '@havbruk/api';
