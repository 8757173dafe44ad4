/**
 * Build-time only (run in Node by `prerender.worker.ts`, never bundled into the app): the public company page's
 * first screen (`/asc/company/{alias}`) as static HTML for `asc.html`, one pair per display language (the page is
 * always light): the loading state, and the page's top once the company's name is known (header, breadcrumb,
 * the name as the `h1`, an empty line where the farm count goes). `ascBoot.ts` fills in the alias and the name
 * (text and links only, never markup) and shows the pair of the visitor's language; the app takes over once its
 * own page has settled (`ascTakeover.ts`).
 */
import { calls } from '@havbruk/api';
import { AscCompanyScreen, getCssText, HavbrukProvider, loadAllLocaleTexts, type Locale } from '@havbruk/ui';
import { renderToString } from 'react-dom/server';
import { ASC_ALIAS_TOKEN, ASC_NAME_TOKEN } from './ascTokens.ts';

export interface AscFrames {
  /** The contract's path of the page's call (`getAscCompany`), which the boot script asks for. */
  apiPath: string;
  /** The design system's CSS the frames use (Stitches rules and global styles). */
  css: string;
  frames: { language: Locale; loading: string; named: string }[];
}

const render = (language: Locale, screen: React.ReactNode) =>
  renderToString(
    <HavbrukProvider locale={language} theme="light">
      {screen}
    </HavbrukProvider>,
  );

/** The farm count's line under the name: kept (its height) but empty until the app shows the count. */
const SUBTITLE = /(<\/h1>\s*<p [^>]*>)[^<]*(<\/p>)/;

export function renderAscFrames(): AscFrames {
  loadAllLocaleTexts();
  const frames = (['en', 'no'] as const).map((language) => {
    const loading = render(language, <AscCompanyScreen alias={ASC_ALIAS_TOKEN} status={{ state: 'loading' }} />);
    const ready = render(
      language,
      <AscCompanyScreen
        alias={ASC_ALIAS_TOKEN}
        status={{ state: 'ready', data: { organization: { alias: ASC_ALIAS_TOKEN, name: ASC_NAME_TOKEN }, certs: [] } }}
      />,
    );
    if (!SUBTITLE.test(ready) || !ready.includes(`>${ASC_NAME_TOKEN}</h1>`) || !loading.includes('aria-busy')) {
      throw new Error(`The certification page's frame did not prerender as expected (${language})`);
    }
    return { language, loading, named: ready.replace(SUBTITLE, '$1&nbsp;$2') };
  });
  return { apiPath: calls.getAscCompany.path, css: getCssText(), frames };
}
