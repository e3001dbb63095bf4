import { showToastNow } from './overlays.ts';

/** Every toast lasts 1500 ms (docs/architecture.md, web rules). */
export const TOAST_MS = 1500;

let last = { text: '', at: 0 };

/** Shows a short message; the same text twice within one toast's life is shown once (parallel calls failing together). */
export function toast(text: string, icon?: 'success' | 'fail' | 'loading'): void {
  if (!text) return;
  const now = Date.now();
  if (text === last.text && now - last.at < TOAST_MS) return;
  last = { text, at: now };
  void showToastNow({ content: text, duration: TOAST_MS, ...(icon ? { icon } : {}) });
}

/** A loading toast that stays until the returned function is called. */
export async function loadingToast(text: string): Promise<() => void> {
  const handle = await showToastNow({ content: text, icon: 'loading', duration: 0, maskClickable: false });
  return () => handle.close();
}
