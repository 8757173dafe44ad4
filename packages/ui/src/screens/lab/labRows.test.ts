import type { LabOrder } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { labRowOf, pcrGroupsOf } from './labRows.ts';

const pcr = (cageId: string, sample: number, disease: string, value: number | null, strain: string | null = null) => ({
  disease,
  strain,
  value,
  cages: [`Cage ${cageId}`],
  cageId,
  fishGroup: null,
  sample,
});
const order: LabOrder = {
  orderId: 'LAB-1-001',
  sampledAt: '2025-03-01',
  testedAt: '2025-03-04',
  date: '2025-03-04',
  histology: true,
  species: 'atlanticSalmon',
  diseasesTested: ['PD', 'ILA'],
  pcr: [
    pcr('c1', 1, 'PD', 22.5, 'SAV3'),
    pcr('c1', 1, 'ILA', null, 'HPR0'),
    pcr('c1', 2, 'PD', null, 'SAV3'),
    pcr('c1', 2, 'ILA', null, 'HPR0'),
    pcr('c2', 1, 'PD', null, 'SAV3'),
    pcr('c2', 1, 'ILA', 31, 'HPR0'),
    pcr('c2', 2, 'PD', null, 'SAV3'),
    pcr('c2', 2, 'ILA', null, 'HPR0'),
  ],
  attachments: [],
};

describe('labRowOf', () => {
  it('counts a sample (cage and fish) as positive when any disease has a value', () => {
    const row = labRowOf(order);
    expect(row).toMatchObject({ positive: 2, total: 4, percent: 50, diseasesTested: 'PD, ILA', histology: true });
  });
  it('has 0 % when there are no PCR results', () => {
    expect(labRowOf({ ...order, pcr: [] })).toMatchObject({ positive: 0, total: 0, percent: 0 });
  });
});

describe('pcrGroupsOf', () => {
  it('groups results by disease and strain, one bar per sample', () => {
    const groups = pcrGroupsOf(order);
    expect(groups.map((group) => group.id)).toEqual(['PD · SAV3', 'ILA · HPR0']);
    expect(groups[0]!.samples.map((sample) => [sample.id, sample.positive])).toEqual([
      ['c1#1', true],
      ['c1#2', false],
      ['c2#1', false],
      ['c2#2', false],
    ]);
  });
});
