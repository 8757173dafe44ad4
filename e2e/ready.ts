import { pathToFileURL } from 'node:url';

/** Waits until `url` answers 2xx; throws after `timeoutMs`. */
export const ready = async (url: string, timeoutMs: number) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await fetch(url).catch(() => undefined);
    if (answer?.ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

// `tsx e2e/ready.ts URL [timeout seconds]`: the e2e stack's command waits with it (playwright.config.ts).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [url, seconds = '300'] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx e2e/ready.ts URL [timeout seconds]');
  await ready(url, Number(seconds) * 1000);
}
