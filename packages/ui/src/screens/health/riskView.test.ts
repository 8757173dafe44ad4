import type { Risk } from '@havbruk/api';
import { describe, expect, it } from 'vitest';
import { resolveRiskView } from './riskView.ts';

const risk = (label: Risk['label'], confidence: number): Risk => ({
  label,
  confidence,
  forecast: 'moderate',
  explanation: [],
});
const risks = [risk('lice', 42), risk('pd', 71), risk('ila', 8)];

describe("the risk modal's disease", () => {
  it('defaults to the highest-confidence risk and asks for its label in the URL', () => {
    expect(resolveRiskView(risks, undefined)).toEqual({ selected: risks[1], canonical: false });
  });

  it('follows the URL view (the disease label in lower case)', () => {
    expect(resolveRiskView(risks, 'ila')).toEqual({ selected: risks[2], canonical: true });
    expect(resolveRiskView(risks, 'lice')).toEqual({ selected: risks[0], canonical: true });
  });

  it('reads an upper-case view but asks for the lower-case URL', () => {
    expect(resolveRiskView(risks, 'PD')).toEqual({ selected: risks[1], canonical: false });
  });

  it('falls back to the highest-confidence risk for a disease the farm has no risk for', () => {
    expect(resolveRiskView(risks, 'cms')).toEqual({ selected: risks[1], canonical: false });
  });

  it('keeps the first of equal confidences and has nothing to show without risks', () => {
    expect(resolveRiskView([risk('lice', 50), risk('pd', 50)], undefined)?.selected.label).toBe('lice');
    expect(resolveRiskView([], 'pd')).toBeNull();
  });
});
