import { ImageViewer } from 'antd-mobile';

/** Pinch zoom goes from 1× up to 4×. */
const MAX_ZOOM = 4;

export function previewImages(images: string[], index = 0): void {
  if (images.length === 0) return;
  ImageViewer.Multi.show({
    images,
    defaultIndex: Math.min(Math.max(index, 0), images.length - 1),
    maxZoom: MAX_ZOOM,
  });
}
