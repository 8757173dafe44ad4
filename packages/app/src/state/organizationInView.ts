import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import {
  organizationTree,
  selectedOrganizationOf,
  umbrellaOf,
  type ConfigOrganization,
} from '../data/organizations.ts';
import { useConfig } from '../data/useApi.ts';
import { useAppState } from './AppState.tsx';

export interface OrganizationInView {
  /** The user's organizations (flat, from `/config/organizations`). */
  organizations: readonly ConfigOrganization[];
  /** The organization in view (the perspective), as the preferences actor shows it (a switch shows at once). */
  organizationId: string | null;
  /** Its umbrella organization (notifications are kept per umbrella). */
  umbrellaOrgId: string | null;
}

const NONE: readonly ConfigOrganization[] = [];

/** The organization in view: the perspective of the preferences (with a switch not saved yet) or the default. */
export function useOrganizationInView(): OrganizationInView & { tree: ReturnType<typeof organizationTree> } {
  const { preferences } = useAppState();
  const config = useConfig();
  const perspective = useSelector(preferences, (snapshot) => snapshot.context.preferences.perspective);
  const organizations = config.data?.organizations ?? NONE;
  const tree = useMemo(() => organizationTree(organizations), [organizations]);
  const organizationId = selectedOrganizationOf(
    { perspective },
    organizations,
    config.data?.defaultOrganizationId ?? null,
  );
  return { organizations, tree, organizationId, umbrellaOrgId: umbrellaOf(organizations, organizationId) };
}
