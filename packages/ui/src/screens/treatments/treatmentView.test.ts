import { createDataset } from '@havbruk/api/dataset';
import { getTreatmentPlaces } from '@havbruk/server/queries/farm';
import { describe, expect, it } from 'vitest';
import { TREATMENT_PRODUCTS } from '@havbruk/api/dataset';
import { translationsFor } from '../../i18n/I18nProvider.tsx';
import { loadAllLocaleTexts } from '../../i18n/loadAllLocaleTexts.ts';
import {
  derivedMetrics,
  eligibilityWording,
  farmCards,
  groupFarmOptions,
  isEligible,
  productText,
  treatmentLinks,
} from './treatmentView.ts';

describe('eligibility (spec S2 §4, §9)', () => {
  it('is eligible only above 0', () => {
    expect(isEligible(0.01)).toBe(true);
    expect(isEligible(0)).toBe(false);
    expect(isEligible(-0.4)).toBe(false);
  });

  it('uses the "some" wording below 60 %, not recommended at 0 or below', () => {
    expect(eligibilityWording({ eligibleChild: 2, eligibleFishPercent: 59.9 })).toBe('some');
    expect(eligibilityWording({ eligibleChild: 3, eligibleFishPercent: 60 })).toBe('all');
    expect(eligibilityWording({ eligibleChild: 0, eligibleFishPercent: 0 })).toBe('notRecommended');
    // A farm with an eligible cage is not "not recommended" (its fish-weighted mean may be below 0).
    expect(eligibilityWording({ eligibleChild: 1, eligibleFishPercent: 14 })).toBe('some');
  });
});

describe('farm options', () => {
  it('groups farms as your results, the umbrella organization and all results, each once', () => {
    const farms = [
      { id: 'c', name: 'Cfarm' },
      { id: 'a', name: 'Afarm' },
      { id: 'b', name: 'Bfarm' },
      { id: 'd', name: 'Dfarm' },
    ];
    const options = groupFarmOptions(farms, new Set(['b', 'd']), new Set(['a', 'b', 'd']));
    expect(options.map((option) => [option.id, option.group])).toEqual([
      ['b', 'perspective'],
      ['d', 'perspective'],
      ['a', 'umbrella'],
      ['c', 'all'],
    ]);
  });
});

describe('links (spec S2 §2)', () => {
  it('goes to the farm, its history and a cage history with generation and cage', () => {
    expect(treatmentLinks.farm('12468')).toBe('/farm/12468');
    expect(treatmentLinks.farmLice('12468')).toBe('/farm/12468/lice');
    expect(treatmentLinks.farmGrowth('12468')).toBe('/farm/12468/growth');
    expect(treatmentLinks.cageLice('12468', '12468-H25', '12468-M1')).toBe('/farm/12468/lice/12468-H25/12468-M1');
    expect(treatmentLinks.cageGrowth('12468', '12468-H25', '12468-M1')).toBe('/farm/12468/growth/12468-H25/12468-M1');
  });
});

describe('with the dataset', () => {
  const dataset = createDataset({ sites: 160 });
  const sites = dataset.sites.filter((site) => site.demo).slice(0, 4);
  const { records, farms } = getTreatmentPlaces(dataset, sites);

  it('names every farm card', () => {
    const cards = farmCards(farms, records, []);
    for (const card of cards) expect(card.name).toBe(sites.find((site) => site.id === card.farmId)!.name);
  });

  it('derives the days and lice the cage shows', () => {
    const record = records[0]!;
    const metrics = derivedMetrics(record);
    expect(metrics.treatmentDays).toBe(record.totalTreatmentDays);
    expect(metrics.projectedFemale).toBe(record.metrics.projectedFemaleLice);
    expect(metrics.daysSince).toBe(record.metrics.daysSinceLastTreatment);
  });
});

describe('product names (issue 38: Norwegian mode)', () => {
  it('names every product of the data in the language, and keeps an unknown one as it is', () => {
    loadAllLocaleTexts();
    const no = translationsFor('no');
    expect(productText(no, 'Ballan wrasse')).toBe('Berggylt');
    expect(productText(no, 'Warm-water delousing')).toBe('Varmtvannsavlusing');
    expect(productText(translationsFor('en'), 'Ballan wrasse')).toBe('Ballan wrasse');
    // Substances spelled the same in Norwegian are the only names left as they are.
    const same = new Set(['Teflubenzuron', 'Diflubenzuron']);
    for (const product of Object.values(TREATMENT_PRODUCTS).flat())
      if (!same.has(product)) expect(productText(no, product), product).not.toBe(product);
    expect(productText(no, 'Something new')).toBe('Something new');
  });
});
