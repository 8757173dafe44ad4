/**
 * The upgrade celebration (a Radix dialog) in its own chunk: it shows once after an upgrade, so the dialog code
 * is not part of the entry every first visit downloads. `Gate` loads it when the celebration opens.
 */
export { UpgradeCelebration } from '@havbruk/ui';
