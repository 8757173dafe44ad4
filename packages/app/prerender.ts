import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoginMode } from '@havbruk/ui';
import { build, type Plugin, type Rollup } from 'vite';
import { sourceResolve } from '../../vite.shared.ts';
import type { PrerenderedFrames } from './src/prerender/loginFrames.tsx';

const appRoot = import.meta.dirname;
const run = promisify(execFile);

/** The pages served with their first screen in the HTML (`vite preview` and static hosts serve `/login` from `login.html`). */
const PRERENDERED_PAGES = [
  { file: 'login.html', mode: 'login' },
  { file: 'signup.html', mode: 'signup' },
] as const;

/** `boot.ts` and what it imports as one classic script (no module loader: it runs before the first paint). */
async function bootScript(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: appRoot,
    logLevel: 'warn',
    resolve: sourceResolve,
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(appRoot, 'src/prerender/boot.ts'), formats: ['iife'], name: 'havbrukBoot' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error('The boot script did not build');
  return chunk.code;
}

/** Both pages' frames, rendered in a child process (`prerender.worker.ts`, in the build's mode). */
async function renderFrames(): Promise<Record<LoginMode, PrerenderedFrames>> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(appRoot, 'prerender.worker.ts')], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<LoginMode, PrerenderedFrames>;
}

/** The page: index.html with the boot script and the frames' CSS in `<head>` and the frames in `#root`. */
export function prerenderedPage(indexHtml: string, bootSrc: string, rendered: PrerenderedFrames): string {
  const show = rendered.frames
    .map(({ key }) => `html[data-display="${key}"] [data-prerendered="${key}"]{display:block}`)
    .join('');
  // The entry module and its chunks are started by the boot script after the first paint: downloaded before it,
  // they would share a slow link with the stylesheet and fonts the paint waits for.
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(indexHtml);
  if (!entry?.[1] || !indexHtml.includes('<div id="root"></div>') || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no entry module script, no empty #root or no </head>');
  }
  const preloads = [...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  // The API contract (`vite.config.ts`): the login pages call no API.
  const contract = [...indexHtml.matchAll(/<link [^>]*data-api-contract[^>]*>\s*/g)];
  const head =
    `<script src="${bootSrc}" data-entry="${entry[1]}" data-preload="${preloads.map((link) => link[1]).join(' ')}"></script>` +
    `<style data-prerendered>${rendered.css}[data-prerendered]{display:none}${show}</style>`;
  const frames = rendered.frames.map(({ key, html }) => `<div data-prerendered="${key}">${html}</div>`).join('');
  return [entry, ...preloads, ...contract]
    .reduce((html, [tag]) => html.replace(tag, ''), indexHtml)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${frames}</div>`);
}

/**
 * Writes `login.html` and `signup.html`: the built `index.html` with the login screen already in it (rendered by
 * `react-dom/server` from the ui `LoginScreen`, `src/prerender/loginFrames.tsx`), one frame per display language
 * and theme, and a small classic script in `<head>` (`src/prerender/boot.ts`) that picks the visitor's
 * before the first paint and starts the app's entry after it. A phone paints the page with the HTML and the stylesheet, not after the app's
 * JavaScript; the app's first render replaces the frame with the same markup.
 */
export const prerenderLogin = (): Plugin => ({
  name: 'havbruk-prerender-login',
  apply: 'build',
  enforce: 'post',
  async generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (!index || index.type !== 'asset') return;
    const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: await bootScript() });
    const frames = await renderFrames();
    for (const page of PRERENDERED_PAGES) {
      this.emitFile({
        type: 'asset',
        fileName: page.file,
        source: prerenderedPage(String(index.source), `/${this.getFileName(boot)}`, frames[page.mode]),
      });
    }
  },
});
