export { LabView } from './LabView.tsx';
export type { LabStatus, LabViewProps } from './LabView.tsx';
export { AttachmentPreview, PREVIEW_MAX_WIDTH } from './AttachmentPreview.tsx';
export type { AttachmentPreviewProps } from './AttachmentPreview.tsx';
export { labRowOf, pcrGroupsOf } from './labRows.ts';
export type { LabRow, PcrGroupModel } from './labRows.ts';
