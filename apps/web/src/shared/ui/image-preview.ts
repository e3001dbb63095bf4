import { showImageViewer } from './overlays.ts';

/** Pinch zoom goes from 1× up to 4× (docs/architecture.md, web rules). */
export const IMAGE_MAX_ZOOM = 4;

export function previewImages(urls: string[], index = 0): void {
  if (urls.length === 0) return;
  showImageViewer(urls, Math.min(Math.max(index, 0), urls.length - 1), IMAGE_MAX_ZOOM);
}
