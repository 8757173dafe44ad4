import type { NamespaceMapTranslation } from '../../i18n-types';

const no_map: NamespaceMapTranslation = {
  label: 'Kart over anlegg',
  search: 'Finn et anlegg',
  resultCount: '{formatted} {{count:anlegg|anlegg}}',
  zoomIn: 'Zoom inn',
  zoomOut: 'Zoom ut',
  satellite: 'Satellitt',
  closePopup: 'Lukk',
  loading: 'Laster kart …',
  inactive: 'Inaktiv (brakk)',
  livestockWeight: 'Snittvekt',
  diseases: 'Sykdommer',
  liceFemale: 'Voksne hunnlus',
  liceMobile: 'Bevegelige lus',
  liceStationary: 'Fastsittende lus',
  treatments: 'Behandlinger',
  none: 'Ingen',
  notReported: 'Ikke rapportert',
  timeline: 'Tidslinje',
  weekSlider: 'Uke',
  week: 'Uke {week}, {year}',
  weekShort: 'U{week}',
  play: 'Spill av',
  pause: 'Pause',
  stepBack: 'Forrige uke',
  stepForward: 'Neste uke',
  collapseTimeline: 'Skjul tidslinje',
  expandTimeline: 'Vis tidslinje',
  noWeeks: 'Ingen uker med kartdata',
};

export default no_map;
