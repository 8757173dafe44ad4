/** Lab orders and product usages for the stories, from the synthetic dataset the way the server answers. */
import type { LabOrder } from '@havbruk/api';
import { createDataset, getLabOrders, getProductUsages, getSite } from '@havbruk/api/dataset';

const dataset = createDataset();
/** Indre Sildøya (12468): a private farm of the demo user's organization. */
export const LAB_FARM = getSite(dataset, '12468')!;
export const ORDERS: readonly LabOrder[] = getLabOrders(dataset, LAB_FARM);
export const USAGES = getProductUsages(dataset, LAB_FARM);

/** The newest order with a report and histology images (3 or more files). */
export const ORDER_WITH_IMAGES = ORDERS.find((order) => order.attachments.length >= 3)!;
/** The newest order with a positive PCR result. */
export const POSITIVE_ORDER = ORDERS.find((order) => order.pcr.some((result) => result.value !== null))!;

const svg = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${colour}"/><text x="16" y="128" font-family="sans-serif" font-size="14">${text}</text></svg>`,
  )}`;
const PDF = `data:application/pdf;base64,${btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)}`;

/**
 * The stories' file links: images as generated pictures, PDFs as an empty one-page PDF (the app gets signed
 * links from the server; the screen only ever calls this one function).
 */
export const storyFileUrl = (url: string) =>
  url.endsWith('.pdf') ? PDF : svg(url.split('/').at(-1) ?? url, '#f2c6d6');
