/** Treatment and feed products (generic substance/method names) and their categories. */
import type { TreatmentCategory } from '../contract/common.ts';

export const TREATMENT_PRODUCTS: Record<TreatmentCategory, readonly string[]> = {
  medicinalBath: ['Hydrogen peroxide', 'Azamethiphos', 'Deltamethrin'],
  medicinalFeed: ['Emamectin benzoate', 'Teflubenzuron', 'Diflubenzuron'],
  mechanical: ['Mechanical flushing', 'Brush delousing'],
  thermal: ['Warm-water delousing'],
  freshwater: ['Freshwater bath'],
  cleanerFish: ['Lumpfish', 'Ballan wrasse'],
};

export const TREATMENT_CATEGORIES = Object.keys(TREATMENT_PRODUCTS) as TreatmentCategory[];

/** Relative frequency of each category when a site treats. */
export const TREATMENT_WEIGHTS: Record<TreatmentCategory, number> = {
  thermal: 0.3,
  mechanical: 0.24,
  medicinalBath: 0.14,
  freshwater: 0.12,
  medicinalFeed: 0.08,
  cleanerFish: 0.12,
};

export const FEED_PRODUCTS = [
  'Nordfôr Energy 3000',
  'Havfôr Robust 1500',
  'Kystfôr Grow 800',
  'Nordfôr Health 500',
] as const;

/** Mortality reasons used by the daily detail. */
export const MORTALITY_REASONS = ['unknown', 'handling', 'disease', 'ulcers', 'predators', 'deformities'] as const;
export type MortalityReason = (typeof MORTALITY_REASONS)[number];
