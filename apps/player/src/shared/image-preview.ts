import { useEffect, useRef } from 'react';
import { ImageViewer } from 'antd-mobile';
import './image-preview.css';

/** Pinch zoom goes from 1× up to 4×. */
const MAX_ZOOM = 4;

/**
 * Opens pictures full screen on black (the page behind stays out of sight), zooming 1–4×. The viewer lives outside
 * the page: leaving the page (a phone's back) closes it too, or it would block the next page's taps.
 */
export function useImagePreview(): (images: string[], index?: number) => void {
  const viewer = useRef<{ close: () => void } | null>(null);
  useEffect(() => () => viewer.current?.close(), []);
  return (images, index = 0) => {
    if (images.length === 0) return;
    viewer.current = ImageViewer.Multi.show({
      images,
      defaultIndex: Math.min(Math.max(index, 0), images.length - 1),
      maxZoom: MAX_ZOOM,
      classNames: { mask: 'image-preview-mask' },
    });
  };
}
