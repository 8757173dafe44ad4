import { PRODUCTION_AREAS, type NotificationSettings } from '@havbruk/api';
import { createDataset, DEMO_ORGANIZATION_IDS, DEMO_USER_IDS, getSite } from '@havbruk/api/dataset';
import type { SettingsFarm } from '@havbruk/ui';

/** The synthetic dataset (seed 1): demo users, the Nordvik organization and its farms. */
const dataset = createDataset();

const userOf = (id: string) => dataset.users.find((user) => user.id === id)!;

/** Ingrid Hansen (essentials, super admin of the Nordvik group) and Ola Nilsen (basics). */
export const essentialsUser = userOf(DEMO_USER_IDS.superAdmin);
export const basicsUser = userOf(DEMO_USER_IDS.basics);

export const nordvikName = dataset.organizations.find((org) => org.id === DEMO_ORGANIZATION_IDS.nordvik)!.name;

const areaName = (id: number) => PRODUCTION_AREAS.find((area) => area.id === id)?.name ?? '';

/** Nordvik Sjømat AS's farms as the Farms view lists them. */
export const nordvikFarms: SettingsFarm[] = dataset.organizations
  .find((org) => org.id === DEMO_ORGANIZATION_IDS.nordvik)!
  .farmIds.map((id) => getSite(dataset, id)!)
  .map((site) => ({
    id: site.id,
    name: site.name,
    productionArea: site.productionAreaId,
    productionAreaName: areaName(site.productionAreaId),
    municipality: site.municipality,
    isActive: site.isActive,
    isFallow: site.isFallow,
  }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The reference server's defaults for a new user (PD and ILA with distances, risk changes, the weekly email). */
export const defaultNotificationSettings: NotificationSettings = {
  'disease-detected': {
    types: [
      { key: 'PD', active: true, distance: { value: 40, min: 20, max: 60 } },
      { key: 'ILA', active: true, distance: { value: 60, min: 20, max: 60 } },
    ],
  },
  'risk-disease': {
    types: [
      { key: 'lice', active: true, distance: null },
      { key: 'pd', active: true, distance: null },
      { key: 'ila', active: false, distance: null },
    ],
  },
  'weekly-report': { types: [{ key: 'email', active: true, distance: null }] },
};
