export * from './domain/productionAreas.ts';
export * from './dataset/index.ts';
