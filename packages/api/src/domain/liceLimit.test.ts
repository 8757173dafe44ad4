import { describe, expect, it } from 'vitest';
import { entityViewsFor, isEntityType, isEntityView } from './entities.ts';
import { liceLimitFor } from './liceLimit.ts';

describe('lice limit', () => {
  it('is 0.2 in weeks 16–21 from Nord-Trøndelag (area 7) southward, 0.5 around them', () => {
    expect([15, 16, 21, 22].map((week) => liceLimitFor(3, week))).toEqual([0.5, 0.2, 0.2, 0.5]);
    expect(liceLimitFor(7, 18)).toBe(0.2);
  });
  it('is 0.2 in weeks 21–26 further north (areas 8–13)', () => {
    expect([16, 20, 21, 26, 27].map((week) => liceLimitFor(8, week))).toEqual([0.5, 0.5, 0.2, 0.2, 0.5]);
    expect(liceLimitFor(13, 24)).toBe(0.2);
  });
});

describe('entity views', () => {
  it('shows every view for a private entity to an essentials user, only lice otherwise', () => {
    expect(entityViewsFor('private', 'essentials')).toEqual(['lice', 'feed', 'growth', 'mortality', 'harvest', 'lab']);
    expect(entityViewsFor('public', 'essentials')).toEqual(['lice']);
    expect(entityViewsFor('private', 'basics')).toEqual(['lice']);
  });
  it('knows the four entity types and the views, nothing else', () => {
    expect(['farm', 'cage', 'fishGroup', 'organization', 'site'].map(isEntityType)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(isEntityView('overview')).toBe(false);
    expect(isEntityView('mortality')).toBe(true);
  });
});
