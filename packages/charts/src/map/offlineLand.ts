import { nordicLandFeatures, type NordicLandAsset, type NordicLandFeatures } from './nordicLand.ts';

let cached: Promise<NordicLandFeatures> | undefined;

/**
 * The offline basemap: Natural Earth 1:10 m land clipped to the Nordic box and simplified at build time
 * (`scripts/nordic-land.ts` → `nordicLand.json`, about 55 KiB gzip). Loaded on demand, never in a first bundle.
 */
export function loadOfflineLand(): Promise<NordicLandFeatures> {
  cached ??= import('./nordicLand.json').then((module) =>
    nordicLandFeatures(module.default as unknown as NordicLandAsset),
  );
  return cached;
}
