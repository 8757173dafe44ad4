/**
 * The prerendered pages' first script (a classic script in `<head>`, built on its own by the
 * `havbruk-prerender-login` plugin, `prerender.ts`):
 *
 * 1. marks the document with the visitor's display language and theme before the first paint, so the stylesheet
 *    shows the matching prerendered frame (`loginFrames.tsx`); the same rule as the app's (`loadDisplay`: the
 *    stored preference, else the browser's language, light);
 * 2. starts the app (`data-entry`, the build's entry module, and `data-preload`, the chunks it imports, fetched
 *    in parallel) once the frame has been painted. Downloaded earlier, the code shares a slow link with the
 *    stylesheet and fonts the paint waits for; at hand earlier (cache, fast network), the browser runs it before
 *    painting: on a slow phone a second or more of blank page;
 * 3. keeps a press on the frame's buttons made before the app runs (they do nothing yet) and replays it once the
 *    app has taken the frame over (`APP_STARTED_EVENT`).
 */
import { displayKeyOf, loadDisplay } from '../state/display.ts';
import { APP_STARTED_EVENT } from './appStarted.ts';
import { startEntry } from './startEntry.ts';

// A login callback (`?code=…`, an error) shows another state than the frame: no frame then (`main.tsx` agrees).
const framed = window.location.search === '' && window.location.hash === '';
if (framed) document.documentElement.dataset['display'] = displayKeyOf(loadDisplay());

const { entry, preload = '' } = document.currentScript?.dataset ?? {};
if (entry) {
  let pressed: HTMLElement | null = null;
  const keepPress = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button, #root a') : null;
    if (!control) return;
    event.preventDefault();
    pressed = control;
  };
  document.addEventListener('click', keepPress, true);
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      document.removeEventListener('click', keepPress, true);
      // In a task of its own: during the app's first effects React still holds events on the frame back.
      const control = pressed;
      pressed = null;
      if (control) setTimeout(() => control.isConnected && control.click(), 0);
    },
    { once: true },
  );

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startEntry(entry, preload);
  };
  // After the first contentful paint (the frame is on screen); without paint timing, after the next frame. A
  // hidden tab paints nothing: at once there (or once it is hidden before painting). The timer is a last resort.
  document.addEventListener('DOMContentLoaded', () => {
    // No frame shown (a login callback) or no paint coming: nothing to wait for.
    if (!framed || document.visibilityState === 'hidden') return start();
    document.addEventListener('visibilitychange', start, { once: true });
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
    setTimeout(start, 3_000);
  });
}
