/** Deployment configuration, read from the environment at build time (never changed in code). */
export const appConfig = {
  apiUrl: import.meta.env['VITE_API_URL'] ?? 'http://localhost:4000',
  oidcAuthority: import.meta.env['VITE_OIDC_AUTHORITY'] ?? 'http://localhost:4000/oidc',
  oidcClientId: import.meta.env['VITE_OIDC_CLIENT_ID'] ?? 'havbruk-app',
  mapboxToken: import.meta.env['VITE_MAPBOX_TOKEN'] ?? '',
  tileUrl: import.meta.env['VITE_TILE_URL'] ?? '',
  supportEmail: import.meta.env['VITE_SUPPORT_EMAIL'] ?? 'support@havbruk.example',
} as const;
