import { expect, vi } from 'vitest';
import { waitFor } from '@testing-library/react';

// Stand-ins for shared/ui/overlays.ts in page tests: antd-mobile's imperative toasts and dialogs render outside the
// tested tree. Use as `vi.mock('../src/shared/ui/overlays.ts', () => import('./overlays-mock.ts'))`.
export const showToastNow = vi.fn(async () => ({ close: () => undefined }));
export const confirmDialog = vi.fn(async () => false);
export const showDialog = vi.fn(async () => ({ close: () => undefined }));
export const showImageViewer = vi.fn();
export const prefetchOverlays = vi.fn();

/** Each test starts with no toast seen and every confirmation answered `answer`. */
export function resetOverlays(answer: boolean) {
  confirmDialog.mockReset();
  confirmDialog.mockResolvedValue(answer);
  showToastNow.mockClear();
}

/** Waits until a toast says `text`. */
export const toasted = (text: string) =>
  waitFor(() => expect(showToastNow).toHaveBeenCalledWith(expect.objectContaining({ content: text })));
