/**
 * The app's side of the certification page's prerendered frame (`asc.html`, `ascBoot.ts`): while the frame
 * shows, the app renders into a hidden `#root`; once its own page has settled (the data, a not-found or an error
 * state), the frame goes and the app's page shows in the same commit, before the next paint (no flash of a
 * loading state, the same nodes' positions: no layout shift). Nothing to do without a frame (other pages, the dev
 * server).
 */
export function takeOverAscFrame(): void {
  const root = document.documentElement;
  if (root.dataset['ascFrame'] === undefined) return;
  delete root.dataset['ascFrame'];
  for (const node of document.querySelectorAll(
    '[data-prerendered-asc], template[data-asc-loading], template[data-asc-named]',
  ))
    node.remove();
}
