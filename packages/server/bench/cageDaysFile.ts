/**
 * The import bench's file: daily cage data (the `cage-days` template, English form) for the cages of demo farms (an
 * organization's first, then the dataset's others in order), one row per cage and day its generations had fish in the
 * sea, until `rows` rows are written.
 * Values follow each generation: stocked count and weight, thermal growth to harvest size, a little mortality by cause
 * each day, feed at about 1 % of the biomass and the day's SGR. Deterministic (seeded), written as a stream.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { fromDayNumber, toDayNumber, type Dataset } from '@havbruk/api/dataset';
import { csvLine } from '../src/import/csv.ts';
import { headerOf, TEMPLATES } from '../src/import/templates.ts';

/** A small deterministic generator (mulberry32). */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Writes the file; answers the number of rows and the farms it names (ids, in the order written). */
export const writeCageDaysFile = async (
  file: string,
  dataset: Dataset,
  organizationId: string,
  rows: number,
): Promise<{ rows: number; farmIds: string[] }> => {
  const template = TEMPLATES.find((entry) => entry.name === 'cage-days')!;
  const organization = dataset.organizations.find((entry) => entry.id === organizationId)!;
  const held = new Set(organization.farmIds);
  const sites = [
    ...dataset.sites.filter((site) => held.has(site.id)),
    ...dataset.sites.filter((site) => !held.has(site.id)),
  ];
  const next = random(33);
  const today = toDayNumber(dataset.today);
  const out = createWriteStream(file);
  let buffer = csvLine(headerOf(template, 'en'));
  let written = 0;
  const flush = async () => {
    if (!out.write(buffer)) await once(out, 'drain');
    buffer = '';
  };
  const farms = new Set<string>();
  // Newest generations first, so a smaller file still holds recent data.
  for (const site of sites)
    for (const generation of [...site.generations].reverse())
      for (const cage of generation.cages) {
        if (written >= rows) break;
        farms.add(site.id);
        const first = toDayNumber(generation.startDate);
        const last = Math.min(generation.endDate ? toDayNumber(generation.endDate) : today, today);
        let count = Math.round(generation.stockedCount / generation.cages.length);
        let weight = generation.stockingWeight;
        for (let day = first; day <= last && written < rows; day += 1) {
          const dead = [0.0002, 0.00005, 0.0001, 0.00003, 0.00001, 0.00001].map((rate) =>
            Math.round(count * rate * next() * 2),
          );
          count -= dead.reduce((sum, value) => sum + value, 0);
          const before = weight;
          weight = Math.min(6.5, weight * (1 + 0.004 + 0.006 * next()));
          const biomass = count * weight;
          buffer += csvLine([
            site.localityNumber,
            cage.name,
            fromDayNumber(day),
            count,
            Math.round(biomass),
            Number(weight.toFixed(3)),
            ...dead,
            Math.round(biomass * (0.006 + 0.008 * next())),
            Number((Math.log(weight / before) * 100).toFixed(3)),
          ]);
          written += 1;
          if (buffer.length > 1 << 16) await flush();
        }
      }
  await flush();
  out.end();
  await once(out, 'close');
  return { rows: written, farmIds: [...farms] };
};
