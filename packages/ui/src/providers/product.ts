/** The product's name, used in page titles and texts that name the product. */
export const PRODUCT_NAME = 'Havbruk';

/** The support address shown in error boxes unless HavbrukProvider is given another one. */
export const DEFAULT_SUPPORT_EMAIL = 'support@havbruk.example';
