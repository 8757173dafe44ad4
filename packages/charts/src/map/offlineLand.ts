import { nordicLandFeatures, type NordicLandAsset, type NordicLandFeatures } from './nordicLand.ts';

let overview: Promise<NordicLandFeatures> | undefined;
let detailed: Promise<NordicLandFeatures> | undefined;

/**
 * The offline basemap's overview land, drawn below zoom 6: Natural Earth 1:10 m land clipped to the Nordic box and
 * simplified at build time for that scale (`scripts/nordic-land.ts` → `nordicLandOverview.json`, about 35 KiB
 * gzip, 11,000 points). Loaded on demand with the engine, never in a first bundle.
 */
export function loadOfflineLand(): Promise<NordicLandFeatures> {
  overview ??= import('./nordicLandOverview.json').then((module) =>
    nordicLandFeatures(module.default as unknown as NordicLandAsset),
  );
  return overview;
}

/**
 * The detailed land, drawn from zoom 6 (`nordicLand.json`, about 55 KiB gzip, 20,000 points: the fjords at zoom 9).
 * Loaded only when the map is zoomed in that far, so an overview of the coast neither downloads nor tiles it.
 */
export function loadDetailedLand(): Promise<NordicLandFeatures> {
  detailed ??= import('./nordicLand.json').then(
    (module) => nordicLandFeatures(module.default as unknown as NordicLandAsset),
    (error: unknown) => {
      detailed = undefined; // a later map may try again
      throw error;
    },
  );
  return detailed;
}
