import { lotteryLabel } from '../i18n/lottery-label.ts';
import './game-badge.css';

// One colour per game family, so the shop tells 竞彩 from 福彩 from 体彩 at a glance in a long list. Shared: orders,
// partner shops and later the players' pages show games the same way.
const COLOURS: Record<number, string> = {
  407: '#1f9d55',
  406: '#e0662f',
  404: '#2b7bb9',
  405: '#7a4fd0',
  401: '#2b7bb9',
  402: '#2b7bb9',
  101: '#d93026',
  102: '#d93026',
  104: '#d93026',
  105: '#d93026',
  201: '#1c5fbf',
  202: '#1c5fbf',
  203: '#1c5fbf',
  204: '#1c5fbf',
};

export function GameBadge({ code, size = 40 }: { code: number; size?: number }) {
  const abbr = lotteryLabel({ abbr: code });
  return (
    <span
      className="game-badge"
      style={{ width: size, height: size, background: COLOURS[code] ?? '#888', fontSize: size * 0.3 }}
      aria-hidden
    >
      {abbr}
    </span>
  );
}
