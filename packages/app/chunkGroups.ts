/**
 * Stable vendor chunks: libraries every route needs change far less often than the app, so they keep their
 * cache across deploys. Everything else is split by Rolldown per route (screen areas are dynamic imports).
 */
export const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'state', test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|swr)[\\/]/ },
  // The API contract (zod and every call's schemas) is loaded with the first API call (`src/data/contract.ts`);
  // without its own group Rolldown would hoist it into the entry, since several lazy chunks share it. The zod-free
  // modules stay out, also as dependencies of the schemas: the plain `LIMITS` numbers (`contract/limits.ts`, the
  // entry's error report), `FIELD_UNITS` (`contract/units.ts`, the ui format module) and the calendar periods
  // (`contract/periods.ts`); inside this group they made the entry import the whole contract chunk (`/login`
  // 166 → 201 KB after the units landed, found by issue 39's bench run).
  {
    name: 'contract',
    test: /node_modules[\\/]zod[\\/]|packages[\\/]api[\\/]src[\\/]contract[\\/](?!(limits|units|periods)\.ts)/,
    includeDependenciesRecursively: false,
  },
  // No group for the texts: each language's base texts and each of its namespaces is its own chunk (the ui's
  // dynamic imports), loaded for the display language and the screens shown (`lazyScreen`'s namespaces).
];
