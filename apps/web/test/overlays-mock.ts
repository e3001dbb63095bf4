import { vi } from 'vitest';

// Stand-ins for shared/ui/overlays.ts in page tests: antd-mobile's imperative toasts and dialogs render outside the
// tested tree. Use as `vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'))`.
export const showToastNow = vi.fn(async () => ({ close: () => undefined }));
export const confirmDialog = vi.fn(async () => false);
export const showDialog = vi.fn(async () => ({ close: () => undefined }));
export const showImageViewer = vi.fn();
export const prefetchOverlays = vi.fn();
