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
