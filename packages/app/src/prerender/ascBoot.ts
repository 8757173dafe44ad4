/**
 * The certification company page's first script (`asc.html`, a classic script in `<head>`, built on its own by
 * the `havbruk-prerender-login` plugin, `prerender.ts`). The page's largest element is the company's name, which
 * comes from the API: asked for by the app only once its JavaScript has run, on a phone seconds later. So this
 * script, before the first paint:
 *
 * 1. asks for the company's data at once (the app's API address, `config.ts`, and `data-api-path`: the contract's
 *    path of `getAscCompany`; the request the app's client makes: GET, `accept: application/json`, no credentials, no token) and
 *    hands the request over to the app's client (`handover.ts`), which then does not ask again;
 * 2. shows the prerendered frame of the visitor's display language (`ascFrames.tsx`, always light) with the
 *    alias from the path, in its loading state; when the data is in, the frame's top with the company's name
 *    (text only, never markup);
 * 3. starts the app (`data-entry`, `data-preload`) once that frame has been painted (at once on a failed or
 *    refused request, the app shows the page's error or not-found state; after 3 s at the latest). The app takes
 *    the frame over once its own page has settled (`ascTakeover.ts`).
 */
import { appConfig } from '../config.ts';
import { loadDisplay } from '../state/display.ts';
import { callUrl, handOver, type HandedOverAnswer } from './handover.ts';
import { ASC_ALIAS_TOKEN, ASC_NAME_TOKEN } from './ascTokens.ts';
import { startEntry } from './startEntry.ts';

const { entry, preload = '', apiPath = '' } = document.currentScript?.dataset ?? {};
const alias = aliasOf(window.location.pathname);
const language = loadDisplay().language;

let started = false;
function start() {
  if (started || !entry) return;
  started = true;
  startEntry(entry, preload);
}

/** The alias of `/asc/company/{alias}` (as the router decodes it), or null on any other path. */
function aliasOf(pathname: string): string | null {
  const match = /^\/asc\/company\/([^/]+)\/?$/.exec(pathname);
  try {
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

/** The company's name from the answer, if it is the page's data. */
function nameOf(answer: HandedOverAnswer | null): string | null {
  if (answer?.status !== 200) return null;
  try {
    const name = (JSON.parse(answer.body) as { organization?: { name?: unknown } } | null)?.organization?.name;
    return typeof name === 'string' && name.trim() !== '' ? name : null;
  } catch {
    return null;
  }
}

/** A frame's markup (a `<template>`) with the alias and the name put into its texts and link addresses. */
function fill(template: HTMLTemplateElement, values: { alias: string; name?: string }): DocumentFragment {
  const content = template.content.cloneNode(true) as DocumentFragment;
  const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes(ASC_ALIAS_TOKEN))
      node.nodeValue = node.nodeValue.replaceAll(ASC_ALIAS_TOKEN, values.alias);
    if (values.name !== undefined && node.nodeValue?.includes(ASC_NAME_TOKEN))
      node.nodeValue = node.nodeValue.replaceAll(ASC_NAME_TOKEN, values.name);
  }
  const path = encodeURIComponent(values.alias.toLowerCase());
  for (const link of content.querySelectorAll('a[href]')) {
    link.setAttribute('href', (link.getAttribute('href') ?? '').replaceAll(ASC_ALIAS_TOKEN, path));
  }
  return content;
}

/**
 * Waits (1 s at most) for the web font of the frame's heading: painted in the fallback face first, the name would
 * be painted again, larger, by the app (a second, later largest paint). The heading's font is read from the frame
 * itself, laid out hidden.
 */
async function headingFont(name: string): Promise<void> {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-asc-named="${language}"]`);
  if (!template || !document.fonts) return;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:0;left:0;width:100%;visibility:hidden;pointer-events:none';
  probe.setAttribute('aria-hidden', 'true');
  probe.append(fill(template, { alias: alias ?? '', name }));
  document.body.append(probe);
  const heading = probe.querySelector('h1');
  const font = heading ? getComputedStyle(heading).font : '';
  probe.remove();
  if (!font) return;
  await Promise.race([
    document.fonts.load(font, name).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 1_000)),
  ]);
}

/**
 * Calls `then` once the frame's heading has been painted: its largest-contentful-paint entry (reported once the
 * paint is on screen; a next animation frame can come before that on a busy phone, and code requested before the
 * paint shares the slow link with it); without that entry type, after the next frame; after 1 s at the latest
 * (the heading need not be the page's largest paint).
 */
function afterNamePainted(then: () => void) {
  const heading = document.querySelector('[data-prerendered-asc] h1');
  setTimeout(then, 1_000);
  if (!heading || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    const painted = list.getEntries().some((entry) => {
      const element = (entry as PerformanceEntry & { element?: Element | null }).element;
      return element != null && (element === heading || heading.contains(element));
    });
    if (!painted) return;
    observer.disconnect();
    then();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

if (alias === null || !apiPath.includes('{alias}')) {
  start();
} else {
  const url = callUrl(appConfig.apiUrl, apiPath, { alias });
  const answer = fetch(url, { method: 'GET', headers: { accept: 'application/json' }, credentials: 'omit' }).then(
    async (response): Promise<HandedOverAnswer> => ({
      status: response.status,
      statusText: response.statusText,
      body: await response.text(),
    }),
    () => null,
  );
  handOver({ url, answer, startedAt: performance.now() });
  const root = document.documentElement;
  root.dataset['ascFrame'] = language;

  const show = (name?: string) => {
    const template = document.querySelector<HTMLTemplateElement>(
      `template[data-asc-${name === undefined ? 'loading' : 'named'}="${language}"]`,
    );
    const frame = document.querySelector<HTMLElement>('[data-prerendered-asc]');
    if (!template || !frame || root.dataset['ascFrame'] === undefined) return false;
    frame.replaceChildren(fill(template, name === undefined ? { alias } : { alias, name }));
    return true;
  };
  const ready = new Promise<void>((resolve) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve()) : resolve(),
  );
  void ready.then(() => {
    // A hidden tab paints nothing: the app starts at once there.
    if (!show() || document.visibilityState === 'hidden') start();
    setTimeout(start, 3_000);
  });
  void Promise.all([answer, ready])
    .then(async ([answered]) => {
      const name = nameOf(answered);
      if (name !== null) await headingFont(name);
      return name;
    })
    .then((name) => {
      // No name (a failure, an unknown alias): the app shows that state; else once the name is on screen.
      if (name === null || !show(name)) return start();
      afterNamePainted(start);
    });
}
