import { appConfig } from '../config.ts';
import { createOidcAuth } from './oidcAuth.ts';

/** The app's auth adapter, for the identity provider of the build's configuration (one per page load). */
export const appAuth = createOidcAuth({
  authority: appConfig.oidcAuthority,
  clientId: appConfig.oidcClientId,
  scope: appConfig.oidcScope,
  audience: appConfig.oidcAudience,
  origin: window.location.origin,
});
