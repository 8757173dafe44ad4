/**
 * Announced on `document` by the app once its first render has committed (the prerendered frame is hydrated):
 * the boot script (`boot.ts`) then replays a press on the frame that came before the app could handle it.
 */
export const APP_STARTED_EVENT = 'havbruk:app-started';
