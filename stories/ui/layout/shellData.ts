import { DEMO_ORGANIZATION_IDS } from '@havbruk/api';
import type { ShellOrganization } from '@havbruk/ui';

/** The demo organization tree of the synthetic dataset (umbrella → parent → sub-organizations). */
export const demoOrganizations: ShellOrganization[] = [
  {
    id: DEMO_ORGANIZATION_IDS.group,
    name: 'Nordvik Sjømat Group',
    children: [
      {
        id: DEMO_ORGANIZATION_IDS.nordvik,
        name: 'Nordvik Sjømat AS',
        children: [
          { id: DEMO_ORGANIZATION_IDS.nordvikWest, name: 'Nordvik Region Vest' },
          { id: DEMO_ORGANIZATION_IDS.nordvikMid, name: 'Nordvik Region Midt' },
        ],
      },
      { id: DEMO_ORGANIZATION_IDS.havbris, name: 'Havbris Laks AS' },
    ],
  },
];

export const demoUser = { name: 'Ingrid Solberg', picture: null };
