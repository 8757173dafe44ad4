export * from './providers/index.ts';
export * from './primitives/Button/index.ts';

/** The product's name, used in page titles and texts that name the product. */
export const PRODUCT_NAME = 'Havbruk';
