import type { BaseTranslation } from '../../i18n-types';

/** Texts of the map area (owned by the map work; add keys here and in ../../no/map/index.ts). */
const en_map: BaseTranslation = {
  label: 'Map of farm sites',
  search: 'Find a farm',
  resultCount: '{formatted:string} {{count:farm|farms}}',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  satellite: 'Satellite',
  closePopup: 'Close',
  loading: 'Loading map …',
  inactive: 'Inactive (fallow)',
  livestockWeight: 'Livestock weight',
  diseases: 'Diseases',
  liceFemale: 'Adult female lice',
  liceMobile: 'Mobile lice',
  liceStationary: 'Stationary lice',
  treatments: 'Treatments',
  none: 'None',
  notReported: 'Not reported',
  timeline: 'Timeline',
  weekSlider: 'Week',
  week: 'Week {week:string}, {year:string}',
  weekShort: 'W{week:string}',
  play: 'Play',
  pause: 'Pause',
  stepBack: 'Previous week',
  stepForward: 'Next week',
  collapseTimeline: 'Hide timeline',
  expandTimeline: 'Show timeline',
  noWeeks: 'No weeks with map data',
};

export default en_map;
