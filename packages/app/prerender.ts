import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoginMode } from '@havbruk/ui';
import { build, type Plugin, type Rollup } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';
import type { AscFrames } from './src/prerender/ascFrames.tsx';
import type { PrerenderedFrames } from './src/prerender/loginFrames.tsx';
import { SESSION_RESTORE_MARK } from './sessionPreloads.ts';

const appRoot = import.meta.dirname;
const run = promisify(execFile);

/** The pages served with their first screen in the HTML (`vite preview` and static hosts serve `/login` from `login.html`). */
const PRERENDERED_PAGES = [
  { file: 'login.html', mode: 'login' },
  { file: 'signup.html', mode: 'signup' },
] as const;

/**
 * A boot script (`src/prerender/boot.ts`, `ascBoot.ts`) and what it imports as one classic script (no module
 * loader: it runs before the first paint), with the app's `VITE_*` environment (`config.ts`).
 */
async function bootScript(file: string, mode: string): Promise<string> {
  const output = (await build({
    configFile: false,
    root: appRoot,
    mode,
    envDir: path.join(appRoot, '../..'),
    logLevel: 'warn',
    resolve: sourceResolve,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(appRoot, 'src/prerender', file), formats: ['iife'], name: 'havbrukBoot' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('The boot script did not build');
  return chunk.code;
}

/** Both pages' frames, rendered in a child process (`prerender.worker.ts`, in the build's mode). */
async function renderFrames(): Promise<Record<LoginMode, PrerenderedFrames> & { asc: AscFrames }> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(appRoot, 'prerender.worker.ts')], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<LoginMode, PrerenderedFrames> & { asc: AscFrames };
}

/**
 * index.html without its entry module and module preloads (the boot script starts them after the first paint:
 * downloaded before it, they would share a slow link with the stylesheet and fonts the paint waits for).
 */
function withoutEntry(index: string, options: { keepContract: boolean }) {
  // The start-up silent sign-in's preloads and connections (`sessionPreloads.ts`): these pages skip it.
  const indexHtml = index.replace(new RegExp(`<link [^>]*${SESSION_RESTORE_MARK}[^>]*>\\s*`, 'g'), '');
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entry?.[1] || !indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no entry module script, no empty #root or no </head>');
  }
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)"[^>]*>\s*/g)];
  // The API contract's preloads (`vite.config.ts`, marked `data-api-contract`): the login pages call no API; the
  // certification page starts them with the entry.
  const dropped = options.keepContract ? [] : preloads.filter(([tag]) => tag.includes('data-api-contract'));
  const kept = preloads.filter((link) => !dropped.includes(link));
  return {
    html: [entry, ...preloads].reduce((html, [tag]) => html.replace(tag, ''), indexHtml),
    dataset: `data-entry="${entry[1]}" data-preload="${kept.map((link) => link[1]).join(' ')}"`,
  };
}

/** The page: index.html with the boot script and the frames' CSS in `<head>` and the frames in `#root`. */
export function prerenderedPage(indexHtml: string, bootSrc: string, rendered: PrerenderedFrames): string {
  const show = rendered.frames
    .map(({ key }) => `html[data-display="${key}"] [data-prerendered="${key}"]{display:block}`)
    .join('');
  const { html, dataset } = withoutEntry(indexHtml, { keepContract: false });
  const head =
    `<script src="${bootSrc}" ${dataset}></script>` +
    `<style data-prerendered>${rendered.css}[data-prerendered]{display:none}${show}</style>`;
  const frames = rendered.frames.map(({ key, html }) => `<div data-prerendered="${key}">${html}</div>`).join('');
  return html.replace('</head>', `${head}</head>`).replace('<div id="root"></div>', `<div id="root">${frames}</div>`);
}

/**
 * The certification company page (`asc.html`): index.html with the boot script (`ascBoot.ts`, which asks for the
 * company's data at once), the frame's CSS, a preload of the name's font (Inter 600, latin) in `<head>`, and the
 * frames (`ascFrames.tsx`) as templates beside an empty frame before `#root`. Hidden until the boot script marks
 * the document (`data-asc-frame`), the app's `#root` meanwhile (`ascTakeover.ts`).
 */
export function prerenderedAscPage(
  indexHtml: string,
  bootSrc: string,
  rendered: AscFrames,
  options: { headingFont?: string },
): string {
  const { html, dataset } = withoutEntry(indexHtml, { keepContract: true });
  const font = options.headingFont
    ? `<link rel="preload" as="font" type="font/woff2" href="${options.headingFont}" crossorigin>`
    : '';
  const head =
    `<script src="${bootSrc}" ${dataset} data-api-path="${rendered.apiPath}"></script>${font}` +
    `<style data-prerendered>${rendered.css}[data-prerendered-asc]{display:none}` +
    `html[data-asc-frame] [data-prerendered-asc]{display:block}html[data-asc-frame] #root{display:none}</style>`;
  const templates = rendered.frames
    .map(
      ({ language, loading, named }) =>
        `<template data-asc-loading="${language}">${loading}</template><template data-asc-named="${language}">${named}</template>`,
    )
    .join('');
  return html
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div data-prerendered-asc></div>${templates}<div id="root"></div>`);
}

/** `/asc/company/{alias}` (the company page, not a farm's): served from `asc.html` where the host can. */
export const ASC_COMPANY_PAGE = /^\/asc\/company\/[^/?#]+\/?(?:[?#]|$)/;

/**
 * Writes `login.html` and `signup.html`: the built `index.html` with the login screen already in it (rendered by
 * `react-dom/server` from the ui `LoginScreen`, `src/prerender/loginFrames.tsx`), one frame per display language
 * and theme, and a small classic script in `<head>` (`src/prerender/boot.ts`) that picks the visitor's
 * before the first paint and starts the app's entry after it. A phone paints the page with the HTML and the stylesheet, not after the app's
 * JavaScript; the app's first render replaces the frame with the same markup.
 */
export const prerenderLogin = (): Plugin => {
  let mode = 'production';
  return {
    name: 'havbruk-prerender-login',
    enforce: 'post',
    configResolved(config) {
      mode = config.mode;
    },
    // `vite preview` serves the company page from `asc.html` (a static host needs the same rewrite; without it the
    // page comes from index.html, the same page without the early frame).
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.method === 'GET' && request.url && ASC_COMPANY_PAGE.test(request.url)) request.url = '/asc.html';
        next();
      });
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const [loginBoot, ascBoot, frames] = await Promise.all([
        bootScript('boot.ts', mode),
        bootScript('ascBoot.ts', mode),
        renderFrames(),
      ]);
      const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: loginBoot });
      for (const page of PRERENDERED_PAGES) {
        this.emitFile({
          type: 'asset',
          fileName: page.file,
          source: prerenderedPage(String(index.source), `/${this.getFileName(boot)}`, frames[page.mode]),
        });
      }
      const ascBootFile = this.emitFile({ type: 'asset', name: 'boot-asc.js', source: ascBoot });
      const headingFont = Object.keys(bundle).find((file) => /inter-latin-600-normal-[\w-]+\.woff2$/.test(file));
      this.emitFile({
        type: 'asset',
        fileName: 'asc.html',
        source: prerenderedAscPage(
          String(index.source),
          `/${this.getFileName(ascBootFile)}`,
          frames.asc,
          headingFont ? { headingFont: `/${headingFont}` } : {},
        ),
      });
    },
  };
};
