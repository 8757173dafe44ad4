import { describe, expect, it } from 'vitest';
import {
  TRAFFIC_LIGHT_DECISION_YEAR,
  TRAFFIC_LIGHT_DECISIONS,
  TRAFFIC_LIGHT_STATUS,
  trafficLightDecision,
} from './trafficLight.ts';

describe('traffic-light decisions', () => {
  it('colour every area in the 2024 decision as reported: 3 and 4 red, 2 and 5–8 yellow, the rest green', () => {
    const decision = trafficLightDecision(2024)!;
    expect(decision.year).toBe(2024);
    const areas = (status: string) =>
      Object.entries(decision.status)
        .filter(([, value]) => value === status)
        .map(([area]) => Number(area));
    expect(areas('red')).toEqual([3, 4]);
    expect(areas('yellow')).toEqual([2, 5, 6, 7, 8]);
    expect(areas('green')).toEqual([1, 9, 10, 11, 12, 13]);
  });

  it('keep the colours per decision year, each with its source, and answer the decision in force', () => {
    expect(TRAFFIC_LIGHT_DECISIONS.map((entry) => entry.year)).toEqual(
      [...TRAFFIC_LIGHT_DECISIONS.map((entry) => entry.year)].sort(),
    );
    for (const entry of TRAFFIC_LIGHT_DECISIONS) {
      expect(Object.keys(entry.status)).toHaveLength(13);
      expect(entry.source).toMatch(/\S/);
    }
    expect(trafficLightDecision(2026)?.year).toBe(2024);
    expect(trafficLightDecision(TRAFFIC_LIGHT_DECISIONS[0]!.year - 1)).toBeUndefined();
    expect(TRAFFIC_LIGHT_DECISION_YEAR).toBe(2024);
    expect(TRAFFIC_LIGHT_STATUS[8]).toBe('yellow');
  });
});
