import { useEffect, useState } from 'react';

/** The current time in unix seconds, ticking every second while the component is shown. */
export function useNow(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** 剩余时间: hh:mm:ss, with the days before it when there are some (`days` says them: 1天, 1d). */
export function countdown(seconds: number, days: (n: number) => string = (n) => `${n}d`): string {
  const s = Math.max(0, seconds);
  const whole = Math.floor(s / 86400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return whole ? `${days(whole)} ${clock}` : clock;
}
