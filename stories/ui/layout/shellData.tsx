import {
  createDataset,
  DEMO_ORGANIZATION_IDS,
  DEMO_USER_IDS,
  getSite,
  type DatasetOrganization,
  type Site,
} from '@havbruk/api/dataset';
import type { Decorator } from '@storybook/react-vite';
import {
  AppShell,
  Card,
  formatDate,
  formatMeasure,
  greetingForHour,
  useI18n,
  useHavbrukSettings,
  type ShellOrganization,
} from '@havbruk/ui';

/** The synthetic dataset (seed 1), shared by the app-shell stories. */
const dataset = createDataset();

/** The organization tree under `rootId`, as the shell takes it (umbrella → parent → sub-organizations). */
function organizationTree(organizations: readonly DatasetOrganization[], rootId: string): ShellOrganization {
  const root = organizations.find((organization) => organization.id === rootId);
  if (!root) throw new Error(`organization ${rootId} is not in the dataset`);
  const children = organizations
    .filter((organization) => organization.parentOrganizationId === rootId && organization.id !== rootId)
    .map((organization) => organizationTree(organizations, organization.id));
  return children.length ? { id: root.id, name: root.name, children } : { id: root.id, name: root.name };
}

/** The demo umbrella organization (Nordvik Sjømat Group) and everything under it. */
export const demoOrganizations: ShellOrganization[] = [
  organizationTree(dataset.organizations, DEMO_ORGANIZATION_IDS.group),
];

const superAdmin = dataset.users.find((user) => user.id === DEMO_USER_IDS.superAdmin)!;

/** The super admin of the demo group, with the picture the dataset gives her. */
export const demoUser = { name: superAdmin.name, picture: superAdmin.picture };

/**
 * Shows a story's screen in the desktop app shell (expanded sidebar) of the demo group's super admin, so the
 * screen gets the width it has in the app (1440 px less the sidebar).
 */
export const inDesktopShell =
  (path: string, tier: 'basics' | 'essentials' = 'essentials'): Decorator =>
  (Story) => (
    <AppShell
      tier={tier}
      currentPath={path}
      user={demoUser}
      version="1.4.2"
      unreadCount={tier === 'essentials' ? 33 : 0}
      organizations={tier === 'essentials' ? demoOrganizations : []}
      organizationId={DEMO_ORGANIZATION_IDS.group}
      layout="desktop"
    >
      <Story />
    </AppShell>
  );

export const organizationName = (id: string) =>
  dataset.organizations.find((organization) => organization.id === id)!.name;

/** The first farms of Nordvik Sjømat AS that have fish in the sea, with their latest lice report. */
const farms: { site: Site; week: Site['weeks'][number] }[] = dataset.organizations
  .find((organization) => organization.id === DEMO_ORGANIZATION_IDS.nordvik)!
  .farmIds.map((id) => getSite(dataset, id)!)
  .filter((site) => site.isActive)
  .slice(0, 4)
  .map((site) => ({ site, week: [...site.weeks].reverse().find((week) => week.liceReported)! }));

const firstName = (name: string) => name.split(' ')[0] ?? name;

/** Sample page content for the shell: a greeting and two cards of the demo farms' latest weekly data. */
export function ShellSamplePage() {
  const { LL } = useI18n();
  const { locale } = useHavbrukSettings();
  const latest = dataset.weeks[dataset.weeks.length - 1]!;
  return (
    <div style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 720 }}>
      <h1 style={{ fontSize: 24, margin: 0 }}>
        {LL.greeting.withName({ greeting: LL.greeting[greetingForHour(9)](), name: firstName(demoUser.name) })}
      </h1>
      <Card title={LL.measure.lice()} subtitle={formatDate(latest.start, locale)}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px' }}>
          {farms.map(({ site, week }) => (
            <div key={site.id} style={{ display: 'contents' }}>
              <dt>{site.name}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>
                {formatMeasure(week.female ?? Number.NaN, 'lice', locale)}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title={LL.measure.seaTemperature()} subtitle={formatDate(latest.start, locale)}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: '4px 16px' }}>
          {farms.map(({ site, week }) => (
            <div key={site.id} style={{ display: 'contents' }}>
              <dt>{site.name}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>
                {formatMeasure(week.seaTemperature, 'seaTemperature', locale)}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
