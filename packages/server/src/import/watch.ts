/**
 * Runs committed by other server processes (issue 33: with PostgreSQL every process picks a run up within 2 seconds).
 * Every run that changes rows moves `meta.farm_data_version` in its transaction and records the version it wrote
 * and the farms it changed on its `import_runs` row (the engine). Each process polls the version once a second, as
 * `meta.directory_version` is read for the directory; when it moved, the runs with a newer version are handed to
 * `onRuns` (their changed farms, and whether one was a public run). The process that ran an import polls at once after
 * its commit (the API answers after its own run is applied): one path for its own runs and the others'.
 */
import type { Queryable } from '../db.ts';

/** Its own block of the migration (after the farm tables). */
export const FARM_WATCH_SCHEMA = `
alter table import_runs add column if not exists farm_data_version bigint;
alter table import_runs add column if not exists changed_farms integer[];
create index if not exists import_runs_farm_data_version on import_runs (farm_data_version) where farm_data_version is not null;
`;

/** How often another process's runs are looked for (the target: picked up within 2 seconds). */
export const FARM_DATA_POLL_MS = 1000;

export const farmDataVersion = async (db: Queryable): Promise<number> =>
  Number(
    (await db.query<{ value: string }>(`select value from meta where key = 'farm_data_version'`)).rows[0]?.value ?? 0,
  );

/** Moves the version inside a run's transaction (the row stays locked to its commit: versions commit in order). */
export const bumpFarmDataVersion = async (tx: Queryable): Promise<number> =>
  Number(
    (
      await tx.query<{ value: string }>(
        `insert into meta (key, value) values ('farm_data_version', '1')
         on conflict (key) do update set value = (meta.value::bigint + 1)::text returning value`,
      )
    ).rows[0]!.value,
  );

export interface ChangedRuns {
  /** Locality numbers whose rows changed, over every new run. */
  farms: number[];
  /** Whether a public run (no pipeline: issue 34's weekly site data) is among them. */
  public: boolean;
}

export class FarmDataWatch {
  private version = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly onRuns: (runs: ChangedRuns) => Promise<void>,
  ) {}

  /** The farm-data version whose runs this process has applied: what it has loaded moves with it. */
  get loaded(): number {
    return this.version;
  }

  /** Reads the current version (what this process has loaded at start-up). */
  async start(): Promise<void> {
    this.version = await farmDataVersion(this.db);
  }

  /** Polls every `intervalMs` (PostgreSQL: other processes write too). */
  watch(intervalMs = FARM_DATA_POLL_MS): void {
    this.timer = setInterval(() => void this.poll().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  /** Looks once, after any poll under way; answers when the runs found are applied. */
  poll(): Promise<void> {
    const next = (this.polling ?? Promise.resolve()).then(() => this.check());
    this.polling = next.catch(() => undefined);
    return next;
  }

  private async check(): Promise<void> {
    const version = await farmDataVersion(this.db);
    if (version <= this.version) return;
    const runs = await this.db.query<{ changed_farms: number[] | null; pipeline_id: string | null }>(
      `select changed_farms, pipeline_id from import_runs
       where farm_data_version > $1 and farm_data_version <= $2`,
      [this.version, version],
    );
    const farms = new Set<number>();
    let isPublic = false;
    for (const run of runs.rows) {
      for (const farm of run.changed_farms ?? []) farms.add(farm);
      if (run.pipeline_id === null) isPublic = true;
    }
    if (farms.size > 0 || isPublic) await this.onRuns({ farms: [...farms].sort((a, b) => a - b), public: isPublic });
    this.version = version;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
