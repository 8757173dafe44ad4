/**
 * Imported farm data served at once (issue 33): after a run commits, the farm column store loads the farms it changed
 * from the database again and `version` moves, so the farm-data ETags change and the next timeline answer carries the
 * imported rows.
 */
import type { FarmStore } from '../farmStore/columns.ts';

export class ImportedFarmData {
  /** Moves with every run that changed farms (part of the farm-data ETags). */
  version = 0;

  constructor(private readonly farmStore: FarmStore) {}

  /** Loads these farms (locality numbers) from the database again. */
  async apply(localityNumbers: readonly number[]): Promise<void> {
    if (localityNumbers.length === 0) return;
    await this.farmStore.reload(localityNumbers.map(String));
    this.version += 1;
  }
}
