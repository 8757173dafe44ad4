/** The 13 Norwegian production areas (produksjonsområder), keyed by id, south to north. */
export const PRODUCTION_AREAS = [
  { id: 1, name: 'Svenskegrensen til Jæren' },
  { id: 2, name: 'Ryfylke' },
  { id: 3, name: 'Karmøy til Sotra' },
  { id: 4, name: 'Nordhordland til Stadt' },
  { id: 5, name: 'Stadt til Hustadvika' },
  { id: 6, name: 'Nordmøre og Sør-Trøndelag' },
  { id: 7, name: 'Nord-Trøndelag med Bindal' },
  { id: 8, name: 'Helgeland til Bodø' },
  { id: 9, name: 'Vestfjorden og Vesterålen' },
  { id: 10, name: 'Andøya til Senja' },
  { id: 11, name: 'Kvaløya til Loppa' },
  { id: 12, name: 'Vest-Finnmark' },
  { id: 13, name: 'Øst-Finnmark' },
] as const;

export type ProductionAreaId = (typeof PRODUCTION_AREAS)[number]['id'];
