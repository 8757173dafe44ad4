/**
 * Organization data of `@havbruk/api`'s synthetic dataset for the organization and pipeline stories: the tree
 * each demo user sees (`getOrganizationStructure`, the same rules as the server) and their pipelines.
 */
import {
  createDataset,
  DEMO_ORGANIZATION_IDS,
  DEMO_USER_IDS,
  getOrganizationStructure,
  getPipelines,
  type Organization,
} from '@havbruk/api';

const dataset = createDataset({ yearsBack: 1 });

export const ORG = DEMO_ORGANIZATION_IDS;
export const USER = DEMO_USER_IDS;

/** The tree of the super admin (Ingrid), the admin (Lars) and the member (Sigrid). */
export const trees = {
  superAdmin: getOrganizationStructure(dataset, USER.superAdmin),
  admin: getOrganizationStructure(dataset, USER.admin),
  member: getOrganizationStructure(dataset, USER.member),
};

const find = (nodes: readonly Organization[], id: string): Organization | undefined =>
  nodes.map((node) => (node.id === id ? node : find(node.subOrganizations, id))).find(Boolean);

/** An organization of the super admin's tree (all demo organizations of the Nordvik group). */
export const organization = (id: string): Organization => find(trees.superAdmin, id) as Organization;

/** The pipelines of every organization of the Nordvik group: okay, warning, severe and disabled (inactive) rows. */
export const pipelines = dataset.organizations
  .filter((candidate) => candidate.umbrellaOrganizationId === ORG.group)
  .flatMap((candidate) => getPipelines(dataset, candidate));

/** The dataset's "today" (freshness is measured from it). */
export const today = dataset.today;
