import type { LabOrder } from '@havbruk/api';

/** One row of the lab table: an order with its sample counts. `percent` is 0–100. */
export interface LabRow {
  orderId: string;
  sampledAt: string;
  testedAt: string;
  diseasesTested: string;
  positive: number;
  total: number;
  percent: number;
  histology: boolean;
  species: LabOrder['species'];
  order: LabOrder;
}

/**
 * A sample is one fish of one cage (`cageId` + `sample`); it is positive when any disease tested on it has a
 * value (the Ct value is null when negative).
 */
export function labRowOf(order: LabOrder): LabRow {
  const samples = new Map<string, boolean>();
  for (const result of order.pcr) {
    const key = `${result.cageId}#${result.sample}`;
    samples.set(key, (samples.get(key) ?? false) || result.value !== null);
  }
  const total = samples.size;
  const positive = [...samples.values()].filter(Boolean).length;
  return {
    orderId: order.orderId,
    sampledAt: order.sampledAt,
    testedAt: order.testedAt,
    diseasesTested: order.diseasesTested.join(', '),
    positive,
    total,
    percent: total === 0 ? 0 : (positive / total) * 100,
    histology: order.histology,
    species: order.species,
    order,
  };
}

export interface PcrGroupModel {
  /** `disease` or `disease · strain`. */
  id: string;
  disease: string;
  strain: string | null;
  samples: { id: string; cage: string; sample: number; value: number | null; positive: boolean }[];
}

/** The order's PCR results grouped by disease and strain (in the order the results come), one bar per sample. */
export function pcrGroupsOf(order: LabOrder): PcrGroupModel[] {
  const groups = new Map<string, PcrGroupModel>();
  for (const result of order.pcr) {
    const id = result.strain ? `${result.disease} · ${result.strain}` : result.disease;
    let group = groups.get(id);
    if (!group) {
      group = { id, disease: result.disease, strain: result.strain, samples: [] };
      groups.set(id, group);
    }
    group.samples.push({
      id: `${result.cageId}#${result.sample}`,
      cage: result.cages[0] ?? result.cageId,
      sample: result.sample,
      value: result.value,
      positive: result.value !== null,
    });
  }
  return [...groups.values()];
}
