import type { Options } from 'tsup';

/** Shared tsup options for the library packages: ESM + .d.ts, peers external. */
export const libraryBuild = (overrides: Options = {}): Options => ({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  ...overrides,
});
