import { useState } from 'react';

/**
 * A page's sheets (or popups) whose code loads on first open, which keeps the page within its bundle budget: which
 * one is shown now, and whether any has been opened yet (render the lazy component only from then on).
 */
export function useLazySheet<K extends string>() {
  const [shown, setShown] = useState<K | null>(null);
  const [loaded, setLoaded] = useState(false);
  return {
    shown,
    loaded,
    show: (kind: K) => {
      setLoaded(true);
      setShown(kind);
    },
    hide: () => setShown(null),
  };
}

/** One lazy popup: open or not. */
export function useLazyPopup() {
  const sheet = useLazySheet<'open'>();
  return {
    open: sheet.shown === 'open',
    loaded: sheet.loaded,
    show: () => sheet.show('open'),
    hide: sheet.hide,
  };
}
