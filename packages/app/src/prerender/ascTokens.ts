/**
 * Placeholders in the certification page's prerendered frame (`ascFrames.tsx`), replaced by `ascBoot.ts` in text
 * nodes and link addresses. Letters and dashes only: they survive `encodeURIComponent` and lower-casing.
 */
export const ASC_ALIAS_TOKEN = 'havbruk-frame-alias';
export const ASC_NAME_TOKEN = 'havbruk-frame-name';
