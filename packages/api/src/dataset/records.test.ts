import { describe, expect, it } from 'vitest';
import { createDataset, getAscFarmData, getCertifications, getSite } from './index.ts';

const dataset = createDataset({ sites: 240 });

describe('ASC unexplained loss', () => {
  it("the percentage is the count ÷ the farm's stocked count (latest generation)", () => {
    const certifications = getCertifications(dataset);
    expect(certifications.length).toBeGreaterThan(10);
    for (const certification of certifications) {
      const stocked = getSite(dataset, certification.farmId)!.generations.at(-1)?.stockedCount ?? 0;
      const expected = stocked > 0 ? (certification.unexplainedLoss / stocked) * 100 : 0;
      expect(certification.unexplainedPercent).toBeCloseTo(expected, 2);
    }
  });

  it("each past generation's percentage is its count ÷ that generation's stocked count", () => {
    let histories = 0;
    for (const certification of getCertifications(dataset)) {
      const site = getSite(dataset, certification.farmId)!;
      for (const history of getAscFarmData(dataset, site)!.histories) {
        const generation = site.generations.find((entry) => entry.startDate === history.startDate)!;
        expect(history.unexplainedPercent).toBeCloseTo((history.unexplainedLoss / generation.stockedCount) * 100, 2);
        histories += 1;
      }
    }
    expect(histories).toBeGreaterThan(10);
  });
});

describe('ASC farm page (issue 38.11)', () => {
  it("the current certification starts with the farm's latest generation, after every previous generation", () => {
    for (const certification of getCertifications(dataset)) {
      const site = getSite(dataset, certification.farmId)!;
      expect(certification.startDate).toBe(site.generations.at(-1)?.startDate ?? null);
      for (const history of getAscFarmData(dataset, site)!.histories)
        expect(history.startDate < certification.startDate!).toBe(true);
    }
  });

  it('a wildlife interaction names the kind of animal its species is (a seal is a mammal, a heron a bird)', () => {
    const kinds: Record<string, string> = {
      'Grey heron': 'Bird',
      'Great cormorant': 'Bird',
      'Harbour seal': 'Mammal',
      'Grey seal': 'Mammal',
      'European otter': 'Mammal',
    };
    const wildlife = getCertifications(dataset).flatMap(
      (certification) => getAscFarmData(dataset, getSite(dataset, certification.farmId)!)!.wildlife,
    );
    expect(wildlife.length).toBeGreaterThan(10);
    for (const event of wildlife) expect(event.type).toBe(kinds[event.species]);
  });
});
