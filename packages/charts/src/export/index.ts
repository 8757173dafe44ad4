export {
  CHART_EXPORT_SIZE,
  downloadBlob,
  drawPieImage,
  drawTimelineImage,
  PIE_EXPORT_SIZE,
  pieToPng,
  timelineToPng,
} from './chartImages.ts';
export type { ImageOptions, ImageSize, PieImageInput, TimelineImageInput } from './chartImages.ts';
