/**
 * Imported farm data served at once (issue 33, first step): after a run commits, the lice counts per cage stored in
 * `cage_days` replace the farm column store's lice columns of the farms the run changed, and `version` moves, so the
 * farm-data ETags change and the next timeline answer carries the imported counts. At start-up every farm with
 * imported counts is overlaid the same way (the saved store holds the dataset's columns).
 *
 * A farm is rebuilt from the dataset before its imported counts are laid over it, so the overlay never depends on
 * what an earlier overlay wrote. A count on a day outside a cage's generation (no fish in the sea in the dataset)
 * is stored but has no series to show in.
 */
import { toDayNumber } from '@havbruk/api/dataset';
import type { Queryable } from '../db.ts';
import { buildFarmColumns, packFarmColumns, type FarmStore } from '../farmStore/columns.ts';

interface LiceRow {
  locality_number: number;
  cage: string;
  date: Date | string;
  adult_female_lice: string | null;
  mobile_lice: string | null;
  stationary_lice: string | null;
}

const number = (value: string | null): number => (value === null ? Number.NaN : Number(value));

export class ImportedFarmData {
  /** Moves with every overlay (part of the farm-data ETags). */
  version = 0;

  constructor(
    private readonly db: Queryable,
    private readonly farmStore: FarmStore,
  ) {}

  /** Lays the stored lice counts over the store's columns of these farms (every farm with counts when omitted). */
  async apply(localityNumbers?: readonly number[]): Promise<void> {
    const rows = await this.db.query<LiceRow>(
      `select locality_number, cage, date::text as date, adult_female_lice, mobile_lice, stationary_lice from cage_days
       where adult_female_lice is not null ${localityNumbers ? 'and locality_number = any($1)' : ''}
       order by locality_number`,
      localityNumbers ? [localityNumbers] : [],
    );
    const byFarm = new Map<number, LiceRow[]>();
    for (const row of rows.rows) {
      const list = byFarm.get(row.locality_number);
      if (list) list.push(row);
      else byFarm.set(row.locality_number, [row]);
    }
    const { dataset } = this.farmStore;
    const { farms } = this.farmStore.snapshot();
    for (const [localityNumber, farmRows] of byFarm) {
      const farmId = String(localityNumber);
      const site = dataset.sites.find((entry) => entry.id === farmId);
      const columns = site && buildFarmColumns(dataset, farmId);
      if (!site || !columns) continue;
      const cageIds = new Map(
        site.generations.flatMap((generation) => generation.cages.map((cage) => [cage.name, cage.id] as const)),
      );
      for (const row of farmRows) {
        const day = toDayNumber(
          typeof row.date === 'string' ? row.date.slice(0, 10) : row.date.toISOString().slice(0, 10),
        );
        const cageId = cageIds.get(row.cage);
        const series = columns.series.find(
          (entry) => entry.cageId === cageId && day >= entry.firstDay && day < entry.firstDay + entry.length,
        );
        if (!series) continue;
        const index = day - series.firstDay;
        series.female[index] = number(row.adult_female_lice);
        series.mobile[index] = number(row.mobile_lice);
        series.stationary[index] = number(row.stationary_lice);
      }
      farms.set(farmId, packFarmColumns(columns));
    }
    if (byFarm.size > 0) this.version += 1;
  }
}
