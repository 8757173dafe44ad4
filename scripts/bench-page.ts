import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { sourceResolve } from '../vite.shared.ts';

/** A bench page served from a production build. */
export interface BenchPage {
  url: string;
  close: () => Promise<void>;
}

/**
 * Writes a one-script bench page into `pageDir`, builds it for production (as users get it, workspace packages
 * from source) and serves it with `vite preview` on a free port.
 */
export async function serveBenchPage(pageDir: string, title: string, entryCode: string): Promise<BenchPage> {
  const outDir = path.join(pageDir, 'dist');
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(path.join(pageDir, 'entry.js'), entryCode);
  writeFileSync(
    path.join(pageDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div><script type="module" src="./entry.js"></script></body></html>`,
  );
  await build({
    root: pageDir,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    resolve: sourceResolve,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, minify: true },
  });
  const server = await preview({
    root: pageDir,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
  });
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
