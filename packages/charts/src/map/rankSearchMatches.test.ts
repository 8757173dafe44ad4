import { describe, expect, it } from 'vitest';
import { rankSearchMatches } from './rankSearchMatches.ts';

interface Farm {
  id: string;
  name: string;
  own: boolean;
  locality: number;
}

const farm = (id: string, name: string, own = false, locality = Number(id)): Farm => ({ id, name, own, locality });
// In id order, as the server lists them: the viewer's own farms come late.
const farms = [
  farm('1', 'Indre Nesbukta'),
  farm('2', 'Nordre Indrevik'),
  farm('3', 'Indre Hamarneset'),
  farm('4', 'Ytre Sundane'),
  farm('5', 'Indre Bjørkbukta', true),
  farm('6', 'Austre Indre', true),
  farm('7', 'Indre Dalholmen', true),
];
const rank = (query: string) =>
  rankSearchMatches(farms, query, {
    label: (item) => item.name,
    preferred: (item) => item.own,
    alsoMatches: (item, term) => String(item.locality).startsWith(term),
  }).map((item) => item.name);

describe('rankSearchMatches', () => {
  it('lists the viewer’s own matches first, then names starting with the query, then the rest', () => {
    expect(rank('indre')).toEqual([
      'Indre Bjørkbukta',
      'Indre Dalholmen',
      'Austre Indre',
      'Indre Hamarneset',
      'Indre Nesbukta',
      'Nordre Indrevik',
    ]);
  });

  it('ignores case and the spaces around the query', () => {
    expect(rank('  INDRE d ')).toEqual(['Indre Dalholmen']);
  });

  it('matches what the caller adds (a locality number)', () => {
    expect(rank('4')).toEqual(['Ytre Sundane']);
  });

  it('lists nothing without a query', () => {
    expect(rank('   ')).toEqual([]);
  });

  it('without a preference ranks by the name alone', () => {
    expect(rankSearchMatches(farms, 'bukta', { label: (item) => item.name }).map((item) => item.id)).toEqual([
      '5',
      '1',
    ]);
  });
});
