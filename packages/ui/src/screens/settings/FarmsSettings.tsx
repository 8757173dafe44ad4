import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { useI18n } from '../../i18n/I18nProvider.tsx';
import { Card } from '../../primitives/Card/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { AccountLink } from '../account/AccountFrame.tsx';

export interface SettingsFarm {
  id: string;
  name: string;
  productionArea: number;
  /** The production area's name (from the config). */
  productionAreaName: string;
  municipality: string;
  isActive: boolean;
  isFallow: boolean;
}

export interface FarmsSettingsProps {
  /** The organization in view (the perspective); null when the user has none. */
  organizationName: string | null;
  farms: readonly SettingsFarm[];
  onNavigate?: (href: string) => void;
}

/** The Farms view: the farms of the organization in view, each linking to its farm page. */
export function FarmsSettings({ organizationName, farms, onNavigate }: FarmsSettingsProps) {
  const { LL } = useI18n();
  const columns = useMemo<DataTableColumn<SettingsFarm>[]>(
    () => [
      {
        id: 'name',
        header: LL.settings.farms.name(),
        accessor: 'name',
        render: (farm, text) => (
          <AccountLink href={`/farm/${farm.id}`} onNavigate={onNavigate}>
            {text}
          </AccountLink>
        ),
      },
      {
        id: 'productionArea',
        header: LL.settings.farms.productionArea(),
        accessor: (farm) => `${farm.productionArea} · ${farm.productionAreaName}`,
        filter: 'values',
      },
      { id: 'municipality', header: LL.settings.farms.municipality(), accessor: 'municipality', filter: 'values' },
      {
        id: 'status',
        header: LL.settings.farms.status(),
        accessor: (farm) =>
          farm.isFallow
            ? LL.settings.farms.fallow()
            : farm.isActive
              ? LL.settings.farms.active()
              : LL.settings.farms.inactive(),
        filter: 'values',
      },
    ],
    [LL, onNavigate],
  );
  return (
    <Card
      title={LL.settings.farms.heading()}
      subtitle={organizationName ? LL.settings.farms.text({ organization: organizationName }) : undefined}
    >
      {!organizationName ? (
        <EmptyState icon="building" title={LL.settings.farms.noOrganization()} />
      ) : farms.length === 0 ? (
        <EmptyState icon="building" title={LL.settings.farms.noFarms()} />
      ) : (
        <DataTable
          label={LL.settings.farms.heading()}
          columns={columns}
          data={farms}
          getRowId={(farm) => farm.id}
          exportFileName="farms"
        />
      )}
    </Card>
  );
}
