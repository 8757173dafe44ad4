export { createServer, DEFAULT_APP_ORIGINS, type HavbrukServer, type ServerOptions } from './app.ts';
export { CLIENT_ID } from './oidc.ts';
