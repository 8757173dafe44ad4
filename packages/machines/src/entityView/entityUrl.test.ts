import { describe, expect, it } from 'vitest';
import {
  aggregationsFor,
  changeEntityState,
  entityHref,
  parseEntitySearch,
  type EntityPageState,
} from './entityUrl.ts';

const farm: EntityPageState = { entityType: 'farm', id: '12468', view: 'lice' };

describe('entity page URL', () => {
  it('round-trips every query parameter through the href', () => {
    const state: EntityPageState = {
      ...farm,
      view: 'mortality',
      genId: '12468-V25',
      sensorId: 'cages',
      start: '2025-05-01',
      end: '2025-08-31',
      lblStart: 10,
      lblEnd: 120,
      field: 'percent',
      agg: 'week',
      disease: 'PD',
    };
    const href = entityHref(state);
    expect(href).toBe(
      '/farm/12468/mortality/12468-V25/cages?start=2025-05-01&end=2025-08-31&lblStart=10&lblEnd=120&field=percent&agg=week&disease=PD',
    );
    const [, search] = href.split('?');
    expect({ ...state, ...parseEntitySearch(search!) }).toEqual(state);
  });

  it('URL-encodes the sensor segment and writes an empty generation only when a sensor follows', () => {
    expect(entityHref({ ...farm, sensorId: '12468 M/3' })).toBe('/farm/12468/lice//12468%20M%2F3');
    expect(entityHref({ ...farm, genId: 'g1' })).toBe('/farm/12468/lice/g1');
    expect(entityHref(farm)).toBe('/farm/12468/lice');
  });

  it('drops values that do not parse: reversed or malformed zoom, unknown aggregation', () => {
    expect(parseEntitySearch('start=2025-09-01&end=2025-08-01&agg=yearly&lblStart=x&lblEnd=3')).toEqual({});
    expect(parseEntitySearch('start=2025-08-01')).toEqual({});
    expect(parseEntitySearch('agg=monthsIn&field=female')).toEqual({ agg: 'monthsIn', field: 'female' });
  });

  it('offers days, weeks and months in for organizations, calendar periods otherwise', () => {
    expect(aggregationsFor('organization')).toEqual(['daysIn', 'weeksIn', 'monthsIn']);
    expect(aggregationsFor('cage')).toEqual(['day', 'week', 'month']);
  });
});

describe('changing a selector', () => {
  const zoomed: EntityPageState = { ...farm, field: 'female', agg: 'week', start: '2025-05-01', end: '2025-06-01' };

  it('a new view drops field, disease and zoom and keeps the aggregation', () => {
    expect(changeEntityState({ ...zoomed, disease: 'PD' }, { view: 'feed' })).toEqual({
      ...farm,
      view: 'feed',
      agg: 'week',
    });
  });

  it('a new generation drops the zoom; a new field or aggregation keeps it', () => {
    expect(changeEntityState(zoomed, { genId: 'g2' })).toEqual({ ...farm, field: 'female', agg: 'week', genId: 'g2' });
    expect(changeEntityState(zoomed, { field: 'mobile', agg: 'month' })).toEqual({
      ...zoomed,
      field: 'mobile',
      agg: 'month',
    });
  });

  it('clears keys given as undefined (zoom reset)', () => {
    expect(changeEntityState(zoomed, { start: undefined, end: undefined })).toEqual({
      ...farm,
      field: 'female',
      agg: 'week',
    });
  });
});
