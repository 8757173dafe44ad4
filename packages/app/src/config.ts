/** Deployment configuration, read from the environment at build time (never changed in code). */
export const appConfig = {
  apiUrl: import.meta.env['VITE_API_URL'] ?? 'http://localhost:4000',
  oidcAuthority: import.meta.env['VITE_OIDC_AUTHORITY'] ?? 'http://localhost:4000/oidc',
  oidcClientId: import.meta.env['VITE_OIDC_CLIENT_ID'] ?? 'havbruk-app',
  /** Scopes asked for besides `openid profile email offline_access` (Entra ID: `api://{api app id}/access`). */
  oidcScope: import.meta.env['VITE_OIDC_SCOPE'] ?? '',
  /** The API's audience, sent as the `audience` parameter (Auth0: the API identifier). */
  oidcAudience: import.meta.env['VITE_OIDC_AUDIENCE'] ?? '',
  mapboxToken: import.meta.env['VITE_MAPBOX_TOKEN'] ?? '',
  tileUrl: import.meta.env['VITE_TILE_URL'] ?? '',
  supportEmail: import.meta.env['VITE_SUPPORT_EMAIL'] ?? 'support@havbruk.example',
} as const;

/**
 * Whether sign-in is the company's own identity provider (any authority but the reference server's `/oidc`): sign-up
 * and e-mail verification then happen there.
 */
export const externalIdentityProvider = appConfig.oidcAuthority.replace(/\/$/, '') !== `${appConfig.apiUrl}/oidc`;
