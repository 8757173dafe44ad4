import { describe, expect, it } from 'vitest';
import { defaultOrganizationOf } from './config.ts';

const organizations = [
  {
    id: 'org-sub',
    name: 'Sub',
    tier: 'essentials' as const,
    umbrellaOrganizationId: 'org-top',
    parentOrganizationId: 'org-top',
    privelege: 'member' as const,
  },
  {
    id: 'org-top',
    name: 'Top',
    tier: 'essentials' as const,
    umbrellaOrganizationId: 'org-top',
    parentOrganizationId: null,
    privelege: 'admin' as const,
  },
];

describe('defaultOrganizationOf', () => {
  it("uses the user's default organization when the user belongs to it", () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-sub' }, organizations)).toBe('org-sub');
  });

  it('falls back to the top-level organization when the user has no default', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: null }, organizations)).toBe('org-top');
  });

  it('ignores a default the user no longer belongs to', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-gone' }, organizations)).toBe('org-top');
  });

  it('is null without organizations', () => {
    expect(defaultOrganizationOf({ defaultOrganizationId: 'org-sub' }, [])).toBeNull();
  });
});
