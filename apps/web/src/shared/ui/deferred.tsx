import { useEffect, useState, type ComponentType } from 'react';

const RETRY_MAX_MS = 60_000;

/**
 * Renders a component whose code loads after the first paint, so what every page mounts (the app's push listeners)
 * stays off the first route's budget. A failed load is tried again, later each time, until it arrives.
 */
export function Deferred({ load }: { load: () => Promise<ComponentType> }) {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (n: number) =>
      load().then(
        (component) => {
          if (!stopped) setLoaded(() => component);
        },
        () => {
          if (!stopped) timer = setTimeout(() => attempt(n + 1), Math.min(RETRY_MAX_MS, 1000 * 2 ** n));
        },
      );
    void attempt(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [load]);
  return Loaded ? <Loaded /> : null;
}
