import type { DialogConfirmProps, DialogShowProps, ToastShowProps } from 'antd-mobile';
import type { DialogShowHandler } from 'antd-mobile/es/components/dialog';
import './overlays.css';

// Toasts, dialogs and the image viewer carry antd-mobile's animation and gesture libraries (~30 KB gzip). The mine
// page shows none of them until a tap or an error, so they load on first use (and are prefetched once idle)
// instead of weighing on the first route's budget (docs/architecture.md, budgets).
const loadToast = () => import('antd-mobile/es/components/toast').then((m) => m.default);
const loadDialog = () => import('antd-mobile/es/components/dialog').then((m) => m.default);
const loadImageViewer = () => import('antd-mobile/es/components/image-viewer').then((m) => m.default);

export function showToastNow(props: ToastShowProps): Promise<{ close: () => void }> {
  return loadToast().then((Toast) => Toast.show(props));
}

export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return loadDialog().then((Dialog) => Dialog.confirm(props));
}

export function showDialog(props: DialogShowProps): Promise<DialogShowHandler> {
  return loadDialog().then((Dialog) => Dialog.show(props));
}

export function showImageViewer(images: string[], defaultIndex: number, maxZoom: number): void {
  void loadImageViewer().then((ImageViewer) =>
    ImageViewer.Multi.show({ images, defaultIndex, maxZoom, classNames: { mask: 'image-viewer-mask' } }),
  );
}

/** Fetches the overlay code while the shop is idle, so the first toast is not late. */
export function prefetchOverlays(): void {
  const run = () => void Promise.all([loadToast(), loadDialog()]).catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
