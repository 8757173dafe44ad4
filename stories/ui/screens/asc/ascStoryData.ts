import type { AscCompany, AscFarmData } from '@havbruk/api';
import { createDataset, getAscFarmData, getCertifications, getSite } from '@havbruk/api/dataset';
import { certificationTone } from '@havbruk/ui';

/** The synthetic dataset, once per story module. */
const dataset = createDataset();

/** A company page's data as `GET /asc/data/{alias}` answers it (the reference server's shape). */
export function ascCompany(alias: string): AscCompany {
  const operator = dataset.operators.find((entry) => entry.alias === alias);
  if (!operator) throw new Error(`No operator ${alias} in the dataset`);
  return {
    organization: { alias, name: operator.name },
    certs: getCertifications(dataset).filter((cert) => cert.alias === alias),
  };
}

/** The first certified company whose farms show every status color (certified, amber, other, no status). */
export function aliasWithEveryStatusColor(): string {
  const tones = new Map<string, Set<string>>();
  for (const cert of getCertifications(dataset)) {
    const tone = certificationTone(cert.status);
    tones.set(cert.alias, (tones.get(cert.alias) ?? new Set()).add(tone));
  }
  const found = [...tones].find(([, set]) => set.size === 4)?.[0];
  if (!found) throw new Error('No certified company with every status color in the dataset');
  return found;
}

/** A farm page's data as `GET /asc/data/farm/{farmId}` answers it. */
export function ascFarm(farmId: string): AscFarmData {
  const site = getSite(dataset, farmId);
  const data = site ? getAscFarmData(dataset, site) : undefined;
  if (!data) throw new Error(`No certified farm ${farmId} in the dataset`);
  return data;
}

/** The first certified farm of the dataset that matches. */
export function ascFarmWhere(test: (data: AscFarmData) => boolean): AscFarmData {
  for (const cert of getCertifications(dataset)) {
    const data = ascFarm(cert.farmId);
    if (test(data)) return data;
  }
  throw new Error('No certified farm in the dataset matches');
}
