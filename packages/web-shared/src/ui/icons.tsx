import type { SVGProps } from 'react';

/**
 * Line icons for the shell and the mine page. antd-mobile-icons ships detailed glyphs (~50 KB minified for the
 * twenty used here); these simple strokes cost a few hundred bytes each and keep the first route within budget.
 */
const PATHS = {
  orders: 'M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01',
  users:
    'M16 19v-1.5a3.5 3.5 0 0 0-3.5-3.5h-5A3.5 3.5 0 0 0 4 17.5V19M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM20 19v-1.5a3.5 3.5 0 0 0-2.5-3.35M15.5 4.15a3.5 3.5 0 0 1 0 6.7',
  chart: 'M4 20h16M7 16V10M12 16V5M17 16v-4',
  user: 'M19 20v-1.5a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4V20M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7S10.5 3 8 4s0 3 4 3zM12 7s1.5-4 4-3 0 3-4 3z',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7l11-3v3M16 13.5h.01',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1-2 3.4-1.8-.6a7 7 0 0 1-1.7 1L15 21h-4l-.5-1.7a7 7 0 0 1-1.7-1l-1.8.6-2-3.4 1.6-1a7 7 0 0 1 0-3l-1.6-1 2-3.4 1.8.6a7 7 0 0 1 1.7-1L11 3h4l.5 1.7a7 7 0 0 1 1.7 1l1.8-.6 2 3.4-1.6 1a7 7 0 0 1 0 3z',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 19v-1a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v1M17 11a3 3 0 0 0 0-6M21 19v-1a4 4 0 0 0-3-3.85',
  shop: 'M4 9l1.5-5h13L20 9M4 9h16v2a2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 2.5 2.5 0 0 1-5 0 1 1 0 0 1-1-1zM5 13v7h14v-7M10 20v-4h4v4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  message: 'M4 5h16v11H9l-5 4z',
  userAdd: 'M15 20v-1.5a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4V20M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M16 11h6',
  send: 'M21 3L10 14M21 3l-7 18-4-7-7-4z',
  alert: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8v5M12 16h.01',
  empty: 'M4 13l2.5-7h11l2.5 7v6H4zM4 13h5l1 2h4l1-2h5',
  refresh: 'M20 12a8 8 0 1 1-2.35-5.65M20 4v4.5h-4.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
