/**
 * Security headers. The API answers JSON (and lab files) only, so its CSP allows nothing; the server's own HTML
 * pages (sign-in, sign-up, sign-out, errors, the dev mailbox) allow their one inline stylesheet and the logout
 * script by hash, post forms to themselves and the app (the provider redirects there), and may not be framed.
 */
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { PAGE_STYLE } from './mail.ts';
import { LOGOUT_SCRIPT } from './oidc.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const pageCsp = (appOrigins: string[]): string =>
  [
    "default-src 'none'",
    `style-src ${sha256(PAGE_STYLE)}`,
    `script-src ${sha256(LOGOUT_SCRIPT)}`,
    "img-src 'self' data:",
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

/**
 * Lab files (PDF reports, histology images): nothing runs in them, but the app's preview embeds a PDF
 * (`<object>`), so only the app may frame them (no `X-Frame-Options`: `frame-ancestors` names the app instead).
 */
export const fileCsp = (appOrigins: string[]): string =>
  [
    "default-src 'none'",
    'img-src data:',
    "style-src 'unsafe-inline'",
    `frame-ancestors ${appOrigins.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');

/** `@fastify/helmet` options for every fastify route (the HTML pages get `pageCsp` in an onSend hook). */
export const helmetOptions: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
    },
  },
  // Lab images are shown by the app (another port or host of the same site).
  crossOriginResourcePolicy: { policy: 'same-site' },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/** The same headers on the identity provider's own answers (mounted outside fastify, under /oidc). */
export const setProviderHeaders = (res: ServerResponse, appOrigins: string[]): void => {
  res.setHeader('content-security-policy', pageCsp(appOrigins));
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-resource-policy', 'same-site');
};
