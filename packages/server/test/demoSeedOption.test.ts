/**
 * `--demo-seed small` (e2e/externalIdp.spec.ts's API): the demo seed without the operators' private farm data and with
 * only the last weeks of public data, for a server whose journey needs the demo users and a map, not their figures.
 */
import { describe, expect, it } from 'vitest';
import { demoSeedOption } from '../src/import/seed/index.ts';

describe('the --demo-seed option', () => {
  it('is the whole demo seed by default and with "full"', () => {
    expect(demoSeedOption(undefined)).toBeUndefined();
    expect(demoSeedOption('full')).toBeUndefined();
  });

  it('"small" imports no private farm data and the last 8 weeks of public data', () => {
    expect(demoSeedOption('small')).toEqual({ farmIds: [], public: { lastWeeks: 8 } });
  });

  it('refuses any other value', () => {
    expect(() => demoSeedOption('tiny')).toThrow('--demo-seed is "full" or "small", not "tiny"');
  });
});
