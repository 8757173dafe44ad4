/**
 * Old vs new: the map v2 answers of the map store (stored fragments) equal the v1 records laid out in v2
 * (`mapToV2(getMapRecords(...))` of the dataset's sites) for every year and a few weeks, all keys, single keys and a repeated key,
 * for a viewer owning farms (real weights) and one owning none (estimates everywhere).
 */
import { describe, expect, it } from 'vitest';
import { decodeMapV2, MAP_DATA_KEYS, MapV2Wire, type MapDataKey, type MapV2Response } from '@havbruk/api';
import { getWeekIndex } from '@havbruk/api/dataset';
import { MapStore } from '../src/farmStore/map.ts';
import { getMapRecords, type MapFarm } from '../src/queries/farm.ts';
import { mapToV2 } from './mapToV2.ts';
import { ORGS, testDataset } from './helpers.ts';

const dataset = testDataset();
const store = new MapStore(dataset);
/** The dataset's sites as v1 map farms (the map store's farms before the server reads them from the tables). */
const farms: MapFarm[] = dataset.sites.map((site) => ({ ...site, operator: null }));
const owned = new Set(dataset.organizations.find((org) => org.id === ORGS.nordvik)!.farmIds);
const viewers = {
  owner: { isPrivate: (id: string) => owned.has(id), inPerspective: () => false },
  outsider: { isPrivate: () => false, inPerspective: () => false },
};

const old = (year: number, week: number | undefined, keys: MapDataKey[], viewer: (typeof viewers)['owner']) => {
  const weeks = dataset.weeks
    .filter((entry) => entry.year === year && (week === undefined || entry.week === week))
    .map((entry) => ({ year: entry.year, week: entry.week, label: entry.label }));
  const records = weeks.map((entry) =>
    getMapRecords(farms, getWeekIndex(dataset, entry.year, entry.week), keys, viewer),
  );
  return mapToV2(year, weeks, records, [...new Set(keys)]);
};

const decoded = (text: string): MapV2Response => decodeMapV2(MapV2Wire.parse(JSON.parse(text)));

const keySets: MapDataKey[][] = [[...MAP_DATA_KEYS], ['inventory'], ['lice', 'lice'], ['treatments', 'diseases']];

describe('map store', () => {
  const years = [...new Set(dataset.weeks.map((week) => week.year))];
  for (const [name, viewer] of Object.entries(viewers))
    it(`answers every year like the v1 records (${name})`, () => {
      for (const year of [...years, years[0]! - 1])
        for (const keys of keySets) {
          const answer = JSON.parse(store.answer(year, undefined, keys, viewer)) as unknown;
          expect(MapV2Wire.parse(answer)).toEqual(answer);
          expect(decodeMapV2(answer as MapV2Wire)).toEqual(old(year, undefined, keys, viewer));
        }
    });

  it('answers single weeks like the v1 records (first, middle, last week; a week not in the data)', () => {
    const picks = [dataset.weeks[0]!, dataset.weeks[Math.floor(dataset.weeks.length / 2)]!, dataset.weeks.at(-1)!];
    for (const week of picks) {
      expect(getWeekIndex(dataset, week.year, week.week)).toBeGreaterThanOrEqual(0);
      for (const viewer of Object.values(viewers))
        expect(decoded(store.answer(week.year, week.week, [...MAP_DATA_KEYS], viewer))).toEqual(
          old(week.year, week.week, [...MAP_DATA_KEYS], viewer),
        );
    }
    expect(decoded(store.answer(1990, 1, ['lice'], viewers.owner))).toEqual(old(1990, 1, ['lice'], viewers.owner));
  });

  it('serialises the public keys of a year once (the same fragment for every viewer)', () => {
    const year = years.at(-1)!;
    const owner = store.answer(year, undefined, ['lice', 'diseases'], viewers.owner);
    expect(store.answer(year, undefined, ['lice', 'diseases'], viewers.outsider)).toBe(owner);
    expect(store.answer(year, undefined, ['inventory'], viewers.outsider)).not.toBe(
      store.answer(year, undefined, ['inventory'], viewers.owner),
    );
  });

  it('estimates the weight of farms the viewer does not own in 0.5 kg steps (the contract)', () => {
    const answer = decoded(store.answer(years.at(-1)!, undefined, ['inventory'], viewers.outsider));
    const weights = answer.data.inventory!.weight.filter((weight): weight is number => weight !== null);
    expect(weights.length).toBeGreaterThan(0);
    expect(weights.filter((weight) => weight * 2 !== Math.round(weight * 2))).toEqual([]);
  });

  it('sends no welfare score of its own: the map computes the one performance index (machines `scoreYear`)', () => {
    const year = years.at(-1)!;
    expect(store.answer(year, undefined, ['inventory'], viewers.owner)).not.toContain('welfare');
    const [record] = getMapRecords(farms, getWeekIndex(dataset, year, 1), ['inventory'], viewers.owner);
    expect(Object.keys(record!.info.inventory!)).toEqual(['weight', 'estimated']);
  });

  it('sends the 0/1 masks as strings of 0 and 1, one character per cell (per farm for `estimated`)', () => {
    const year = years.at(-1)!;
    const wire = MapV2Wire.parse(
      JSON.parse(store.answer(year, undefined, ['lice', 'activity', 'inventory'], viewers.owner)),
    );
    const cells = wire.weeks.length * wire.farms.length;
    expect(cells).toBeGreaterThan(0);
    for (const mask of [wire.data.lice!.reported, wire.data.activity!.isFallow, wire.data.activity!.isActive])
      expect(mask).toMatch(new RegExp(`^[01]{${cells}}$`));
    expect(wire.data.inventory!.estimated).toMatch(new RegExp(`^[01]{${wire.farms.length}}$`));
    expect(wire.data.inventory!.estimated).toContain('0');
    expect(wire.data.inventory!.estimated).toContain('1');
  });
});
