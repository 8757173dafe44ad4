export * from './domain/productionAreas.ts';
